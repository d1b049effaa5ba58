// `npm run test:security`: the security and reliability battery alone (it also runs in `npm test`),
// then the figures its tests recorded. Extra arguments go to jest before --selectProjects (after it,
// jest would read a test path as another project name): `npm run test:security -- security/faults.test.ts`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIGURES_FILE, printSecurityFigures } from './lib/security-figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-reports');
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(path.join(reports, FIGURES_FILE), { force: true });
const result = spawnSync('npx', ['jest', ...process.argv.slice(2), '--selectProjects', 'security'], {
  cwd: root,
  stdio: 'inherit',
});
printSecurityFigures(reports);
process.exit(result.status ?? 1);
