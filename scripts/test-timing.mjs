// `npm run test:timing`: the tests that bound a time, apart from `npm test` (whose tests wait for
// what a person sees and bound no time). First a calibration: a fixed CPU loop
// (test-support/calibration.ts) timed here and compared with its time on the reference machine;
// every budget is multiplied by that factor (never below 1). Then jest (jest.timing.config.js:
// the parser's time on hostile lines, sign-in timing) and Playwright (playwright.timing.config.ts:
// the per-page budgets: each page's layout shift, JavaScript and longest main-thread task, from
// the same loads), then the figures with their budgets. Run it on an
// otherwise idle machine (`.ci/run` runs it after `npm test`). TIMING_CALIBRATION (JSON) given:
// used as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'test-reports');
const FIGURES = path.join(reports, 'timing-figures.jsonl');
fs.mkdirSync(reports, { recursive: true });
fs.rmSync(FIGURES, { force: true });
const PAGE_BUDGETS = path.join(reports, 'page-budgets.json');
fs.rmSync(PAGE_BUDGETS, { force: true });

let calibration = process.env.TIMING_CALIBRATION;
if (!calibration) {
  const measured = spawnSync(process.execPath, ['test-support/ts-child.cjs', 'scripts/calibrate.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (measured.status !== 0) {
    process.stderr.write(measured.stderr);
    process.exit(1);
  }
  calibration = measured.stdout.trim();
}
const { loopMs, referenceMs, factor } = JSON.parse(calibration);
const said = `calibration: a fixed CPU loop took ${loopMs.toFixed(1)} ms here, ${referenceMs} ms on the reference machine: every time budget x ${factor.toFixed(2)}`;
process.stdout.write(`\n=== ${said}\n`);
const env = { ...process.env, TIMING_CALIBRATION: calibration };

let failed = false;
function step(title, command, args) {
  process.stdout.write(`\n=== ${title}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed = true;
  process.stdout.write(`=== ${result.status === 0 ? 'ok' : 'FAILED'}: ${title} (${seconds} s)\n`);
}

step('jest: timed tests (timing/*.test.ts)', 'npx', ['jest', '--ci', '--config', 'jest.timing.config.js']);
step('playwright: per-page budgets (timing/*.spec.ts)', 'npx', [
  'playwright',
  'test',
  '--config',
  'playwright.timing.config.ts',
]);

process.stdout.write(`\n=== timing figures (${said})\n`);
if (fs.existsSync(FIGURES)) {
  for (const line of fs.readFileSync(FIGURES, 'utf8').trim().split('\n').filter(Boolean)) {
    const { name, value, budget, unit } = JSON.parse(line);
    process.stdout.write(`- ${name}: ${value} ${unit} (budget ${budget} ${unit})${value > budget ? '  OVER' : ''}\n`);
  }
}
if (fs.existsSync(PAGE_BUDGETS)) {
  const { cpuSlowdown, loads, pages } = JSON.parse(fs.readFileSync(PAGE_BUDGETS, 'utf8'));
  process.stdout.write(
    `\nper-page budgets (CPU ${cpuSlowdown}x slower, median of ${loads} loads; timing/page-budgets.spec.ts): page | CLS | JS transferred | longest task\n`,
  );
  for (const p of pages) {
    process.stdout.write(
      `  ${p.path} | ${p.cls.toFixed(3)} | ${(p.scriptBytes / 1024).toFixed(1)} KiB | ${Math.round(p.longestTaskMs)} ms${p.failures.length ? `  OVER: ${p.failures.join('; ')}` : ''}\n`,
    );
  }
}
process.exit(failed ? 1 : 0);
