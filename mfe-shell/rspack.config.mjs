// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import pkg from './package.json' with { type: 'json' };

const dirname = path.dirname(fileURLToPath(import.meta.url));
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

/**
 * True singletons shared with every remote (their configs list the same names). Subpaths are
 * listed because sharing is per request: `react/jsx-runtime` and `@emotion/react/jsx-runtime` are
 * what the compiled JSX imports, `@apollo/client/react` is where the hooks and the provider live.
 */
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
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // The shell is served at the site root with history-API fallback: absolute asset URLs.
      publicPath: '/',
      uniqueName: 'shell',
      filename: dev ? '[name].js' : 'assets/[name].[contenthash:10].js',
      chunkFilename: dev ? '[name].js' : 'assets/[name].[contenthash:10].js',
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
      new rspack.HtmlRspackPlugin({ template: './src/index.html', title: 'Game Account Shop' }),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from /remotes.json (see src/features/remotes).
        remotes: {},
        shared: singletons(pkg.dependencies),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
    ],
    // Lazy compilation (on by default in dev) breaks the async bootstrap boundary of federated apps.
    lazyCompilation: false,
    optimization: { moduleIds: dev ? 'named' : 'deterministic' },
    performance: { hints: false },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      // public/remotes.json points at the remotes' own dev servers (3001-3003).
      static: { directory: path.join(dirname, 'public') },
      proxy: [{ context: ['/graphql', '/api'], target: GATEWAY }],
    },
  };
};
