// @ts-check
// One rspack configuration for every microfrontend: the shell (host) and the remotes differ only
// in their federation options, so the singletons, loaders and aliases can never drift apart.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BuildStampPlugin } from './build-stamp.mjs';
import { PrecompressPlugin } from './precompress.mjs';
import { ReleaseFilesPlugin } from './release-files.mjs';
import { ServerBuildPlugin } from './server-build.mjs';

const packagesDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const GATEWAY = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';

const sharedDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shared');
/** @param {string} name */
const packageVersion = (name) =>
  JSON.parse(fs.readFileSync(fileURLToPath(import.meta.resolve(`${name}/package.json`)), 'utf8')).version;

/**
 * Libraries shared through a module of ours that re-exports only what the microfrontends use
 * (packages/mfe-build/shared/*.mjs): a shared module cannot be tree-shaken, and whole, these two
 * (with graphql) were 140 of the first page's 378 KB. The version provided is the real package's;
 * src/facades.spec.ts fails when an app or a library imports a name a facade lacks.
 */
const FACADES = {
  'react-router-dom': 'react-router-dom.mjs',
  '@apollo/client': 'apollo-client.mjs',
  '@apollo/client/react': 'apollo-client-react.mjs',
};

/**
 * True singletons shared by the shell and every remote. Subpaths are listed because sharing is per
 * request: `react/jsx-runtime` and `@emotion/react/jsx-runtime` are what compiled JSX imports,
 * `@apollo/client/react` is where the hooks and the provider live. `graphql` is not shared: in the
 * browser it is stateless helpers (print, visit) that each build tree-shakes to the few it calls.
 * @param {Record<string, string>} deps
 * @param {{ eager?: boolean, dev?: boolean }} [options] eager: provided from the build's entry chunk
 *   (the shell, see mfeConfig); a production build leaves the JSX dev runtimes it never calls lazy.
 */
export function singletons(deps, { eager = false, dev = false } = {}) {
  /** @param {string} name */
  const pkgName = (name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
  const names = [
    'react',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    'react-dom',
    'react-dom/client',
    'react-router-dom',
    '@apollo/client',
    '@apollo/client/react',
    '@emotion/react',
    '@emotion/react/jsx-runtime',
    '@emotion/react/jsx-dev-runtime',
  ];
  return Object.fromEntries(
    names.map((name) => {
      const requiredVersion = deps[pkgName(name)] ?? deps['react-router-dom'];
      const facade = FACADES[/** @type {keyof typeof FACADES} */ (name)];
      const config = {
        singleton: true,
        requiredVersion,
        ...(eager && (dev || !name.endsWith('/jsx-dev-runtime')) ? { eager: true } : {}),
      };
      if (!facade) return [name, config];
      return [name, { ...config, import: path.join(sharedDir, facade), version: packageVersion(pkgName(name)) }];
    }),
  );
}

/** The singletons the shell provides, by package, with the versions installed (the registry's shared gate). */
function shareContract() {
  return Object.fromEntries(
    ['react', 'react-dom', 'react-router-dom', '@apollo/client', '@emotion/react'].map((name) => [
      name,
      packageVersion(name),
    ]),
  );
}

/**
 * Rspack finds the federation runtime with require.resolve, i.e. its CommonJS builds, which the
 * bundler cannot tree-shake; their ES module builds beside them can.
 */
function esmFederationRuntime() {
  const require = createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const name of [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
    '@module-federation/runtime-core',
    '@module-federation/sdk',
    '@module-federation/error-codes',
  ]) {
    const cjs = require.resolve(name, { paths: [runtimeTools] });
    if (cjs.endsWith('.cjs')) aliases[`${cjs}$`] = cjs.replace(/\.cjs$/, '.js');
  }
  return aliases;
}

/**
 * `disableSnapshot` leaves out the runtime's snapshot plugin but not the snapshot handler and the
 * preload helpers the plugin calls; packages/mfe-build/federation/*.mjs stand in for those two
 * files of @module-federation/runtime-core (the files and their exports are those of 2.9; a new
 * version that moves them builds the real ones again, and the first page budget says so;
 * docs/decisions/0060-federation-runtime-stubs.md).
 */
function snapshotFreeRuntime() {
  const require = createRequire(import.meta.url);
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const dist = path.dirname(require.resolve('@module-federation/runtime-core', { paths: [runtimeTools] }));
  const stubs = path.join(path.dirname(fileURLToPath(import.meta.url)), 'federation');
  return {
    '@shop/federation-runtime-core/disabled-snapshot$': path.join(dist, 'plugins/snapshot/disabled.js'),
    [`${path.join(dist, 'plugins/snapshot/SnapshotHandler.js')}$`]: path.join(stubs, 'snapshot-handler.mjs'),
    [`${path.join(dist, 'utils/preload.js')}$`]: path.join(stubs, 'preload.mjs'),
  };
}

/**
 * @param {{
 *   name: string,                 // federation name (shell, storefront, account, admin)
 *   dirname: string,              // the microfrontend's folder
 *   pkg: { dependencies: Record<string, string> },
 *   port: number,                 // dev server port
 *   host?: boolean,               // the shell
 *   env?: Record<string, unknown>,
 *   devServer?: Record<string, unknown>,
 *   server?: boolean,             // also a Node build in dist/server/ (server-build.mjs), same buildId
 * }} options
 */
