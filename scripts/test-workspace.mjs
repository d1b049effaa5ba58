// `npm run test -w <workspace>`: that workspace's jest tests alone (unit, integration and
// component tests under its folder), through the root jest config and from the repository root,
// so the test PostgreSQL and the reports land where a whole run puts them. Extra arguments go to
// jest, e.g. `npm run test -w gateway -- -t 'operations check'`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspace = path.relative(root, process.cwd()).split(path.sep).join('/');
if (!workspace || workspace.startsWith('..')) {
  console.error('run it through a workspace: npm run test -w <workspace>');
  process.exit(2);
}
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const result = spawnSync(process.execPath, [jest, '--passWithNoTests', ...process.argv.slice(2), `/${workspace}/`], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
