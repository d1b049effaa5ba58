// @ts-check
// The fingerprint of a microfrontend's sources, written by its build into dist/.build-stamp:
// `npm start` rebuilds a microfrontend whose sources no longer match (scripts/start.mjs), not
// only one whose dist is missing. Sizes and modification times, not contents: cheap on every start,
// and a file touched without a change costs one needless rebuild at worst.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const STAMP_FILE = '.build-stamp';
const SKIPPED = new Set(['dist', 'node_modules', '.data']);

/** @param {string} dir @param {string[]} out */
function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // tsc -b rewrites its .tsbuildinfo on every server build: not a source of the bundle.
    if (SKIPPED.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) {
      const stats = fs.statSync(full);
      out.push(`${full}\t${stats.size}\t${Math.trunc(stats.mtimeMs)}`);
    }
  }
}

/**
 * The microfrontend's own folder (src, config, package.json, static files) and the packages it
 * compiles from source: @shop/ui, @shop/shared and this build configuration.
 * @param {string} mfeDir
 */
export function sourceStamp(mfeDir) {
  const lines = [];
  for (const dir of [
    mfeDir,
    path.join(packagesDir, 'ui'),
    path.join(packagesDir, 'shared'),
    path.join(packagesDir, 'mfe-build'),
  ])
    walk(dir, lines);
  return crypto.createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

/** The stamp the last build wrote, or undefined when there is no complete build. @param {string} mfeDir */
export function builtStamp(mfeDir) {
  try {
    return fs.readFileSync(path.join(mfeDir, 'dist', STAMP_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Emits dist/.build-stamp: the sources' fingerprint as they were when this build started. */
export class BuildStampPlugin {
  /** @param {string} mfeDir */
  constructor(mfeDir) {
    this.mfeDir = mfeDir;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    /** @type {string | undefined} */
    let stamp;
    compiler.hooks.beforeRun.tap('BuildStampPlugin', () => {
      stamp = sourceStamp(this.mfeDir);
    });
    compiler.hooks.thisCompilation.tap('BuildStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildStampPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (stamp) compilation.emitAsset(STAMP_FILE, new compiler.webpack.sources.RawSource(`${stamp}\n`));
        },
      );
    });
  }
}
