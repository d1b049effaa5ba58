// @ts-check
// Builds a microfrontend's first paints: its `src/first-paint.ts` (pages from its messages, through
// @shop/ui's firstPaint) is compiled for Node with rspack's own API, run, and each page written to
// dist/first-paint/<name>.html with dist/first-paint/pages.json, the list the gateway matches
// URLs against (gateway/src/static/first-paint.ts). Text and layout then have one source each.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const NAME = 'FirstPaintPlugin';
const require = createRequire(import.meta.url);

/**
 * @typedef {{ name: string, path: string, html: string | null, signedIn?: boolean, data?: string, orders?: object }} FirstPaintPage
 * @typedef {{ resolve: import('@rspack/core').ResolveOptions, rules: import('@rspack/core').RuleSetRules }} CompileOptions
 */

/**
 * Compiles `entry` to one CommonJS file for Node and returns its `firstPaintPages` with the source
 * files it read (so a watching build runs again when one changes).
 * @param {string} context @param {string} entry @param {CompileOptions} options
 * @returns {Promise<{ pages: FirstPaintPage[], files: string[] }>}
 */
export function renderFirstPaints(context, entry, { resolve, rules }) {
  const outDir = path.join(context, 'node_modules', '.cache', 'first-paint');
  const compiler = rspack({
    mode: 'production',
    context,
    target: 'node',
    entry: { 'first-paint': entry },
    output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve,
    module: { rules },
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  });
  return new Promise((resolvePages, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (!stats || stats.hasErrors())
        return reject(new Error(`first paint build failed:\n${stats?.toString({ all: false, errors: true })}`));
      const file = path.join(outDir, 'first-paint.cjs');
      delete require.cache[file];
      const { firstPaintPages } = /** @type {{ firstPaintPages: FirstPaintPage[] }} */ (require(file));
      const files = [...stats.compilation.fileDependencies].filter(
        (dep) => !dep.includes(`${path.sep}node_modules${path.sep}`),
      );
      resolvePages({ pages: firstPaintPages, files });
    });
  });
}

/** Emits the first paints of `entry` (a module exporting `firstPaintPages`) into the build. */
export class FirstPaintPlugin {
  /** @param {string} entry @param {CompileOptions} options */
  constructor(entry, options) {
    this.entry = entry;
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    /** @type {{ pages: FirstPaintPage[], files: string[] } | undefined} */
    let built;
    const build = async () => {
      built = await renderFirstPaints(compiler.context, this.entry, this.options);
    };
    compiler.hooks.beforeRun.tapPromise(NAME, build);
    compiler.hooks.watchRun.tapPromise(NAME, build);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!built) return;
          const { RawSource } = compiler.webpack.sources;
          for (const file of built.files) compilation.fileDependencies.add(file);
          for (const page of built.pages)
            if (page.html) compilation.emitAsset(`first-paint/${page.name}.html`, new RawSource(page.html));
          const list = built.pages.map((page) => ({
            path: page.path,
            file: page.html ? `${page.name}.html` : null,
            ...(page.signedIn ? { signedIn: true } : {}),
            ...(page.data ? { data: page.data } : {}),
            ...(page.orders ? { orders: page.orders } : {}),
          }));
          compilation.emitAsset('first-paint/pages.json', new RawSource(`${JSON.stringify(list, null, 2)}\n`));
        },
      );
    });
  }
}

/** Whether a microfrontend has first paints (its `src/first-paint.ts`). @param {string} dirname */
export const hasFirstPaint = (dirname) => fs.existsSync(path.join(dirname, 'src', 'first-paint.ts'));
