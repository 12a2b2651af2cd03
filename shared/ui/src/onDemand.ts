import { useEffect, useState } from 'react';

/**
 * A module a screen loads the first time it draws with it (an Arco set, the sidebar's menu): `use` answers the
 * module, or null until it has loaded, and draws the component again then. The module is kept once loaded, so
 * every later drawing has it at once; a load that failed is thrown to the page, and tried again by the next
 * drawing that wants it. `preload` starts it early, where the screen is sure to draw with it (a desktop).
 *
 * @example
 *   const tableSet = onDemand(() => import('./arcoTable'));
 *   const Table = tableSet.use(!phone)?.Table; // null on a phone, and until it has loaded
 */
export function onDemand<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const start = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    preload: () => void start().catch(() => {}),
    /**
     * The module, or null until it has loaded (the component draws again then); a failed load is thrown to the
     * page. With `wanted` false this drawing starts no load (a phone's cards want no table), yet a module loaded
     * already is answered (the sidebar's menu stays drawn in its closed drawer).
     */
    use(wanted = true): M | null {
      // How the load this drawing started ended: a new object either way, so the component draws again.
      const [outcome, settle] = useState<{ failure?: unknown }>({});
      useEffect(() => {
        if (wanted && !loaded)
          start().then(
            () => settle({}),
            (failure: unknown) => settle({ failure }),
          );
      }, [wanted]);
      if (outcome.failure) throw outcome.failure;
      return loaded;
    },
  };
}
