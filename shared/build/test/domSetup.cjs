/* global jest */
// jsdom lacks what Arco and the shell measure with.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
// jsdom has no TextEncoder, which React's server renderer needs (the sign-in page drawn at build time).
globalThis.TextEncoder ??= require('node:util').TextEncoder;
// Nor TextDecoder, which reads a streamed answer (an import's progress).
globalThis.TextDecoder ??= require('node:util').TextDecoder;
// jsdom has no object URLs (QR codes and downloads are blobs).
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => {};
// On a busy two-core machine (the unit, component and API suites each take every core) opening a dialog, typing
// into it and submitting can take more than jest's 5 s, and a list more than Testing Library's 1 s to show what
// its request answered. These budgets are only for waiting: a wrong screen still fails the test. (Testing Library
// is the UI kit's test dependency; every package's tests load the same copy.)
jest.setTimeout(30_000);
require(
  require.resolve('@testing-library/react', { paths: [require('node:path').join(__dirname, '../../ui')] }),
).configure({
  asyncUtilTimeout: 5_000,
});
