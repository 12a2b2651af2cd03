// @ts-check
/**
 * The one webpack + Module Federation configuration of the platform.
 *
 * The host and every remote call `createConfig` from their own `webpack.config.mjs`; nothing about loaders,
 * output names, minification or shared singletons is written twice. Remotes never bundle a shared library
 * (`import: false`): the host provides react, Arco, the store and the API client, so there is exactly one
 * copy of each at run time and a remote build stays small and fast.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { sharedModules } from './sharedModules.mjs';
import { DEV_API_PORT, DEV_HOST_PORT, devRemotePort } from './devPorts.mjs';
import { KERNEL_VERSION } from './kernelVersion.mjs';
import { EmitJsonPlugin } from './emitJson.mjs';
import { areaStartupFiles, hostStartupFiles } from './startupFiles.mjs';
import { StartupTiers } from './startupTiers.mjs';
import { SignInPagePlugin } from './signInPage.mjs';
import { AppFilesPlugin } from './appFiles.mjs';
import { SteppedEvaluationPlugin } from './steppedEvaluation.mjs';

const require = createRequire(import.meta.url);

/**
 * The console of webpack's own logging, less one notice: the federation manifest plugin warns on every remote
 * build that its `publicPath` is `'auto'`. That is the design: a remote is served from
 * `/remotes/<area>/<version>/`, whose version is the hash of the finished build, so the runtime resolves the
 * files from the manifest's own address. Every other warning still shows.
 */
const withoutAutoPublicPathNotice = Object.assign(Object.create(console), {
  /** @param {unknown[]} args */
  warn: (...args) => {
    if (!args.some((arg) => typeof arg === 'string' && arg.includes("reason: publicPath='auto'")))
      console.warn(...args);
  },
});

/**
 * @typedef {object} AppOptions
 * @property {string} name           federation name: `host` or the area (`customers`, `system`, ...)
 * @property {'host' | 'remote'} kind
 * @property {string} dir            the package folder (pass `import.meta.dirname`)
 * @property {Record<string, string>} [exposes]  remote only: modules exposed beside the pages of its page table
 */

/**
 * @typedef {object} PageTableEntry
 * @property {string} module   the exposed module (`CustomerInfo`; menus name it `customers/CustomerInfo`)
 * @property {string} source   its file, from the package folder
 * @property {string} title
 * @property {string} [path]   a page outside the menus: its path pattern
 * @property {boolean} [home]  the home page
 * @property {boolean} [noCache] not kept mounted
 * @property {string} [parent] a page outside the menus: the module of the menu page it is opened from
 */

/**
 * A remote's page table, `src/pageTable.json`: the area's Chinese title (渠道客户) and the pages it owns. It is the
 * one declaration of both, and the only place an area is named (no list of areas exists in the kernel): the build
 * exposes exactly these modules and writes the table, without the sources, into the release as `pages.json` with
 * the area and the kernel version it was built against; the server names the area and serves its pages from it.
 * @param {string} dir
 * @returns {{ title: string; pages: PageTableEntry[] }}
 */
function readPageTable(dir) {
  const file = path.join(dir, 'src/pageTable.json');
  const table = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof table?.title !== 'string' || !table.title.trim() || !Array.isArray(table.pages))
    throw new Error(`${file} 应为 {"title": "区域的中文名", "pages": [...]}`);
  return table;
}

/**
 * The contract of the area's server API a remote is built against, `src/contract.json` (`version`), or undefined
 * for an area without one (no server half). The build records it in `pages.json`; the release tools refuse the
 * release on a server that does not serve it.
 * @param {string} dir
 * @returns {string | undefined}
 */
function readContract(dir) {
  const file = path.join(dir, 'src/contract.json');
  if (!fs.existsSync(file)) return undefined;
  const { version } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+$/.test(version))
    throw new Error(`${file}: version must be a version like 1.0.0, not ${JSON.stringify(version)}`);
  return version;
}

/**
 * The federation runtime only provides a shared module the host itself imports somewhere. Remotes rely on
 * the host for every shared module (they bundle none), so the host's entry carries this generated module: a
 * lazy import of each, never called, which makes webpack provide them all without loading any at start-up.
 * @param {string} appDir
 * @param {string[]} requests
 */
function providedModulesFile(appDir, requests) {
  const dir = path.join(appDir, 'node_modules/.cache/yjf');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'providedModules.mjs');
  const lines = requests.map((request) => `  ${JSON.stringify(request)}: () => import(${JSON.stringify(request)}),`);
  const source = `// Generated by @yjf/build: every shared module, so that the host provides it to remotes.\nexport default {\n${lines.join('\n')}\n};\n`;
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== source) fs.writeFileSync(file, source);
  return file;
}

/**
 * @param {AppOptions} app
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
/** A module of the workspace packages the host shares (its package is the first group). */
const WORKSPACE_MODULE = /[\\/]shared[\\/](api|domain|store|ui)[\\/]src[\\/]/;
/** The sign-in page's own domain modules, kept out of the shared kernel chunks. */
const SIGN_IN_MODULE = /[\\/]shared[\\/]domain[\\/]src[\\/](accountRules|app)\.ts$/;

