// @ts-check
// Stands in, in browser builds, for the parts of zod that only a server runs (createConfig.mjs), one stand-in per file here:
// - the JIT compiler (`zod/v4/core/compile.js`): the browser's zod is `jitless` (shared/domain/src/zod.ts: the
//   page's Content-Security-Policy forbids eval), so it never compiles a parser;
// - JSON Schema, both ways (`core/to-json-schema.js`, `core/json-schema-processors.js`,
//   `core/json-schema-generator.js`, `classic/from-json-schema.js`): the server's API documentation writes it;
//   no screen reads or writes one.
//
// `@yjf/domain/zod` is a federation-shared module whose exports are all kept, so these came with every list and
// form: about 19 KiB gzip of the 52 KiB zod chunk. Each name zod imports from them is in its stand-in; calling one says
// what happened instead of failing somewhere else. If a zod upgrade imports a name this lacks, the build fails.

/** What every stand-in does when called. */
export const serverOnly = () => {
  throw new Error('zod 的 JSON Schema 与编译器只在服务端可用（浏览器构建里没有它们）');
};
