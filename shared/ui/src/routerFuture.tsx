/**
 * React Router 7's behaviour, taken now by every router of the product and its tests (so none prints the
 * future-flag warnings): navigations are transitions (a page that is still loading keeps the old one on screen
 * rather than flashing the fallback), and relative paths inside splat routes resolve from the route itself.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
