// @ts-check
import webpack from 'webpack';

/**
 * Emits a JSON file beside the build's other files: `content` itself, or what it answers for the finished
 * compilation (`startup.json` reads the chunks' files). Written at the report stage, when every file is named.
 */
export class EmitJsonPlugin {
  /**
   * @param {string} fileName
   * @param {unknown | ((compilation: import('webpack').Compilation) => unknown)} content
   */
  constructor(fileName, content) {
    this.fileName = fileName;
    this.content = content;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const content = typeof this.content === 'function' ? this.content(compilation) : this.content;
          compilation.emitAsset(this.fileName, new webpack.sources.RawSource(`${JSON.stringify(content, null, 2)}\n`));
        },
      );
    });
  }
}
