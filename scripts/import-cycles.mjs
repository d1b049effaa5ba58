// Import cycles, type-only and lazy `import()` edges included (import-x/no-cycle skips both): one
// module graph per tsconfig, resolved as TypeScript resolves it. Exit 1 and the cycles when any.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'packages/shared',
  'packages/server-kit',
  'packages/ui',
  'subgraphs/catalog',
  'subgraphs/commerce',
  'subgraphs/support',
  'gateway',
  'mfe-shell',
  'mfe-storefront',
  'mfe-account',
  'mfe-admin',
];

const graph = new Map();
for (const project of projects) {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, project, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error(`cannot read ${project}/tsconfig.json`);
  for (const file of config.fileNames) {
    const imports = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true).importedFiles;
    const edges = [];
    for (const { fileName } of imports) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.includes('node_modules'))
        edges.push(path.resolve(resolved.resolvedFileName));
    }
    graph.set(path.resolve(file), edges);
  }
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(path.relative(root, member));
  } while (member !== file);
  if (component.length > 1) cycles.push(component.sort());
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

if (cycles.length) {
  for (const cycle of cycles)
    process.stderr.write(`import cycle among ${cycle.length} files:\n  ${cycle.join('\n  ')}\n`);
  process.stderr.write(
    'Move what both sides need into a module of its own (docs/development.md, "Lint and format").\n',
  );
  process.exit(1);
}
process.stdout.write(`no import cycles (${graph.size} files)\n`);
