/**
 * The router settings of every router of the product and its tests (so none prints the future-flag warnings).
 *
 * - Relative paths inside splat routes resolve from the route itself (React Router 7's behaviour).
 * - Navigations are **not** transitions (`v7_startTransition: false`, React Router 6's behaviour, said
 *   explicitly): a click on a menu item or a tag renders the new page at once, in one piece. As a transition
 *   the same render was cut into 5 ms slices with the browser's frames between them, and switching back to an
 *   open tag took 40–60 ms here against 40–47 ms without (商机列表 61–70 against 36–47; three rounds each,
 *   issue 26). What a transition would keep on screen does not arise: no page suspends the navigation (an
 *   area's page loads in `RemotePage`'s effect; 个人中心's code suspends inside its own new boundary, which
 *   shows its fallback either way). React Router 7 makes every navigation a transition: revisit on upgrading.
 */
export const ROUTER_FUTURE = { v7_startTransition: false, v7_relativeSplatPath: true } as const;
