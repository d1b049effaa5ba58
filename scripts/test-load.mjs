// `npm run test:load`: the money battery at its full size. `npm test` runs
// security/money-invariants.test.ts with 2,000 random operations (behaviour on any machine); this
// runs the 10,000 the battery's figure names (docs/security.md), after `npm test` in .ci/run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const operations = process.env.MONEY_OPERATIONS ?? '10000';
process.stdout.write(`MONEY_OPERATIONS=${operations}: security/money-invariants.test.ts\n`);
const result = spawnSync('npx', ['jest', '--ci', ...process.argv.slice(2), 'security/money-invariants.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, MONEY_OPERATIONS: operations },
});
process.exit(result.status ?? 1);
