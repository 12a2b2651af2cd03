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
// jsdom has no object URLs (QR codes and downloads are blobs).
URL.createObjectURL ??= () => 'blob:test';
URL.revokeObjectURL ??= () => {};