/**
 * The kernel chunk a shared workspace module goes into: what lists and forms need (the ui's crud, dict and list
 * folders, and the domain modules that build on zod) in kernel-lists, which the shell and its dashboard never
 * load; the print sheets in kernel-print, the import dialog and its calls in kernel-import; everything else in
 * its package's chunk (kernel-api, kernel-domain, kernel-store, kernel-ui).
 * @param {import('webpack').Module} module
 */
function kernelChunkName(module) {
  const file = module.nameForCondition?.() ?? '';
  const pkg = WORKSPACE_MODULE.exec(file)?.[1];
  const listsUi = pkg === 'ui' && /[\\/]src[\\/](crud|dict|list)[\\/]/.test(file);
  const formsDomain =
    pkg === 'domain' &&
    (/[\\/]zod\.ts$/.test(file) ||
      module.dependencies.some((dependency) => /^(\.\/zod|zod)$/.test(/** @type {any} */ (dependency).request ?? '')));
  // The print sheets (their A4 style sheet and the amount in capitals with them) load only with a print view.
  if (/[\\/]ui[\\/]src[\\/]print[\\/]|[\\/]domain[\\/]src[\\/]amountInWords\.ts$/.test(file)) return 'kernel-print';
  // Excel 导入's dialog and calls load when 导入 is pressed.
  if (/[\\/]ui[\\/]src[\\/]importing[\\/]|[\\/]api[\\/]src[\\/]recordImport\.ts$/.test(file)) return 'kernel-import';
  return listsUi || formsDomain ? 'kernel-lists' : `kernel-${pkg}`;
}

