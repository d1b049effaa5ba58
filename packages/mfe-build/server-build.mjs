// @ts-check
// A microfrontend's Node build, written into its browser build's dist/server/ (mfeConfig's `server`
// option; docs/decisions/0068-one-renderer.md). A remote's is a CommonJS federation container
// (its remoteEntry.js exports get and init; its chunks load with fs beside it); the shell's is
// its server entry (shell-server.js), a federation host that loads the remotes' Node builds
// at run time and renders pages. Emitted as assets of the browser compilation, so the release
// registry publishes both under one buildId and `output.clean` keeps them; the gateway never serves
// them to browsers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const NAME = 'ServerBuildPlugin';
/** Where the Node build lands inside dist. */
export const SERVER_DIR = 'server';

/**
 * The browser's resolve options minus its browser-only federation runtime aliases (the ES module
 * builds and the snapshot stubs of decision 0060): the Node container carries the full runtime.
 * @param {import('@rspack/core').ResolveOptions} resolve
 */
function nodeResolve(resolve) {
  const alias = Object.fromEntries(
    Object.entries(/** @type {Record<string, string>} */ (resolve.alias ?? {})).filter(
      ([key]) => key.startsWith('@shop/') || key === 'rxjs$',
    ),
  );
  return { ...resolve, alias, conditionNames: ['node', 'import', 'require', 'default'] };
}

/**
 * The Node build's configuration: the same loaders, aliases and singletons as the browser build.
 * @param {{
 *   name: string,
 *   host: boolean,
 *   dirname: string,
 *   resolve: import('@rspack/core').ResolveOptions,
 *   rules: import('@rspack/core').RuleSetRules,
 *   shared: Record<string, unknown>,
 *   outDir: string,
 * }} options
 * @returns {import('@rspack/core').RspackOptions}
 */
export function serverConfig({ name, host, dirname, resolve, rules, shared, outDir }) {
  return {
    mode: 'production',
    devtool: false,
    context: dirname,
    target: 'async-node',
    // The shell: its server entry, a library the gateway requires. A remote: no entry, the container only.
    entry: host ? { 'shell-server': './src/server/index.tsx' } : {},
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      ...(host ? { library: { type: 'commonjs2' } } : {}),
      clean: true,
    },
    resolve: nodeResolve(resolve),
    module: { rules },
    // Readable stack traces in the gateway's logs; the size is start-up time, not bytes on a wire.
    optimization: { moduleIds: 'deterministic', minimize: false },
    performance: { hints: false },
    plugins: [
      host
        ? // Provides the singletons eagerly (react-dom/server is bundled beside them, never a
          // second React from node_modules); remotes are registered per build set at run time.
          new ModuleFederationPlugin({
            name,
            remotes: {},
            shared,
            shareStrategy: 'loaded-first',
            manifest: false,
            dts: false,
          })
        : new ModuleFederationPlugin({
            name,
            filename: 'remoteEntry.js',
            library: { type: 'commonjs-module' },
            exposes: { './App': './src/exposes/app.tsx' },
            shared,
            manifest: false,
            dts: false,
          }),
    ],
  };
}

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Runs the Node build beside the browser build (started before it, awaited when the browser
 * build adds its assets) and emits its files under dist/server/.
 */
export class ServerBuildPlugin {
  /** @param {Omit<Parameters<typeof serverConfig>[0], 'outDir'>} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    /** @type {Promise<string> | undefined} */
    let building;
    const start = () => {
      const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `mfe-${this.options.name}-server-`));
      const node = rspack(serverConfig({ ...this.options, outDir }));
      building = new Promise((resolve, reject) => {
        node.run((error, stats) => {
          node.close(() => undefined);
          if (error) return reject(error);
          if (!stats || stats.hasErrors())
            return reject(new Error(`server build failed:\n${stats?.toString({ all: false, errors: true })}`));
          resolve(outDir);
        });
      });
      // Reported where it is awaited; never an unhandled rejection meanwhile.
      building.catch(() => undefined);
    };
    compiler.hooks.beforeRun.tap(NAME, start);
    compiler.hooks.watchRun.tap(NAME, start);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const { RawSource } = compiler.webpack.sources;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          if (!building) return;
          const outDir = await building;
          try {
            for (const file of filesUnder(outDir))
              compilation.emitAsset(
                `${SERVER_DIR}/${file}`,
                new RawSource(fs.readFileSync(path.join(outDir, file))),
                // Not minified (readable traces in the gateway's logs), not precompressed (never sent).
                { server: true, minimized: true },
              );
          } finally {
            fs.rmSync(outDir, { recursive: true, force: true });
          }
        },
      );
    });
  }
}
