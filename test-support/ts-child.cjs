// Runs a TypeScript file of this repository in a plain Node process (no build), compiled on the
// fly by @swc/core with the options jest uses, with the workspace packages mapped to their
// sources as jest maps them. `node test-support/ts-child.cjs <file.ts>`; required, it registers
// the compiler for the `require` of .ts files that follow.
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const swc = require('@swc/core');

const root = path.resolve(__dirname, '..');
const aliases = {
  '@shop/shared': path.join(root, 'packages/shared/src/index.ts'),
  '@shop/shared/demo': path.join(root, 'packages/shared/src/demo-data.ts'),
  '@shop/server-kit': path.join(root, 'packages/server-kit/src/index.ts'),
};
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};
// Required by a script (scripts/operations-check.mjs), it only registers the compiler.
if (require.main === module) require(path.resolve(process.argv[2]));
