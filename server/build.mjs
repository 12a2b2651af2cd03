// Bundles the server into dist/main.cjs: workspace packages (TypeScript) are compiled in, npm packages stay
// external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@yjf/'));

await build({
  entryPoints: { main: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // A package loaded on first use (`await import('sharp')`) is required, as every other one is: the same CommonJS
  // build, not its ES build beside it.
  supported: { 'dynamic-import': false },
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
