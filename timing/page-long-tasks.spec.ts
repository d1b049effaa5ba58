import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { calibration, describeCalibration, scaled } from '../test-support/calibration';
import { budgets, CPU_SLOWDOWN, LOADS, loadOnce, median, PAGES, ROOT, shopFor } from '../e2e/page-cases';
import { timingFigure } from './figure';

// Per-page long tasks (issue 21, item 4; `npm run test:timing`, never `npm test`): the longest
// main-thread task while each page of the goal list loads with the CPU slowed four times, until
// what only React draws is on screen and has settled: the median of three loads against the
// page's budget in budgets.json `pages` (set on the reference machine), scaled by the calibration
// (test-support/calibration.ts). Figures: test-reports/page-long-tasks.json.

const measured: { path: string; longestTaskMs: number[]; medianMs: number; budgetMs: number }[] = [];

test.describe('per-page longest task, CPU slowed 4x, median of three loads', () => {
  test.describe.configure({ timeout: 180_000 });
  let shop: Awaited<ReturnType<typeof shopFor>>;

  test.beforeAll(async ({ browser }) => {
    console.log(describeCalibration(calibration()));
    shop = await shopFor(browser);
  });

  test.afterAll(() => {
    fs.mkdirSync(path.join(ROOT, 'test-reports'), { recursive: true });
    const report = { calibration: calibration(), cpuSlowdown: CPU_SLOWDOWN, loads: LOADS, pages: measured };
    fs.writeFileSync(path.join(ROOT, 'test-reports', 'page-long-tasks.json'), `${JSON.stringify(report, null, 2)}\n`);
  });

  for (const pageCase of PAGES) {
    test(`${pageCase.name} (${pageCase.path}): longest task within its budget`, async ({ browser }) => {
      const budget = budgets.budgets[pageCase.path];
      expect(budget, `budgets.json pages.budgets["${pageCase.path}"]`).toBeDefined();
      const tasks: number[] = [];
      for (let load = 0; load < LOADS; load += 1) tasks.push((await loadOnce(browser, pageCase, shop)).longestTaskMs);
      const medianMs = median(tasks);
      const budgetMs = scaled(budget.longestTaskMs);
      measured.push({ path: pageCase.path, longestTaskMs: tasks.map(Math.round), medianMs, budgetMs });
      timingFigure(`${pageCase.path}: longest task, median of ${LOADS} loads`, Math.round(medianMs), budgetMs);
      expect(
        medianMs,
        `${pageCase.path}: longest task in ms (loads: ${tasks.map(Math.round).join(', ')})`,
      ).toBeLessThanOrEqual(budgetMs);
    });
  }
});
