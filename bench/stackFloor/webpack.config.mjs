/**
 * The stack's floor (issue 26): the field engineer's task list screen built the obvious way with the stack the
 * product must use, and nothing of the product's own. A Module Federation host (`@module-federation/enhanced`
 * on webpack) with React, Arco Design, react-router-dom, react-redux and Redux Toolkit (RTK Query); a remote
 * that exposes the task table and takes React, the router and the store's libraries from the host as
 * singletons. And the sign-in page the same way: the host's second entry (`login`), an Arco form and nothing
 * else, as the product's sign-in page loads neither the router nor the store. Production builds, minified; no
 * preload hints, no tuning. `bench/lighthouse.ts` builds it, serves it and scores both pages beside the product.
 * It does not use `@yjf/build`'s factory on purpose: it measures the stack, not our build's choices.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const out = process.env.STACK_FLOOR_OUT ?? path.join(here, 'dist');

const SHARED = Object.fromEntries(
  ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react'].map(
    (name) => [name, { singleton: true, requiredVersion: false }],
  ),
);

/** One application of the floor: its entry, its federation and where it is written. */
function application({ name, entry, federation, html, publicPath }) {
  // Each application in a folder of its own under `out`, served at `publicPath`.
  return {
    name,
    mode: 'production',
    context: here,
    entry,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
      new ModuleFederationPlugin({ ...federation, shared: SHARED, dts: false, manifest: false }),
      // A page for each entry: the task list's (index.html) and the sign-in page's (login.html).
      ...Object.keys(html ? entry : {}).map(
        (chunk) =>
          new HtmlWebpackPlugin({
            template: path.join(here, 'host/index.html'),
            filename: chunk === 'main' ? 'index.html' : `${chunk}.html`,
            chunks: [chunk],
          }),
      ),
    ],
    output: {
      path: path.join(out, name),
      // Two webpack runtimes on one page: each its own chunk-loading global.
      uniqueName: `floor_${name}`,
      publicPath: `/${publicPath}`,
      filename: '[name].js',
      chunkFilename: '[id].[contenthash:8].js',
      clean: true,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

export default [
  application({
    name: 'remote',
    entry: {},
    publicPath: 'remote/',
    federation: { name: 'floor_remote', filename: 'remoteEntry.js', exposes: { './TaskTable': './remote/TaskTable' } },
  }),
  application({
    name: 'host',
    entry: { main: './host/index.ts', login: './host/login.ts' },
    publicPath: '',
    html: true,
    federation: { name: 'floor_host', remotes: { floor_remote: 'floor_remote@/remote/remoteEntry.js' } },
  }),
];
