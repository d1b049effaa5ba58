// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json' with { type: 'json' };

const NAME = 'account';
const PORT = 3002;
const dirname = path.dirname(fileURLToPath(import.meta.url));
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

/** The shell's singletons (same list in every microfrontend's config). */
function singletons(deps) {
  const range = (name) => deps[name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]];
  const names = [
    'react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client',
    'react-router-dom', 'react-router', '@apollo/client', '@apollo/client/react', 'graphql',
    '@emotion/react', '@emotion/react/jsx-runtime', '@emotion/react/jsx-dev-runtime',
  ];
  return Object.fromEntries(
    names.map((name) => [name, { singleton: true, requiredVersion: range(name) ?? deps['react-router-dom'] }]),
  );
}

export default (env = {}) => {
  const dev = Boolean(env.RSPACK_SERVE);
  return {
    mode: dev ? 'development' : 'production',
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
    context: dirname,
    // main = the standalone dev page (src/bootstrap.tsx); the shell loads only remoteEntry.js
    // and the exposed ./App through mf-manifest.json.
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // Served at /mfe/<name>/ (or another origin): chunks resolve relative to the manifest.
      publicPath: 'auto',
      uniqueName: NAME,
      filename: dev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: { '@shop/shared': path.resolve(dirname, '../packages/shared/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: dev } },
            },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: NAME,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/exposes/app.tsx' },
        shared: singletons(pkg.dependencies),
        manifest: true,
        dts: false,
      }),
      ...(dev ? [new rspack.HtmlRspackPlugin({ template: './src/index.html', title: `${NAME} (standalone)` })] : []),
    ],
    // Lazy compilation (on by default in dev) breaks the async bootstrap boundary of federated apps.
    lazyCompilation: false,
    optimization: { moduleIds: dev ? 'named' : 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: PORT,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      proxy: [{ context: ['/graphql', '/api'], target: GATEWAY }],
    },
  };
};
