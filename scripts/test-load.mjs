// `npm run test:load`: the batteries at their full size, after `npm test` in .ci/run. `npm test`
// runs the money battery with 2,000 random operations and the purchase race for 5 rounds
// (behaviour on any machine); this runs the 10,000 operations and 20 rounds their figures name
// (docs/security.md), and the memory bounds under load (jest's `load` project, security/load/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizes = {
  MONEY_OPERATIONS: process.env.MONEY_OPERATIONS ?? '10000',
  PURCHASE_RACE_ROUNDS: process.env.PURCHASE_RACE_ROUNDS ?? '20',
};
const files = ['security/money-invariants.test.ts', 'security/purchase-races.test.ts', 'security/load/'];
process.stdout.write(
  `${Object.entries(sizes)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')}: ${files.join(' ')}\n`,
);
const result = spawnSync('npx', ['jest', '--ci', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...sizes },
});
process.exit(result.status ?? 1);
