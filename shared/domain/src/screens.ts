/**
 * The screen widths the product's layout changes at: one place for the browser, which draws by them, and the
 * server, which hints each screen only the files it draws with (server/src/http/startPage.ts).
 */

/** Below this width a screen is a phone's: lists are cards, dialogs take the whole screen (spec section 9). */
export const PHONE_BELOW = 768;
/** Below this width the shell is in mobile mode: the sidebar is a drawer, the top bar compact (spec section 9). */
export const MOBILE_BELOW = 992;

/** A phone's screen (`useIsPhone` of @yjf/ui). */
export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_BELOW - 1}px)`;
/** A screen that draws a list as a table, with date pickers in its search bar. */
export const LIST_TABLE_MEDIA = `(min-width: ${PHONE_BELOW}px)`;
/** A screen that shows the sidebar's menu beside the page. */
export const SIDEBAR_MEDIA = `(min-width: ${MOBILE_BELOW}px)`;
