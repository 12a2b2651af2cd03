// @ts-check
/**
 * What host and remotes share as Module Federation singletons.
 *
 * - Libraries with state or context (React, the router, Redux) are one copy for the whole page.
 * - The workspace packages `@yjf/domain`, `@yjf/api`, `@yjf/store` and `@yjf/ui` are shared module by module:
 *   every public entry of their `package.json` exports becomes its own shared singleton, so a remote that
 *   imports `@yjf/ui/CrudPage` gets the host's copy, with the host's store, API cache and Arco context.
 * - Arco Design is reached only through `@yjf/ui/arco` (a curated set), never shared whole: the whole
 *   library is 272 KB gzip, the curated set a good deal less, and there is still exactly one copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const sharedRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Libraries shared as singletons, with the subpath prefixes that must not be bundled twice. */
// Entry points are listed one by one: a prefix key (`react/`) is only provided for the subpaths the host
// itself imports, and a remote built in another mode may need one the host does not (`react/jsx-dev-runtime`).
const libraries = {
  react: '^18.3.1',
  'react/jsx-runtime': '^18.3.1',
  'react/jsx-dev-runtime': '^18.3.1',
  'react-dom': '^18.3.1',
  'react-dom/client': '^18.3.1',
  'react-router-dom': '^6.30.0',
  'react-redux': '^9.0.0',
  '@reduxjs/toolkit': '^2.0.0',
  '@reduxjs/toolkit/query': '^2.0.0',
  '@reduxjs/toolkit/query/react': '^2.0.0',
};

/** Workspace packages whose public entries are shared one by one. */
const workspacePackages = ['domain', 'api', 'store', 'ui'];

/*
 * zod is shared too, as `@yjf/domain/zod` (configured once with the Chinese messages): the areas' record
 * schemas live in their own packages, bundled into their remotes, and all of them use the host's one copy.
 * It loads with the first page that validates a form, never on the sign-in page or at the shell's start-up.
 */

/**
 * The public entries of a workspace package, from its `exports` map: an explicit key is one entry; the
 * pattern `./*` -> `./src/*.ts` stands for every matching file in `src/` except tests. `./testing/*` entries are
 * test helpers (they import fast-check): never shared, never built.
 * @param {string} folder
 * @returns {{ name: string, version: string, entries: string[] }}
 */
export function publicEntries(folder) {
  const dir = path.join(sharedRoot, folder);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  /** @type {string[]} */
  const entries = [];
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (key.startsWith('./testing/')) continue;
    if (!key.includes('*')) {
      entries.push(`${pkg.name}/${key.replace(/^\.\//, '')}`);
      continue;
    }
    const [prefix, suffix] = String(target).replace(/^\.\//, '').split('*');
    const base = path.join(dir, prefix);
    if (!fs.existsSync(base)) continue;
    for (const file of fs.readdirSync(base).sort()) {
      if (!file.endsWith(suffix) || /\.test\.tsx?$/.test(file)) continue;
      entries.push(`${pkg.name}/${key.replace(/^\.\//, '').replace('*', file.slice(0, -suffix.length))}`);
    }
  }
  return { name: pkg.name, version: pkg.version, entries };
}

/**
 * The installed version of a library, read from the app that provides it (prefix keys like `zod/` have no
 * package.json of their own to read it from).
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  let dir = path.dirname(require.resolve(packageName));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== packageName
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package.json of ${packageName} from ${appDir}`);
    dir = parent;
  }
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/**
 * @param {'provide' | 'consume'} role  the host provides; remotes only consume (`import: false`)
 * @param {string} appDir  the package folder of the app being built
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedModules(role, appDir) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  // A remote only consumes (it bundles none). The host only provides: it is the one provider, so its own
  // imports asking the federation runtime for its own modules cost a `loadShare` each at start-up and a chunk
  // split per module, for nothing. Consumption is limited to importers in a layer no module of the host is in,
  // so the host's imports resolve to the very modules it registers for the remotes: still one copy of each.
  const roleOptions =
    role === 'consume' ? { import: /** @type {false} */ (false) } : { issuerLayer: 'never-in-the-host' };
  for (const [name, requiredVersion] of Object.entries(libraries)) {
    shared[name] =
      role === 'provide'
        ? { singleton: true, requiredVersion, version: installedVersion(appDir, name), ...roleOptions }
        : { singleton: true, requiredVersion, ...roleOptions };
  }
  for (const folder of workspacePackages) {
    const { version, entries } = publicEntries(folder);
    for (const entry of entries) {
      shared[entry] = {
        singleton: true,
        version,
        requiredVersion: `^${version}`,
        // A second store or API cache would split the application state silently; fail loudly instead.
        strictVersion: folder === 'store' || folder === 'api',
        ...roleOptions,
      };
    }
  }
  return shared;
}