export function createConfig(app) {
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) === 'production';
    const isHost = app.kind === 'host';
    const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${DEV_API_PORT}`;

    const shared = sharedModules(isHost ? 'provide' : 'consume', app.dir);
    const startupTiers = isHost ? new StartupTiers() : null;
    const table = isHost ? { title: '', pages: [] } : readPageTable(app.dir);
    const pages = table.pages;
    const contract = isHost ? undefined : readContract(app.dir);
    const exposes = {
      ...Object.fromEntries(pages.map((page) => [`./${page.module}`, page.source])),
      ...(app.exposes ?? {}),
    };

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: app.dir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: isHost ? { main: ['./src/index.ts', providedModulesFile(app.dir, Object.keys(shared))] } : {},
      target: 'web',
      output: {
        path: path.join(app.dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        uniqueName: app.name,
        clean: true,
        // Write every file, even one whose bytes did not change: `pnpm start` judges a build by its files'
        // times against the sources', and a remote whose output a shared change left alone stayed "old" and was
        // rebuilt at every start.
        compareBeforeEmit: false,
        // [contenthash] is not available for the federation runtime chunk; name it plainly there.
        filename: (pathData) =>
          production && pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
              require.resolve('css-loader'),
            ],
          },
          {
            test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared,
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // One federation runtime on the page, the host's: a remote's entry bundles none of its own and takes the
          // core the host puts out (host/src/federation/sharedRuntimePlugin.ts). Each entry carried one: 80 KB,
          // 22 KB brotli, parsed and started again on every cold page before the area's code ran. A remote built
          // so needs a host from kernel 3.3.0.
          ...(isHost ? {} : { experiments: { externalRuntime: true } }),
          ...(isHost
            ? {
                // With the default version-first strategy every remote entry is fetched at start-up, and one
                // remote that is down can stop the host from starting.
                shareStrategy: 'loaded-first',
                runtimePlugins: [
                  path.join(app.dir, 'src/federation/sharedRuntimePlugin.ts'),
                  path.join(app.dir, 'src/federation/remoteFallbackPlugin.ts'),
                  path.join(app.dir, 'src/federation/hintedPagePlugin.ts'),
                  path.join(app.dir, 'src/federation/stableFallbackPlugin.ts'),
                  path.join(app.dir, 'src/federation/remoteTelemetryPlugin.ts'),
                ],
              }
            : {}),
        }),
        // The host says which kernel it is; a remote says which it needs and which pages it owns.
        isHost
          ? new EmitJsonPlugin('kernel.json', { kernel: KERNEL_VERSION })
          : new EmitJsonPlugin('pages.json', {
              area: app.name,
              title: table.title,
              kernel: KERNEL_VERSION,
              ...(contract ? { contract } : {}),
              pages: pages.map(({ source: _source, ...page }) => page),
            }),
        // A loaded chunk's modules run in short turns (see steppedEvaluation.mjs).
        new SteppedEvaluationPlugin(),
        // zod's every-locale index, never read in the browser (see noZodLocales.mjs).
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/,
          fileURLToPath(new URL('./noZodLocales.mjs', import.meta.url)),
        ),
        // zod's JIT compiler and JSON Schema, which only the server runs (see zodServerOnly/serverOnly.mjs).
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]zod[\\/]v4[\\/](core[\\/](compile|to-json-schema|json-schema-processors|json-schema-generator)|classic[\\/]from-json-schema)\.js$/,
          (resource) => {
            const file = path.basename(resource.createData?.resource ?? '', '.js');
            const standIn = fileURLToPath(new URL(`./zodServerOnly/${file}.mjs`, import.meta.url));
            if (!resource.createData?.resource) return;
            // Its own imports resolve beside it, not beside the file it stands in for.
            Object.assign(resource.createData, { resource: standIn, context: path.dirname(standIn) });
          },
        ),
        // dayjs's Chinese locale comes with the date pickers, not with Arco's locale (see noArcoDayjsLocale.mjs).
        new webpack.NormalModuleReplacementPlugin(/^dayjs[\\/]locale[\\/]/, (resource) => {
          if (/[\\/]@arco-design[\\/]web-react[\\/]es[\\/]locale[\\/]/.test(resource.contextInfo?.issuer ?? ''))
            resource.request = fileURLToPath(new URL('./noArcoDayjsLocale.mjs', import.meta.url));
        }),
        // The browser's own ResizeObserver for Arco's polyfill (see nativeResizeObserver.mjs).
        new webpack.NormalModuleReplacementPlugin(
          /^resize-observer-polyfill$/,
          fileURLToPath(new URL('./nativeResizeObserver.mjs', import.meta.url)),
        ),
        new webpack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // The password encryption's key and IV, the same variables the server reads; empty means the default.
          'process.env.PASSWORD_AES_KEY': JSON.stringify(process.env.PASSWORD_AES_KEY ?? ''),
          'process.env.PASSWORD_AES_IV': JSON.stringify(process.env.PASSWORD_AES_IV ?? ''),
        }),
        ...(production
          ? [
              new MiniCssExtractPlugin({
                ignoreOrder: true,
                filename: '[name].[contenthash:8].css',
                chunkFilename: '[name].[contenthash:8].css',
              }),
              // Compressed once at build time; the server sends the .br or .gz file the browser accepts.
              new CompressionPlugin({
                test: /\.(js|css|html|svg|json)$/,
                algorithm: 'gzip',
                filename: '[path][base].gz',
                threshold: 1024,
              }),
              new CompressionPlugin({
                test: /\.(js|css|html|svg|json)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                threshold: 1024,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
        ...(startupTiers ? [startupTiers] : []),
        // Each application's start-up files, for the server's preload hints (startupFiles.mjs).
        ...(startupTiers && production ? [new EmitJsonPlugin('startup.json', hostStartupFiles)] : []),
        // The sign-in page drawn at build time, sent to every page that will show the form (signInPage.mjs).
        ...(isHost && production ? [new SignInPagePlugin(path.join(app.dir, 'src/public/signInMarkup.tsx'))] : []),
        // Each exposed page's files and the shared modules it takes, for the same hints (startupFiles.mjs).
        ...(!isHost && production ? [new EmitJsonPlugin('startup.json', areaStartupFiles)] : []),
        ...(isHost
          ? [
              new HtmlWebpackPlugin({
                template: './public/index.html',
                chunks: ['main'],
                favicon: './public/favicon.svg',
              }),
              // The web app manifest and its icons (添加到主屏幕), linked from index.html.
              new AppFilesPlugin(path.join(app.dir, 'public/app')),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        minimizer: [
          // swc minifies about three times faster than terser at the same size.
          new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
          new CssMinimizerPlugin(),
        ],
        // The host's shared libraries each load on demand; a vendor chunk would drag them all onto the sign-in
        // page. What each start-up needs goes into its tier's chunk (startupTiers.mjs: public-shared for the
        // sign-in page, shell-shared for the shell, lists-shared for the areas' lists and forms). The workspace
        // modules outside the tiers that two or more chunks need go into one chunk per package (kernel-api,
        // kernel-domain, kernel-store, kernel-ui, kernel-lists) instead of a copy in each.
        splitChunks: {
          chunks: 'async',
          cacheGroups: {
            // The host: what the sign-in page and what the shell need before they draw, one chunk each.
            ...(startupTiers
              ? {
                  startup: {
                    test: (/** @type {import('webpack').Module} */ module) => startupTiers.tierOf(module) !== undefined,
                    name: (/** @type {import('webpack').Module} */ module) => startupTiers.tierOf(module),
                    minChunks: 1,
                    minSize: 0,
                    priority: 10,
                    enforce: true,
                  },
                }
              : {}),
            workspace: {
              test: (module) => {
                const file = module.nameForCondition?.() ?? '';
                return WORKSPACE_MODULE.test(file) && !SIGN_IN_MODULE.test(file);
              },
              name: kernelChunkName,
              minChunks: 2,
              minSize: 0,
              priority: 5,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn', console: withoutAutoPublicPathNotice },
      devServer: {
        port: isHost ? DEV_HOST_PORT : devRemotePort(app.name),
        host: '127.0.0.1',
        hot: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { warnings: false, errors: true } },
        proxy: isHost ? [{ context: ['/api', '/auth', '/remotes', '/dev', '/pay'], target: apiTarget, ws: true }] : [],
      },
    };
    return config;
  };
}