export function mfeConfig({ name, dirname, pkg, port, host = false, env = {}, devServer = {}, server = false }) {
  const dev = Boolean(env.RSPACK_SERVE);
  // `npm run dev` (scripts/start.mjs --dev): the page comes from the gateway, whose Content-Security-Policy
  // allows no eval, and the shell's build is written to its dist for the gateway to serve.
  const behindGateway = dev && process.env.MFE_DEV_BEHIND_GATEWAY === '1';
  const assets = host && !dev ? 'assets/' : '';
  /** @type {import('@rspack/core').ResolveOptions} */
  const resolve = {
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    alias: {
      '@shop/shared': path.join(packagesDir, 'shared/src/index.ts'),
      '@shop/ui': path.join(packagesDir, 'ui/src/index.ts'),
      // The real @apollo/client/react for shared/apollo-client-react.mjs (its own name is shared).
      '@shop/unshared/apollo-client-react$': fileURLToPath(import.meta.resolve('@apollo/client/react')),
      ...(dev ? {} : { ...esmFederationRuntime(), ...snapshotFreeRuntime() }),
      // rxjs (Apollo Client's observables) resolves to its ES5 build: classes as functions and
      // tslib's helpers. Its ES2015 build is the same code, 1.5 KB smaller on the first page.
      rxjs$: path.join(path.dirname(fileURLToPath(import.meta.resolve('rxjs/package.json'))), 'dist/esm/index.js'),
    },
  };
  /** @type {import('@rspack/core').RuleSetRules} */
  const rules = [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      type: 'javascript/auto',
      options: {
        jsc: {
          // Without a target swc writes ES5: async functions became state machines and every
          // spread or template literal a helper (a third of the shell's own code on /).
          target: 'es2020',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development: dev } },
        },
      },
    },
  ];
  return {
    mode: dev ? 'development' : 'production',
    devtool: dev ? (behindGateway ? 'cheap-module-source-map' : 'eval-cheap-module-source-map') : 'source-map',
    context: dirname,
    // Remotes: main = the standalone dev page; the shell loads only remoteEntry.js and ./App.
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(dirname, 'dist'),
      // Remotes are served at /mfe/<name>/ or another origin: chunks resolve relative to the manifest.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // rspack's default for this uniqueName, named here because the shell drops a remote's list
      // before it loads another build of it (mfe-shell/src/features/remotes/remote-registry.ts).
      chunkLoadingGlobal: `rspackChunk${name}`,
      filename: dev ? '[name].js' : `${assets}[name].[contenthash:10].js`,
      chunkFilename: dev ? '[name].js' : `${assets}[name].[contenthash:10].js`,
      clean: true,
    },
    resolve,
    module: { rules },
    plugins: [
      host
        ? new ModuleFederationPlugin({
            name,
            remotes: {},
            // Eager: the libraries / renders with are in main.js with the runtime and the shell's
            // own code, one file instead of 16 (brotli finds more to share in one: 13 KB less on
            // the wire) and no async boundary, so nothing waits for main.js to run before the
            // next request. The remotes take them from the share scope as before.
            shared: singletons(pkg.dependencies, { eager: true, dev }),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: false,
            experiments: { provideExternalRuntime: !dev, optimization: { target: 'web', disableSnapshot: true } },
          })
        : new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            exposes: { './App': './src/exposes/app.tsx' },
            shared: singletons(pkg.dependencies),
            manifest: true,
            dts: false,
            experiments: {
              externalRuntime: !dev,
              optimization: { target: 'web', disableSnapshot: true, disableRemote: true },
            },
          }),
      ...(host || dev
        ? [
            new rspack.HtmlRspackPlugin({
              template: './src/index.html',
              title: host ? 'Game Account Shop' : `${name} (standalone)`,
            }),
          ]
        : []),
      // The gateway renders pages from it (docs/decisions/0068-one-renderer.md); not in dev servers.
      ...(server && !dev
        ? [
            new ServerBuildPlugin({
              name,
              host,
              dirname,
              resolve,
              rules,
              shared: singletons(pkg.dependencies, { eager: host }),
            }),
          ]
        : []),
      ...(dev ? [] : [new PrecompressPlugin(), new BuildStampPlugin(dirname)]),
      // What the release registry reads: a remote's GraphQL operations, the shell's share contract.
      ...(dev ? [] : [new ReleaseFilesPlugin({ dirname, shareContract: host ? shareContract() : undefined })]),
    ],
    // Lazy compilation (on by default in dev) breaks the async bootstrap boundary of federated apps.
    lazyCompilation: false,
    optimization: { moduleIds: dev ? 'named' : 'deterministic' },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      proxy: [{ context: ['/graphql', '/api'], target: GATEWAY }],
      ...(host ? {} : { headers: { 'Access-Control-Allow-Origin': '*' } }),
      ...devServer,
      // Behind the gateway a change shows on the next page load: no reload socket (the page's
      // origin is the gateway's), and the shell on disk where the gateway serves it from.
      ...(behindGateway
        ? { hot: false, liveReload: false, client: false, ...(host ? { devMiddleware: { writeToDisk: true } } : {}) }
        : {}),
    },
  };
}
