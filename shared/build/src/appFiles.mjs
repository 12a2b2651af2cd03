// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/**
 * Emits every file of a folder (the host's `public/app/`: the web app manifest and its icons) at the root of the
 * build, under its own name: the manifest names its icons by address and a browser asks for the manifest again
 * on its own schedule, so neither can carry a content hash; the server revalidates them (`no-cache`).
 */
export class AppFilesPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AppFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(this.dir)) {
            const file = path.join(this.dir, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}
