// `node scripts/test-times.mjs [jest.json] [playwright.json]`: where a test run's time went, from
// the reports `npm test` writes (test-reports/jest.json, test-reports/playwright.json): the time
// of each jest project and of Playwright (summed over files: with two jest workers the wall time
// is about half), then the slowest 20 files of all. docs/testing.md "Where the time goes" quotes it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [jestFile = 'test-reports/jest.json', playwrightFile = 'test-reports/playwright.json'] = process.argv.slice(2);
const files = [];

if (fs.existsSync(path.resolve(root, jestFile))) {
  const jest = JSON.parse(fs.readFileSync(path.resolve(root, jestFile), 'utf8'));
  for (const result of jest.testResults) {
    // jest's JSON leaves the project out: it follows from jest.config.js's testMatch.
    const file = path.relative(root, result.name);
    const project = file.startsWith('security/') ? 'security' : file.endsWith('.tsx') ? 'dom' : 'node';
    const seconds = (result.endTime - result.startTime) / 1000;
    files.push({
      runner: `jest ${project}`,
      file: path.relative(root, result.name),
      seconds,
      tests: result.assertionResults.length,
    });
  }
}
if (fs.existsSync(path.resolve(root, playwrightFile))) {
  const report = JSON.parse(fs.readFileSync(path.resolve(root, playwrightFile), 'utf8'));
  const bySpec = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const run of test.results) {
          const entry = bySpec.get(spec.file) ?? { seconds: 0, tests: 0 };
          entry.seconds += run.duration / 1000;
          entry.tests += 1;
          bySpec.set(spec.file, entry);
        }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  for (const [file, { seconds, tests }] of bySpec)
    files.push({
      runner: 'playwright',
      file: path.join(report.config?.rootDir ? path.relative(root, report.config.rootDir) : 'e2e', file),
      seconds,
      tests,
    });
}

const runners = new Map();
for (const { runner, seconds, tests } of files) {
  const entry = runners.get(runner) ?? { seconds: 0, files: 0, tests: 0 };
  entry.seconds += seconds;
  entry.files += 1;
  entry.tests += tests;
  runners.set(runner, entry);
}
process.stdout.write('| Runner / project | Files | Tests | Seconds (summed over files) |\n| --- | --- | --- | --- |\n');
for (const [runner, { seconds, files: count, tests }] of [...runners].sort((a, b) => b[1].seconds - a[1].seconds))
  process.stdout.write(`| ${runner} | ${count} | ${tests} | ${seconds.toFixed(0)} |\n`);
process.stdout.write('\n| # | File | Runner | Tests | Seconds |\n| --- | --- | --- | --- | --- |\n');
files
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 20)
  .forEach(({ file, runner, tests, seconds }, i) =>
    process.stdout.write(`| ${i + 1} | \`${file}\` | ${runner} | ${tests} | ${seconds.toFixed(1)} |\n`),
  );
