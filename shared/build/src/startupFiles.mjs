// @ts-check

/**
 * What each of the host's applications loads before it draws, by chunk name: the root config's own chunk,
 * the start-up tiers (startupTiers.mjs) and the application's chunk. The lists' tier is not here: whether a
 * page needs it depends on the page (the dashboard does not); the server adds it for a page that does, from
 * the page's own start-up files (below).
 */
const APPLICATIONS = {
  public: ['bootstrap', 'public-shared', 'public-app'],
  shell: ['bootstrap', 'public-shared', 'shell-shared', 'shell-app', 'open-bookmark'],
};

/**
 * The modules whose own imports load what only a wider screen draws at once, so that its files are hinted to
 * that screen alone (server/src/http/startPage.ts): the shell's sidebar menu (a desktop's; a phone's or a
 * tablet's is a drawer), and a list's table and date pickers (a phone draws cards).
 */
const WIDER_SCREEN_PARTS = {
  shell: /[\\/]host[\\/]src[\\/]shell[\\/]layout[\\/]ShellLayout\.tsx$/,
  lists: /[\\/]shared[\\/]ui[\\/]src[\\/]crud[\\/]onDemandArco\.tsx$/,
};

/** A chunk group's JavaScript and CSS files, as served from the build's root, sorted. */
const filesOf = (/** @type {Iterable<import('webpack').Chunk>} */ chunks) =>
  [...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => /\.(js|css)$/.test(file))))].sort();

/**
 * The host's `startup.json` (written by `EmitJsonPlugin`, emitJson.mjs): each application's start-up files
 * (JavaScript and CSS, as served from the root), what only a wider screen draws at once (`desktop`: the
 * shell's sidebar menu, a list's table and date pickers, and `listsDrawnBy`, the files whose page draws a list),
 * and for each shared module the host provides (`provided`), the files that make it ready. The server puts them in the page as preload hints
 * (server/src/http/startPage.ts), so they download beside main.js instead of one after another as each script
 * asks for the next.
 * @param {import('webpack').Compilation} compilation
 */
export function hostStartupFiles(compilation) {
  /** @param {string[]} names */
  const namedFiles = (names) =>
    names.flatMap((name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk) throw new Error(`startup.json: the host has no chunk named ${name}`);
      return filesOf([chunk]);
    });
  const startup = Object.fromEntries(
    Object.entries(APPLICATIONS).map(([application, names]) => [application, namedFiles(names)]),
  );
  const moduleAt = (/** @type {RegExp} */ file) =>
    [...compilation.modules].find((candidate) => file.test(candidate.nameForCondition?.() ?? ''));
  // Only the imports' own chunks: a named chunk among them (a tier, a kernel chunk) loads on every screen anyway.
  const importedBy = (/** @type {import('webpack').Module | undefined} */ module) =>
    filesOf(
      (module?.blocks ?? [])
        .flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [])
        .filter((chunk) => !chunk.name),
    );
  const listDrawer = moduleAt(WIDER_SCREEN_PARTS.lists);
  const desktop = {
    shell: importedBy(moduleAt(WIDER_SCREEN_PARTS.shell)),
    lists: importedBy(listDrawer),
    // The files that carry the module loading a list's table: a page that takes one of them draws a list.
    listsDrawnBy: listDrawer ? filesOf(compilation.chunkGraph.getModuleChunks(listDrawer)) : [],
  };
  /** @type {Record<string, string[]>} */
  const provided = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || !module.blocks[0]) continue;
    const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    provided[/** @type {any} */ (module)._name] = group ? filesOf(group.chunks) : [];
  }
  return { ...startup, desktop, provided: Object.fromEntries(Object.entries(provided).sort()) };
}

/**
 * A remote's `startup.json`: for each page it exposes, the files that draw it (its exposed chunks, as served
 * from the release's folder) and the shared modules they take from the host before they run. With the host's
 * `provided`, the server knows every file a bookmarked page needs and hints them all in the page it sends
 * (server/src/http/startPage.ts).
 * @param {import('webpack').Compilation} compilation
 */
export function areaStartupFiles(compilation) {
  /** @type {Record<string, { files: string[], shared: string[] }>} */
  const pages = {};
  for (const module of compilation.modules) {
    if (module.constructor.name !== 'ContainerEntryModule') continue;
    for (const block of module.blocks) {
      const exposed = /** @type {any} */ (block.dependencies[0])?.exposedName;
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (typeof exposed !== 'string' || !group) continue;
      const shared = group.chunks.flatMap((chunk) =>
        compilation.chunkGraph
          .getChunkModules(chunk)
          .filter((inChunk) => inChunk.type === 'consume-shared-module')
          .map((consumed) => /** @type {any} */ (consumed).options.shareKey),
      );
      pages[exposed.replace(/^\.\//, '')] = { files: filesOf(group.chunks), shared: [...new Set(shared)].sort() };
    }
  }
  return { pages: Object.fromEntries(Object.entries(pages).sort()) };
}
