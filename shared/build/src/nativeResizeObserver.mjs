// Stands in, in browser builds, for `resize-observer-polyfill`, which Arco imports for its ResizeObserver.
//
// The polyfill's module answers the browser's own ResizeObserver wherever there is one, and every browser the
// builds run in has one (they target ES2020, and ResizeObserver came earlier: Chrome 64, Safari 13.1, Firefox 69),
// so its 7 KB of fallback code (about 2 KiB gzip, on every page from the sign-in on) never ran. This answers the
// browser's own, as the polyfill would have.
export default globalThis.ResizeObserver;
