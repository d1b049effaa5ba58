// Runs a TypeScript file of this repository in a plain Node process (no build), compiled on the
// fly by @swc/core with the options jest uses, with the workspace packages mapped to their
// sources as jest maps them. `node test-support/ts-child.cjs <file.ts>`; required, it registers
// the compiler for the `require` of .ts files that follow.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

// Tests start many of these processes (replicas, migration jobs, the e2e shop), each loading the
// four apps' 370 sources and their dependencies: Node's compile cache (V8 code, in the OS's temp
// folder) and a cache of swc's output, keyed by the source and the options, spare about a third
// of each start's CPU. Both are checked against the source, so a stale entry is never used.
Module.enableCompileCache?.();
const root = path.resolve(__dirname, '..');
const cacheDir = path.join(root, 'node_modules', '.cache', 'ts-child');
const aliases = {
  '@shop/shared': path.join(root, 'packages/shared/src/index.ts'),
  '@shop/shared/demo': path.join(root, 'packages/shared/src/demo-data.ts'),
  '@shop/server-kit': path.join(root, 'packages/server-kit/src/index.ts'),
  '@shop/server-kit/tracing': path.join(root, 'packages/server-kit/src/tracing/index.ts'),
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};
const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};
const optionsKey = `${swc.version}:${JSON.stringify(SWC_OPTIONS)}`;

/** swc's output for one file, from the cache when the same source was compiled before. */
function compile(filename) {
  const source = fs.readFileSync(filename, 'utf8');
  const key = createHash('sha256').update(optionsKey).update(filename).update(source).digest('hex');
  const cached = path.join(cacheDir, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    const { code } = swc.transformSync(source, { filename, ...SWC_OPTIONS });
    try {
      fs.mkdirSync(cacheDir, { recursive: true });
      // written aside and renamed: processes starting together never read half a file
      const partial = `${cached}.${process.pid}`;
      fs.writeFileSync(partial, code);
      fs.renameSync(partial, cached);
    } catch {
      // a read-only tree just compiles every time
    }
    return code;
  }
}

require.extensions['.ts'] = (module, filename) => {
  module._compile(compile(filename), filename);
};
// Required by a script (scripts/operations-check.mjs), it only registers the compiler.
if (require.main === module) require(path.resolve(process.argv[2]));
