/** The element of a phone's first screen as the server drew it (server/src/http/drawnScreen.ts). */
export const DRAWN_SCREEN_ID = 'yjf-drawn-screen';

/**
 * What shows that the page has drawn itself: the shown page with anything but its loading skeleton in it, a
 * notice in its place (the session could not be checked, the area failed to load), or the sign-in page.
 */
const PAGE_DRAWN = [
  '.app-page:not([hidden]) > :not([aria-busy="true"])',
  '.page-notice',
  '[id="single-spa-application:public"] > *',
].join(', ');

/**
 * How long the drawn screen may wait for the page (its code on a slow network): then the page's own loading
 * notice shows instead, rather than a screen that does not answer a tap.
 */
export const DRAWN_SCREEN_LIMIT_MS = 15_000;

/**
 * Hands the screen over from the server's drawing to the page: the drawing (inert: a tap on it does nothing)
 * is removed as soon as the page has drawn itself underneath, or when the limit has passed.
 */
export function handOverDrawnScreen(doc: Document = document, limit = DRAWN_SCREEN_LIMIT_MS): void {
  const drawn = doc.getElementById(DRAWN_SCREEN_ID);
  if (!drawn) return;
  const remove = () => {
    observer.disconnect();
    clearTimeout(timer);
    drawn.remove();
  };
  const observer = new MutationObserver(() => {
    if (doc.querySelector(PAGE_DRAWN)) remove();
  });
  observer.observe(doc.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden'] });
  const timer = setTimeout(remove, limit);
}

/** How long the page's code waits for the drawn screen's first paint at most (a tab opened in the background). */
export const FIRST_PAINT_WAIT_MS = 1_000;

/**
 * Resolves once the server's drawing has been painted, at once when the page has none. The page's code starts
 * after it: run before, it holds the main thread while the style sheets arrive and the drawing waits behind it
 * (the first paint came at 0.65 s or 1.6 s here, by whether a script's run fell before it).
 */
export function afterDrawnScreenPaint(doc: Document = document, wait = FIRST_PAINT_WAIT_MS): Promise<void> {
  if (!doc.getElementById(DRAWN_SCREEN_ID) || doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, wait);
    const painted = () => {
      clearTimeout(timer);
      resolve();
    };
    // A frame's callbacks run before its paint; a message posted from one is taken after it.
    requestAnimationFrame(() => {
      if (typeof MessageChannel !== 'function') return void setTimeout(painted);
      const channel = new MessageChannel();
      channel.port1.onmessage = painted;
      channel.port2.postMessage(null);
    });
  });
}
