// The GraphQL contracts: each subgraph's SDL, the composed supergraph and its public API schema,
// all committed under contracts/.
//   node scripts/contracts.mjs write   regenerate the files (after `npm run build:servers`)
//   node scripts/contracts.mjs check   fail when a file is stale or the subgraphs do not compose
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { composeServices } = require('@apollo/composition');
const { parse, printSchema } = require('graphql');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contracts = path.join(root, 'contracts');
export const SUBGRAPHS = [
  { name: 'catalog', url: 'http://127.0.0.1:4001/graphql' },
  { name: 'commerce', url: 'http://127.0.0.1:4002/graphql' },
  { name: 'support', url: 'http://127.0.0.1:4003/graphql' },
];

function printSdl(name) {
  const script = path.join(root, 'subgraphs', name, 'dist', 'print-sdl.js');
  if (!fs.existsSync(script)) throw new Error(`${script} is missing: run npm run build:servers first`);
  return execFileSync(process.execPath, [script], { encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
}

function generate() {
  const files = {};
  const services = SUBGRAPHS.map(({ name, url }) => {
    const sdl = printSdl(name);
    files[`${name}.graphql`] = sdl;
    return { name, url, typeDefs: parse(sdl) };
  });
  const result = composeServices(services);
  if (result.errors?.length) {
    throw new Error(`the subgraphs do not compose:\n${result.errors.map((e) => `- ${e.message}`).join('\n')}`);
  }
  files['supergraph.graphql'] = result.supergraphSdl;
  files['schema.graphql'] =
    '# The public API of the gateway (composed from the subgraphs). Generated: npm run contracts\n\n' +
    printSchema(result.schema.toAPISchema().toGraphQLJSSchema()) +
    '\n';
  return files;
}

const mode = process.argv[2] ?? 'check';
try {
  const files = generate();
  if (mode === 'write') {
    fs.mkdirSync(contracts, { recursive: true });
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(contracts, file), text);
    console.log(`contracts written: ${Object.keys(files).join(', ')}`);
  } else {
    const stale = Object.entries(files).filter(([file, text]) => {
      const current = path.join(contracts, file);
      return !fs.existsSync(current) || fs.readFileSync(current, 'utf8') !== text;
    });
    if (stale.length) {
      console.error(
        `stale contracts: ${stale.map(([f]) => f).join(', ')}. Run: npm run build:servers && npm run contracts && npm run codegen`,
      );
      process.exit(1);
    }
    console.log('contracts: subgraphs compose and committed files are up to date');
  }
} catch (error) {
  console.error(String(error.message ?? error));
  process.exit(1);
}
