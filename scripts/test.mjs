// `npm test`: everything, in the order that fails fastest.
//  1-2. two lanes side by side: lint (ESLint and import cycles); and type-check and build the server
//     packages, then the contracts (subgraph SDL and supergraph up to date and composing; every
//     GraphQL operation of the microfrontends and the facade validates against the supergraph;
//     codegen output up to date), the microfrontends' type-check and the formatter's check
//  3. jest: unit tests and integration tests on real PostgreSQL (embedded)
//  4. build the microfrontends, then Playwright in Chromium against the whole shop started by
//     scripts/start.mjs on its own ports and a fresh database; among them the first page's
//     JavaScript budget (e2e/first-page-budget.spec.ts against budgets.json)
// No test here bounds a time: those are `npm run test:timing` (scripts/test-timing.mjs), with the
// per-page budgets (layout shift, JavaScript, longest task), which need the same slowed loads.
// TEST_SLOW=1 (`npm run test:slow`) runs the same with the CPU really slowed (scripts/test-slow.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSecurityFigures } from './lib/security-figures.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function step(title, command, args, env = {}) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    process.stderr.write(`\n=== FAILED: ${title}\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`=== ok: ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
}

/**
 * Two lanes of checks side by side (eslint keeps one core busy, tsc the other): each lane runs its
 * checks in order and stops at its first failure; each check's output is printed whole when it
 * ends, and the run stops after both lanes if one failed. A check is [title, command, args] and may
 * have a fourth element, a function run after it that answers an error message or nothing.
 */
async function lanesSideBySide(lanes) {
  const failed = [];
  const runLane = async (checks) => {
    for (const [title, command, args, after] of checks) {
      const started = Date.now();
      const output = [];
      let status = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => resolve(code ?? 1));
      });
      const problem = status === 0 ? after?.() : undefined;
      if (problem) {
        output.push(Buffer.from(`${problem}\n`));
        status = 1;
      }
      process.stdout.write(`\n=== ${title}\n${Buffer.concat(output).toString()}`);
      if (status === 0) process.stdout.write(`=== ok: ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      else {
        process.stderr.write(`\n=== FAILED: ${title}\n`);
        failed.push(status);
        return;
      }
    }
  };
  await Promise.all(lanes.map(runLane));
  if (failed.length) process.exit(failed[0]);
}

function generatedFiles() {
  const files = [];
  const walk = (dir) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(full);
    }
  };
  for (const mfe of ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin'])
    walk(path.join(root, mfe, 'src', 'gql'));
  walk(path.join(root, 'gateway', 'src', 'generated'));
  return new Map(files.map((file) => [file, fs.readFileSync(file, 'utf8')]));
}

// Codegen runs in the second lane only; nothing before it writes the generated files.
const generatedBefore = generatedFiles();
const staleGenerated = () => {
  const after = generatedFiles();
  const stale = [...after]
    .filter(([file, text]) => generatedBefore.get(file) !== text)
    .map(([file]) => path.relative(root, file));
  return stale.length
    ? `generated GraphQL types were stale (now regenerated, commit them): ${stale.join(', ')}`
    : undefined;
};
await lanesSideBySide([
  [['lint (eslint, import cycles)', 'npm', ['run', 'lint']]],
  [
    ['build server packages (tsc -b)', 'npx', ['tsc', '-b', 'tsconfig.json']],
    ['contracts compose and are committed', 'node', ['scripts/contracts.mjs', 'check']],
    [
      'operations of the microfrontends and the facade validate against the supergraph',
      'node',
      ['scripts/operations-check.mjs'],
    ],
    ['codegen', 'npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], staleGenerated],
    ['type-check microfrontends', 'npm', ['run', 'typecheck', '--workspaces', '--if-present']],
    ['format (prettier --check)', 'npm', ['run', 'format:check']],
  ],
]);
// Before jest: gateway/test/server-render.test.ts renders the legal pages from the built shell's and
// storefront's Node builds (a clean clone has none), and Playwright serves the same builds.
step('build microfrontends', 'npm', ['run', 'build:mfes']);
// In slow mode (scripts/test-slow.mjs) jest and the stacks its tests start run under the CPU quota.
const slow = process.env.TEST_SLOW === '1';
step(`jest: unit and integration tests${slow ? ' (slow mode: under the CPU quota)' : ''}`, slow ? 'node' : 'npx', [
  ...(slow ? ['scripts/in-cpu-quota.mjs', 'npx'] : []),
  'jest',
  '--ci',
  '--json',
  `--outputFile=${path.join(reports, 'jest.json')}`,
  // Not the `load` project: its memory bounds run in `npm run test:load` (.ci/run).
  '--selectProjects',
  'node',
  'security',
  'dom',
]);
step('playwright: end-to-end in Chromium', 'npx', ['playwright', 'test']);

// One closing line with the counts of both runners.
const jest = JSON.parse(fs.readFileSync(path.join(reports, 'jest.json'), 'utf8'));
const e2e = JSON.parse(fs.readFileSync(path.join(reports, 'playwright.json'), 'utf8')).stats;
const passed = jest.numPassedTests + e2e.expected;
const failed = jest.numFailedTests + e2e.unexpected + e2e.flaky;
const skipped = jest.numPendingTests + e2e.skipped;
printSecurityFigures(reports);
const firstPageFile = path.join(reports, 'first-page.json');
if (fs.existsSync(firstPageFile)) {
  const page = JSON.parse(fs.readFileSync(firstPageFile, 'utf8'));
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  process.stdout.write(
    `\nfirst page /: ${page.scripts} scripts, ${kib(page.rawBytes)} of JavaScript, ${kib(page.transferredBytes)} transferred (budget ${kib(page.budgetBytes)})\n`,
  );
}
process.stdout.write(`\njest ${jest.numPassedTests} passed, playwright ${e2e.expected} passed\n`);
process.stdout.write(`total: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
