// Stands in, in browser builds, for zod's index of all its locales (`zod/v4/locales/index.js`).
//
// zod's `z` namespace re-exports every locale as `z.locales`, and `@yjf/domain/zod` is a federation-shared
// module whose exports are all kept, so the 63 locales (about 250 KB raw, 40 KiB gzip) came with every form and
// list. The product only ever speaks Chinese: `@yjf/domain/zod` imports `zod/v4/locales/zh-CN.js` directly,
// which this does not touch. `z.locales` is empty in the browser; nothing reads it.
export {};
