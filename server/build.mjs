// Bundles the server into dist/main.cjs: workspace packages (TypeScript) are compiled in, npm packages stay
// external and load from node_modules. Beside it, dist/contracts.json: the areas' API contracts it serves.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

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

// The contracts of the areas' server APIs this build serves, as the server itself reads them
// (src/composition/servedContracts.ts), for the release tools: `pnpm release` refuses a remote built against a
// contract the built server does not serve, as it refuses one the built host's kernel cannot (host/dist/kernel.json).
const contracts = await build({
  entryPoints: ['src/composition/servedContracts.ts'],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  write: false,
  logLevel: 'warning',
});
const contractsModule = { exports: {} };
new Function('module', 'exports', contracts.outputFiles[0].text)(contractsModule, contractsModule.exports);
writeFileSync('dist/contracts.json', `${JSON.stringify(contractsModule.exports.SERVED_CONTRACTS, null, 2)}\n`);
