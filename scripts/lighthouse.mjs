// Lighthouse on a running shop (issue 11): mobile form factor with simulated throttling (Lighthouse's
// defaults), in headless Chromium. Prints performance, LCP, CLS, TBT, accessibility and SEO against
// the goals, and writes the full report to test-reports/lighthouse.json.
//   npm run lighthouse -- [url]        (default http://localhost:8080; start the shop with npm start)
// Not part of npm test: its timings move with the machine's load. The JavaScript budget
// (e2e/first-page-budget.spec.ts) is the CI check; run this after changing the first page.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.argv[2] ?? 'http://localhost:8080';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const GOALS = [
  { label: 'performance', value: (lhr) => lhr.categories.performance.score * 100, goal: 90, atLeast: true, unit: '' },
  { label: 'LCP', value: (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000, goal: 2.5, atLeast: false, unit: ' s' },
  { label: 'CLS', value: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, goal: 0.05, atLeast: false, unit: '' },
  { label: 'TBT', value: (lhr) => lhr.audits['total-blocking-time'].numericValue, goal: 200, atLeast: false, unit: ' ms' },
  { label: 'accessibility', value: (lhr) => lhr.categories.accessibility.score * 100, goal: 95, atLeast: true, unit: '' },
  { label: 'SEO', value: (lhr) => lhr.categories.seo.score * 100, goal: 95, atLeast: true, unit: '' },
];

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  fs.mkdirSync(path.join(root, 'test-reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'test-reports', 'lighthouse.json'), result.report);

  console.log(`Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling: ${url}`);
  let missed = 0;
  for (const { label, value, goal, atLeast, unit } of GOALS) {
    const measured = value(lhr);
    const ok = atLeast ? measured >= goal : measured <= goal;
    if (!ok) missed += 1;
    const shown = label === 'CLS' ? measured.toFixed(3) : label === 'LCP' ? measured.toFixed(2) : Math.round(measured);
    console.log(`  ${label.padEnd(14)} ${String(shown).padStart(6)}${unit.padEnd(3)} goal ${atLeast ? '>=' : '<='} ${goal}${unit}  ${ok ? 'ok' : 'MISSED'}`);
  }
  // What Lighthouse found wrong in the categories we hold goals for (failed audits with a weight).
  for (const id of ['accessibility', 'seo']) {
    const failed = lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1);
    for (const ref of failed) console.log(`  ${id} finding: ${lhr.audits[ref.id].title}`);
  }
  process.exitCode = missed ? 1 : 0;
} finally {
  await chrome.kill();
}
