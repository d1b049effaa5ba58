// `npm run test:load`: the batteries at their full size, after `npm test` in .ci/run. `npm test`
// proves the same behaviour at a smaller size on any machine (test-support/battery-size.ts); this
// runs the sizes their figures name (docs/security.md), and the memory bounds under load (jest's
// `load` project, security/load/).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// [variable, full size, file]; `npm test`'s size is in the file.
const batteries = [
  ['MONEY_OPERATIONS', '10000', 'security/money-invariants.test.ts'], // npm test: 500
  ['PURCHASE_RACE_ROUNDS', '20', 'security/purchase-races.test.ts'], // 2
  ['PURCHASE_RACE_BUYERS', '200', 'security/purchase-races.test.ts'], // 100
  ['FUZZ_EVERY_ROLE', '1', 'security/fuzz-facade.test.ts'], // each input as one role in turn
  ['WARRANTY_CLAIM_CROWD', '100', 'security/warranty-races.test.ts'], // 40
  ['SESSION_RACE_PEOPLE', '100', 'gateway/test/session-race.test.ts'], // 40
];
const sizes = Object.fromEntries(batteries.map(([name, full]) => [name, process.env[name] ?? full]));
const files = [...new Set(batteries.map(([, , file]) => file)), 'security/load/'];
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
