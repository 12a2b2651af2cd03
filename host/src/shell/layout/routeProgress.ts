import { useSyncExternalStore } from 'react';

/** How many pages are loading; the thin progress bar shows while any is. */
let loading = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const routeProgress = {
  start(): void {
    loading += 1;
    notify();
  },
  done(): void {
    loading = Math.max(0, loading - 1);
    notify();
  },
};

export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
  );
}
