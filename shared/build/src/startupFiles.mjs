// @ts-check
import webpack from 'webpack';

/**
 * What each of the host's applications loads before it draws, by chunk name: the root config's own chunk,
 * the start-up tiers (startupTiers.mjs) and the application's chunk. The lists' tier is not here: whether a
 * page needs it depends on the page (the dashboard does not), and a preload of it would weigh on every page.
 */
const APPLICATIONS = {
  public: ['bootstrap', 'public-shared', 'public-app'],
  shell: ['bootstrap', 'public-shared', 'shell-shared', 'shell-app', 'open-bookmark'],
};

/**
 * Writes `startup.json` beside the host's index.html: each application's start-up files (JavaScript and CSS,
 * as served from the root). The server puts them in the page as preload hints (server/src/http/startPage.ts),
 * so they download beside main.js instead of one after another as each script asks for the next.
 */
export class StartupFilesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'StartupFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          /** @param {string[]} names */
          const filesOf = (names) =>
            names.flatMap((name) => {
              const chunk = compilation.namedChunks.get(name);
              if (!chunk) throw new Error(`startup.json: the host has no chunk named ${name}`);
              return [...chunk.files].filter((file) => /\.(js|css)$/.test(file)).sort();
            });
          const files = Object.fromEntries(
            Object.entries(APPLICATIONS).map(([application, names]) => [application, filesOf(names)]),
          );
          compilation.emitAsset('startup.json', new webpack.sources.RawSource(`${JSON.stringify(files, null, 2)}\n`));
        },
      );
    });
  }
}
