/**
 * The element single-spa-layout mounts the public application in (`single-spa-application:<name>`); the build
 * writes the drawn sign-in page into it (shared/build/src/signInPage.mjs, PUBLIC_CONTAINER_ID).
 */
const PUBLIC_CONTAINER_ID = 'single-spa-application:public';

/**
 * Whether the public application is about to take over a sign-in page the build drew: the page the server
 * sent holds it (signin.html), on the sign-in path. Only the first mount finds it; once the application has
 * unmounted, single-spa-layout gives it a new, empty element.
 */
export function takesOverDrawnPage(): boolean {
  const container = document.getElementById(PUBLIC_CONTAINER_ID);
  return window.location.pathname === '/login' && Boolean(container?.firstElementChild);
}
