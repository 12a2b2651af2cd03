// @ts-check
/**
 * Runs a loaded chunk's modules in short turns, so a phone's main thread is never held for long.
 *
 * When an `import()`, an area's exposed page or a shared module has its chunks, webpack runs the module, and
 * with it, in one go, every module it imports that has not run yet: the task list's page ran some 400 modules
 * in one task of 100 ms (400 ms at Lighthouse's 4× CPU), and Total Blocking Time counts each task's time
 * over 50 ms. This plugin lists, at build time, the modules a loaded block will run, in the order webpack would
 * run them (its static imports, depth first, in source order: the order of ES modules), and runs them one by
 * one before the module itself, giving the browser a turn whenever about {@link TURN_MS} ms have passed. Every
 * module still runs once, after the modules it imports, in the same order; only the task they run in changes.
 *
 * What is left to run as webpack would:
 * - an import cycle, which is run whole from the module webpack enters it by (the order inside a cycle decides
 *   which module sees another's exports unfinished);
 * - what CommonJS modules require (a `require` may be in a function; such a module runs whole, as before);
 * - a module that has already run, or whose chunk is not on the page (the list is checked when it is used).
 *
 * It applies where webpack writes the promise of a block's chunks (`RuntimeTemplate.blockPromise`), which
 * `import()` and a container's exposed modules go through (an area's page). Not to the shared modules the host
 * provides (their registrations are in main.js), nor to a block whose chunks are all on the page already.
 * A module that throws stops its block's turns, and webpack's own call of the block's module throws it.
 */
import webpack from 'webpack';

/**
 * A turn's length, unthrottled. A turn ends after the module that passes it, so turns take 5–9 ms: on a phone
 * four times slower (Lighthouse's preset) that is still under the 50 ms a task may take before it blocks, and
 * Lighthouse's simulation leaves tasks under 10 ms out altogether.
 */
export const TURN_MS = 4;

/** Blocks that run fewer modules than this are not worth the turns. */
const MIN_MODULES = 8;

/**
 * Modules smaller than this are not listed: they run when the first module that imports them does, which is
 * where webpack runs them too, and take next to no time. (Every module listed is a few bytes on the page.)
 */
const SMALL_MODULE_BYTES = 1024;

const STEP = '__webpack_require__.yjfStep';

/**
 * The modules a block runs, in webpack's order: post-order, depth first along static imports in source order.
 * Leaves out the roots (the caller runs them), a cycle's modules but the one it is entered by, small modules,
 * and modules that are not JavaScript.
 * @param {import('webpack').Module[]} roots
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {import('webpack').ChunkGraph} chunkGraph
 * @param {import('webpack').RuntimeSpec} runtime
 * @param {Function} HarmonyImportDependency
 * @param {Set<import('webpack').Module>} [alreadyRun]  modules sure to have run (left out, with what they import)
 * @returns {(string | number)[]}
 */
