// @ts-check
/**
 * The sign-in page drawn at build time (issue 26: the phone's sign-in page). The host's `index.html` draws
 * nothing until its scripts have run: on a phone (Lighthouse's mobile preset) the form appeared 2.4 s after the
 * navigation, after main.js, the federation runtime, React and Arco. `signin.html` is the same page with the
 * sign-in form already in it, drawn by React on the build machine from the very components the browser runs
 * (`host/src/public/signInMarkup.tsx`), and the public application's style sheets in its head, so the form is
 * shown, styled, as soon as the page and its style sheets arrive. The public application then takes that
 * drawing over (`hydrateRoot`) instead of drawing it again.
 *
 * The markup sits in the element single-spa-layout mounts the public application in
 * (`single-spa-application:public`), as the body's first child, where the layout engine puts that element
 * itself, so it is used as it is and never moved. The server sends this page instead of `index.html` to every
 * page request that will show the sign-in form (server/src/http/startPage.ts).
 */
import { createRequire } from 'node:module';
import webpack from 'webpack';
import esbuild from 'esbuild';

/** The element single-spa-layout mounts an application in (`single-spa-application:<name>`). */
export const PUBLIC_CONTAINER_ID = 'single-spa-application:public';
/** The chunks whose style sheets the sign-in page needs before its first paint. */
const PUBLIC_STYLE_CHUNKS = ['public-shared', 'public-app'];
/** What index.html shows until an application has mounted; the sign-in page shows the form instead. */
const LOADING_NOTICE = /<div id="app-loading">[^<]*<\/div>/;

/** @typedef {{ title: string, markup: string }} DrawnPage */

/**
 * Bundles the module that draws the page for Node (its style sheets left out: the page links them) and calls
 * its `drawSignInPage()`.
 * @param {string} entry
 * @returns {Promise<DrawnPage>}
 */
async function drawPage(entry) {
  const bundle = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const module = { exports: /** @type {{ drawSignInPage?: () => DrawnPage }} */ ({}) };
  // Everything but Node's own modules is in the bundle.
  new Function('module', 'exports', 'require', bundle.outputFiles[0].text)(
    module,
    module.exports,
    createRequire(import.meta.url),
  );
  if (typeof module.exports.drawSignInPage !== 'function') throw new Error(`${entry} 没有导出 drawSignInPage()`);
  return module.exports.drawSignInPage();
}

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

/**
 * `index.html` turned into the sign-in page: its title, the public style sheets linked in its head, the loading
 * notice replaced by the drawn form in the public application's element.
 * @param {string} indexHtml
 * @param {DrawnPage} page
 * @param {string[]} styleSheets paths as served (`/public-shared.1a2b3c4d.css`)
 */
export function signInHtml(indexHtml, { title, markup }, styleSheets) {
  if (!LOADING_NOTICE.test(indexHtml)) throw new Error('index.html 中没有 #app-loading，无法生成登录页');
  const links = styleSheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${links}</head>`)
    .replace(LOADING_NOTICE, '')
    .replace(/<body>\s*/, `<body><div id="${PUBLIC_CONTAINER_ID}">${markup}</div>`);
}

/** Emits `signin.html` beside `index.html` (production builds of the host). */
export class SignInPagePlugin {
  /** @param {string} entry the module that exports `drawSignInPage()` */
  constructor(entry) {
    this.entry = entry;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SignInPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After html-webpack-plugin has written index.html and every file has its final name.
        { name: 'SignInPagePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const index = compilation.getAsset('index.html');
          if (!index) throw new Error('SignInPagePlugin: 构建中没有 index.html');
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const styleSheets = PUBLIC_STYLE_CHUNKS.flatMap((name) => {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) throw new Error(`SignInPagePlugin: 主应用没有名为 ${name} 的代码块`);
            return [...chunk.files].filter((file) => file.endsWith('.css')).map((file) => `${publicPath}${file}`);
          });
          const html = signInHtml(index.source.source().toString(), await drawPage(this.entry), styleSheets);
          compilation.emitAsset('signin.html', new webpack.sources.RawSource(html));
        },
      );
    });
  }
}
