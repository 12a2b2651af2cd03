// @ts-check
/**
 * The host's start-up tiers: the libraries and shared workspace modules the sign-in page needs, those the
 * shell needs on top of them, and those every area's lists and forms need on top of those, each in one chunk.
 *
 * Left to webpack's default split, they came in one chunk per shared module and one per combination of
 * shared modules that used a library: a bookmarked list page opened cold loaded 67 files, most under 2 KiB,
 * and the browser fetched and ran them in waves (a chunk's shared imports load before it runs). A tier is
 * what one application needs before it can draw, so it is loaded whole anyway.
 *
 * A module's tier is found from the application's root module by following what must load before a module
 * runs: its static imports (the host imports its shared modules directly: it provides them and does not consume
 * them, sharedModules.mjs). Dynamic imports start something later (a chart, a dialog) and are not followed, so
 * the sign-in page still carries no chart code and the shell none of the lists' code.
 */

/**
 * The tiers, in order: a module two tiers need goes in the first's.
 * @type {{ name: string, roots: RegExp[], leaveOut?: RegExp }[]}
 */
const TIERS = [
  { name: 'public-shared', roots: [/[\\/]host[\\/]src[\\/]public[\\/]lifecycles\.tsx$/] },
  {
    name: 'shell-shared',
    roots: [/[\\/]host[\\/]src[\\/]shell[\\/]lifecycles\.tsx$/, /[\\/]host[\\/]src[\\/]shell[\\/]openBookmark\.ts$/],
  },
  // What every area's lists and forms build on (the table, the search form, the pickers, zod), never the
  // shell's start-up or the dashboard's. The packages' own entries (`@yjf/ui/Permission`,
  // `@yjf/domain/calendar`) stay out: other pages import them too, and would load the whole tier with them.
  {
    name: 'lists-shared',
    roots: [/[\\/]shared[\\/]ui[\\/]src[\\/](crud|list|dict)[\\/]/],
    leaveOut: /[\\/]shared[\\/](api|domain|store|ui)[\\/]src[\\/][^\\/]+$/,
  },
];

/** Modules that go in a tier: libraries and the shared workspace packages, not the host's own files. */
const TIERED_MODULE = /[\\/]node_modules[\\/]|[\\/]shared[\\/](api|domain|store|ui)[\\/]src[\\/]/;

/**
 * @param {import('webpack').Module} module
 * @returns {string}
 */
const fileOf = (module) => module.nameForCondition?.() ?? '';

/**
 * The build's stand-ins for what the browser never runs: zod's locale index and Arco's ResizeObserver polyfill
 * (shared/build/src), and the Node modules a library asks for that browser builds leave empty (crypto-js's
 * `crypto`). Left out of the tiers, each was split into a chunk of its own per shared module that reached it:
 * five requests of an empty module on every list page opened cold.
 */
const isStandIn = (/** @type {import('webpack').Module} */ module) =>
  /[\\/]shared[\\/]build[\\/]src[\\/]/.test(fileOf(module)) || module.identifier().startsWith('ignored|');

/**
 * Every module that must have loaded before `roots` run.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module[]} roots
 */
function neededBefore(compilation, roots) {
  const { moduleGraph } = compilation;
  /** @type {Set<import('webpack').Module>} */
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const module = /** @type {import('webpack').Module} */ (stack.pop());
    if (seen.has(module)) continue;
    seen.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const { dependency, module: target } = connection;
      // Only what webpack keeps: a side-effect-free module none of whose exports are used is not loaded.
      if (!target || !dependency || !connection.isTargetActive(undefined)) continue;
      // Static imports load before the module runs; a dynamic import's block loads later.
      const parent = moduleGraph.getParentBlock(dependency);
      if (parent === module) stack.push(target);
    }
  }
  return seen;
}

/**
 * The tiers of one compilation, computed when splitChunks first asks.
 */
export class StartupTiers {
  /** @type {import('webpack').Compilation | null} */
  compilation = null;
  /** @type {Map<import('webpack').Module, string> | null} */
  tiers = null;

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupTiers', (compilation) => {
      this.compilation = compilation;
      this.tiers = null;
    });
  }

  /**
   * The tier chunk a module goes in, or undefined.
   * @param {import('webpack').Module} module
   */
  tierOf(module) {
    if (!this.tiers) this.tiers = this.computeTiers();
    return this.tiers.get(module);
  }

  computeTiers() {
    const compilation = /** @type {import('webpack').Compilation} */ (this.compilation);
    /** @type {Map<import('webpack').Module, string>} */
    const tiers = new Map();
    for (const tier of TIERS) {
      const roots = [...compilation.modules].filter((module) => tier.roots.some((root) => root.test(fileOf(module))));
      for (const module of neededBefore(compilation, roots)) {
        const file = fileOf(module);
        if (tiers.has(module) || tier.leaveOut?.test(file)) continue;
        if (!TIERED_MODULE.test(file) && !isStandIn(module)) continue;
        tiers.set(module, tier.name);
      }
    }
    return tiers;
  }
}