export function runOrder(roots, moduleGraph, chunkGraph, runtime, HarmonyImportDependency, alreadyRun = new Set()) {
  /** @param {import('webpack').Module} module */
  const imports = (module) =>
    importedModules(module, moduleGraph, HarmonyImportDependency, runtime).filter((m) => !alreadyRun.has(m));
  // Tarjan's strongly connected components, which yields the post-order as it goes.
  /** @type {Map<import('webpack').Module, number>} */ const index = new Map();
  /** @type {Map<import('webpack').Module, number>} */ const low = new Map();
  /** @type {import('webpack').Module[]} */ const stack = [];
  const onStack = new Set();
  const onCycle = new Set();
  /** @type {import('webpack').Module[]} */ const order = [];
  /** @param {import('webpack').Module} module */
  const visit = (module) => {
    index.set(module, index.size);
    low.set(module, index.get(module) ?? 0);
    stack.push(module);
    onStack.add(module);
    for (const next of imports(module)) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(module, Math.min(low.get(module) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(module) === index.get(module)) {
      /** @type {import('webpack').Module[]} */ const component = [];
      let member;
      do {
        member = /** @type {import('webpack').Module} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== module);
      // A cycle is run from where webpack enters it (the module it reached first), which runs the rest of it
      // in webpack's own order: the order inside a cycle decides which module sees another's exports unfinished.
      if (component.length > 1) for (const m of component) if (m !== module) onCycle.add(m);
    }
    order.push(module);
  };
  for (const root of roots) if (!index.has(root)) visit(root);
  const rootSet = new Set(roots);
  /** @type {(string | number)[]} */ const ids = [];
  for (const module of order) {
    if (rootSet.has(module) || onCycle.has(module)) continue;
    if (!module.getSourceTypes().has('javascript') || module.size() < SMALL_MODULE_BYTES) continue;
    const id = chunkGraph.getModuleId(module);
    if (id !== null && id !== undefined) ids.push(id);
  }
  return ids;
}

/**
 * The modules a module imports statically, each once, in source order. With a runtime, only the imports active
 * in it (what that runtime's build runs); without, those active in any.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {Function} HarmonyImportDependency
 * @param {import('webpack').RuntimeSpec} [runtime]
 * @returns {import('webpack').Module[]}
 */
function importedModules(module, moduleGraph, HarmonyImportDependency, runtime) {
  const connections = [...moduleGraph.getOutgoingConnections(module)].filter(
    (c) => c.module && c.dependency instanceof HarmonyImportDependency && c.isTargetActive(runtime),
  );
  connections.sort(
    (a, b) => /** @type {any} */ (a.dependency).sourceOrder - /** @type {any} */ (b.dependency).sourceOrder,
  );
  return [...new Set(connections.map((c) => /** @type {import('webpack').Module} */ (c.module)))];
}

/**
 * The modules a module imports, directly or not, itself included: all of them have run by the time its code
 * calls `import()`.
 * @param {import('webpack').Module} module
 * @param {import('webpack').ModuleGraph} moduleGraph
 * @param {Function} HarmonyImportDependency
 */
function staticImports(module, moduleGraph, HarmonyImportDependency) {
  const seen = new Set([module]);
  const pending = [module];
  while (pending.length) {
    const next = /** @type {import('webpack').Module} */ (pending.pop());
    for (const imported of importedModules(next, moduleGraph, HarmonyImportDependency)) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      pending.push(imported);
    }
  }
  return seen;
}

class SteppedEvaluationRuntimeModule extends webpack.RuntimeModule {
  constructor() {
    super('stepped evaluation', webpack.RuntimeModule.STAGE_ATTACH);
  }
  generate() {
    const { require: req, moduleCache, moduleFactories } = webpack.RuntimeGlobals;
    // scheduler.yield() resumes before other waiting tasks of its kind; a message is the next best (a timeout
    // nested five deep waits at least 4 ms).
    return `(() => {
  var queue = [];
  var channel;
  var turn = (next) => {
    if (typeof scheduler === "object" && scheduler && typeof scheduler.yield === "function") return void scheduler.yield().then(next);
    if (typeof MessageChannel !== "function") return void setTimeout(next, 0);
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => queue.shift()();
    }
    queue.push(next);
    channel.port2.postMessage(null);
  };
  // One queue for every block on the page: blocks whose chunks arrive together (a remote's shared modules)
  // take their turns one after another, not each a first turn in the same task.
  var jobs = [];
  var pumping = false;
  var pump = () => {
    var start = performance.now();
    while (jobs.length) {
      var job = jobs[0];
      while (job.next < job.ids.length) {
        var id = job.ids[job.next++];
        if (!${moduleCache}[id] && ${moduleFactories}[id]) {
          // A module that throws is left for webpack's own call of the root, which throws it where it would.
          try { ${req}(id); } catch (e) { job.next = job.ids.length; }
        }
        if (performance.now() - start > ${TURN_MS}) return turn(pump);
      }
      jobs.shift();
      job.resolve();
      // The block's own module runs when this turn ends: the next block starts in a turn of its own.
      if (jobs.length) return turn(pump);
    }
    pumping = false;
  };
  ${STEP} = (ids) => new Promise((resolve) => {
    jobs.push({ ids: ids, next: 0, resolve: resolve });
    if (!pumping) { pumping = true; turn(pump); }
  });
})();`;
  }
}

export class SteppedEvaluationPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { HarmonyImportDependency } = compiler.webpack.dependencies;
    compiler.hooks.thisCompilation.tap('SteppedEvaluationPlugin', (compilation) => {
      const template = compilation.runtimeTemplate;
      const blockPromise = template.blockPromise.bind(template);
      /** @type {WeakMap<import('webpack').Module, Set<import('webpack').Module>>} */
      const ranBefore = new WeakMap();
      /** @param {import('webpack').Module} origin */
      const ranBeforeImport = (origin) => {
        let modules = ranBefore.get(origin);
        if (!modules) {
          modules = staticImports(origin, compilation.moduleGraph, HarmonyImportDependency);
          ranBefore.set(origin, modules);
        }
        return modules;
      };
      template.blockPromise = (options) => {
        const promise = blockPromise(options);
        const { block, chunkGraph, runtimeRequirements } = options;
        if (!block || promise.startsWith('Promise.resolve(')) return promise;
        // The shared modules the host provides are registered in main.js, which every page loads, the sign-in
        // page too: their lists would weigh there (2 KB gzip). What an area imports of them runs within its turns.
        if (/** @type {any} */ (block).parent?.constructor.name === 'ProvideSharedModule') return promise;
        const roots = block.dependencies
          .map((dependency) => chunkGraph.moduleGraph.getModule(dependency))
          .filter((module) => module !== null);
        const runtime = chunkGraph.getBlockChunkGroup(block)?.chunks[0]?.runtime;
        const ids = runOrder(
          /** @type {import('webpack').Module[]} */ (roots),
          chunkGraph.moduleGraph,
          chunkGraph,
          runtime,
          HarmonyImportDependency,
          options.originModule ? ranBeforeImport(options.originModule) : undefined,
        );
        if (ids.length < MIN_MODULES) return promise;
        runtimeRequirements.add(STEP);
        return `${promise}.then(${template.returningFunction(`${STEP}(${JSON.stringify(ids)})`)})`;
      };
      compilation.hooks.runtimeRequirementInTree.for(STEP).tap('SteppedEvaluationPlugin', (chunk, set) => {
        set.add(webpack.RuntimeGlobals.moduleCache);
        set.add(webpack.RuntimeGlobals.moduleFactories);
        set.add(webpack.RuntimeGlobals.require);
        compilation.addRuntimeModule(chunk, new SteppedEvaluationRuntimeModule());
      });
    });
  }
}
