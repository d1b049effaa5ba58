// `npm run test:parity`: the fallback paths stay proven. The tests of the public reads and the
// catalogue run with the subgraphs executing queries with graphql-js (GRAPHQL_JIT=off, not
// graphql-jit) and the facade's public product reads on the federated reference path
// (PUBLIC_READS=federated, which test-support/stack.ts gives every test gateway that does not
// choose); the parity test still compares the direct path with the federated one, here on graphql-js.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PARITY_TESTS = [
  'gateway/test/public-reads-parity.test.ts',
  'gateway/test/storefront-api.test.ts',
  'gateway/test/facade.test.ts',
  'subgraphs/catalog/test/catalog.test.ts',
];
process.stdout.write(`GRAPHQL_JIT=off PUBLIC_READS=federated: ${PARITY_TESTS.join(', ')}\n`);
const result = spawnSync('npx', ['jest', '--ci', ...process.argv.slice(2), ...PARITY_TESTS], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GRAPHQL_JIT: 'off', PUBLIC_READS: 'federated' },
});
process.exit(result.status ?? 1);
