import { useEffect, useState } from 'react';

/** Spec section 9: a loading spinner shows for at least 50 ms, so quick answers do not flicker. */
export const MINIMUM_SPINNER_MS = 50;

/**
 * `loading`, held true for at least `minimumMs` once it starts.
 *
 * Whether to hold is decided while rendering, not in an effect: an answer slower than the minimum (nearly every
 * list's first page) ends the spinner in the render that brings the rows, instead of one more render of the
 * whole list after it. Only a quicker answer waits for a timer.
 */
export function useMinimumLoading(loading: boolean, minimumMs = MINIMUM_SPINNER_MS): boolean {
  const [wasLoading, setWasLoading] = useState(loading);
  const [since, setSince] = useState(() => (loading ? Date.now() : 0));
  const [holding, setHolding] = useState(false);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    if (loading) {
      setSince(Date.now());
      setHolding(false);
    } else {
      setHolding(Date.now() - since < minimumMs);
    }
  }
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => setHolding(false), Math.max(0, minimumMs - (Date.now() - since)));
    return () => clearTimeout(timer);
  }, [holding, since, minimumMs]);
  return loading || holding;
}
