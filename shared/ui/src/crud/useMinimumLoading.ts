import { useEffect, useRef, useState } from 'react';

/** Spec section 9: a loading spinner shows for at least 50 ms, so quick answers do not flicker. */
export const MINIMUM_SPINNER_MS = 50;

/** `loading`, held true for at least `minimumMs` once it starts. */
export function useMinimumLoading(loading: boolean, minimumMs = MINIMUM_SPINNER_MS): boolean {
  const [shown, setShown] = useState(loading);
  const since = useRef(0);
  useEffect(() => {
    if (loading) {
      since.current = Date.now();
      setShown(true);
      return;
    }
    const left = minimumMs - (Date.now() - since.current);
    if (left <= 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(false), left);
    return () => clearTimeout(timer);
  }, [loading, minimumMs]);
  return shown;
}
