import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  budgets,
  CLS_GOAL,
  CPU_SLOWDOWN,
  type Load,
  LOADS,
  loadOnce,
  median,
  PAGES,
  type PageBudget,
  ROOT,
  SETTLE_MS,
  shopFor,
  worstWindow,
} from './page-cases';

// Per-page budgets (issue 21, item 4) that do not depend on the machine's speed: the layout shift
// until the page's final content (what only React draws) is visible and has settled, and the
// JavaScript the page loads (compressed, as it travels), each the median of three loads with the
// CPU slowed four times. Each page fails past its own budget in budgets.json `pages`; CLS never
// past the goal of 0.05. The longest main-thread task is a time: timing/page-long-tasks.spec.ts
// (`npm run test:timing`). The figures go to test-reports/page-budgets.json.
// PAGE_BUDGETS_REPORT_ONLY=1 measures without failing; UPDATE_PAGE_BUDGETS=1 also writes new CLS
// and JavaScript budgets from what it measured (see budgetFrom), to be committed on purpose.

interface Measured {
  name: string;
  path: string;
  cls: number;
  clsWorstWindow: number;
  scriptBytes: number;
  scripts: number;
  loads: Pick<Load, 'cls' | 'scriptBytes' | 'shifts'>[];
  budget: PageBudget;
  failures: string[];
}

const measured: Measured[] = [];
const updating = Boolean(process.env.UPDATE_PAGE_BUDGETS);
const reportOnly = updating || Boolean(process.env.PAGE_BUDGETS_REPORT_ONLY);

/** About 20% above the slowest of three loads: CLS between 0.01 and the goal, JavaScript rounded up to the KiB. */
function budgetFrom(samples: Measured, old: PageBudget): PageBudget {
  const worst = (read: (m: Measured['loads'][number]) => number) => Math.max(...samples.loads.map(read));
  return {
    cls: Math.min(CLS_GOAL, Math.max(0.01, Math.ceil(worst((m) => m.cls) * 1.2 * 1000) / 1000)),
    longestTaskMs: old.longestTaskMs,
    scriptBytes: Math.ceil((worst((m) => m.scriptBytes) * 1.2) / 1024) * 1024,
  };
}

test.describe('per-page budgets: layout shift and JavaScript, CPU slowed 4x, median of three loads', () => {
  test.describe.configure({ timeout: 180_000 });
  let shop: Awaited<ReturnType<typeof shopFor>>;

  test.beforeAll(async ({ browser }) => {
    shop = await shopFor(browser);
  });

  test.afterAll(() => {
    fs.mkdirSync(path.join(ROOT, 'test-reports'), { recursive: true });
    const report = { cpuSlowdown: CPU_SLOWDOWN, settleMs: SETTLE_MS, clsGoal: CLS_GOAL, loads: LOADS, pages: measured };
    fs.writeFileSync(path.join(ROOT, 'test-reports', 'page-budgets.json'), `${JSON.stringify(report, null, 2)}\n`);
    if (updating && PAGES.every((p) => measured.some((m) => m.path === p.path))) {
      const file = path.join(ROOT, 'budgets.json');
      const all = JSON.parse(fs.readFileSync(file, 'utf8'));
      all.pages.budgets = Object.fromEntries(
        PAGES.map((p) => [
          p.path,
          budgetFrom(
            measured.find((m) => m.path === p.path)!,
            budgets.budgets[p.path],
          ),
        ]),
      );
      fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
    }
  });

  for (const pageCase of PAGES) {
    test(`${pageCase.name} (${pageCase.path}) stays within its budget`, async ({ browser }) => {
      const budget = budgets.budgets[pageCase.path];
      expect(budget, `budgets.json pages.budgets["${pageCase.path}"]`).toBeDefined();
      const loads: Load[] = [];
      for (let load = 0; load < LOADS; load += 1) {
        const screenshot =
          load === 0
            ? path.join('test-results', 'page-budgets', `${pageCase.name.replace(/\s+/g, '-')}.png`)
            : undefined;
        loads.push(await loadOnce(browser, pageCase, shop, screenshot));
      }
      const cls = median(loads.map((l) => l.cls));
      const scriptBytes = median(loads.map((l) => l.scriptBytes));
      const clsBudget = Math.min(budget.cls, CLS_GOAL);
      const failures: string[] = [];
      if (cls > clsBudget) failures.push(`CLS ${cls.toFixed(3)} > ${clsBudget}`);
      if (scriptBytes > budget.scriptBytes) failures.push(`JS ${scriptBytes} B > ${budget.scriptBytes} B`);
      const middle = loads.find((l) => l.cls === cls)!;
      measured.push({
        name: pageCase.name,
        path: pageCase.path,
        cls,
        clsWorstWindow: worstWindow(middle.shifts),
        scriptBytes,
        scripts: middle.scripts,
        loads: loads.map(({ cls, scriptBytes, shifts }) => ({ cls, scriptBytes, shifts })),
        budget,
        failures,
      });
      if (reportOnly) return;
      expect
        .soft(
          cls,
          `${pageCase.path}: cumulative layout shift, median of ${LOADS} (shifts: ${JSON.stringify(middle.shifts)})`,
        )
        .toBeLessThanOrEqual(clsBudget);
      expect
        .soft(scriptBytes, `${pageCase.path}: JavaScript transferred in bytes, median of ${LOADS}`)
        .toBeLessThanOrEqual(budget.scriptBytes);
    });
  }
});
