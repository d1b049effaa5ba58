import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The alerting rules (deploy/prometheus/rules.yml) against their unit tests (rules.test.yml) with
// Debian's promtool (`prometheus` package; .ci/run installs it): each alert fires on the series
// that should fire it and stays quiet below its threshold; a broken rule fails the test.
const dir = path.resolve(__dirname, '../prometheus');
const PROMTOOL = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';

function promtool(args: string[], cwd: string) {
  const run = spawnSync(PROMTOOL, args, { cwd, encoding: 'utf8' });
  if (run.error) throw new Error(`${PROMTOOL} did not run (apt-get install prometheus): ${run.error.message}`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The rules and their tests in a temporary folder, the rules edited by `edit`. */
function copyWith(edit: (rules: string) => string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rules-'));
  const rules = fs.readFileSync(path.join(dir, 'rules.yml'), 'utf8');
  const edited = edit(rules);
  expect(edited).not.toBe(rules);
  fs.writeFileSync(path.join(copy, 'rules.yml'), edited);
  fs.copyFileSync(path.join(dir, 'rules.test.yml'), path.join(copy, 'rules.test.yml'));
  return copy;
}

describe('deploy/prometheus/rules.yml', () => {
  it('is valid, and every alert passes its promtool unit tests', () => {
    const check = promtool(['check', 'rules', 'rules.yml'], dir);
    expect(check.output).toContain('SUCCESS: 7 rules found');
    expect(check.status).toBe(0);
    const test = promtool(['test', 'rules', 'rules.test.yml'], dir);
    expect(test.output).toContain('SUCCESS');
    expect(test.status).toBe(0);
  });

  it('has a test for every alert it defines', () => {
    const alerts = [...fs.readFileSync(path.join(dir, 'rules.yml'), 'utf8').matchAll(/- alert: (\w+)/g)].map(
      (m) => m[1],
    );
    const tested = new Set(
      [...fs.readFileSync(path.join(dir, 'rules.test.yml'), 'utf8').matchAll(/alertname: (\w+)/g)].map((m) => m[1]),
    );
    expect(alerts.length).toBe(7);
    expect(alerts.filter((alert) => !tested.has(alert))).toEqual([]);
  });

  it.each([
    [
      'the outbox threshold raised',
      (rules: string) =>
        rules.replace('shop_outbox_oldest_age_seconds) > 600', 'shop_outbox_oldest_age_seconds) > 6000'),
      'ShopOutboxLagging',
    ],
    ['the 5xx share lowered to 1%', (rules: string) => rules.replace(') > 0.05', ') > 0.005'), 'ShopHighErrorRate'],
    [
      'stock at zero without the listed join',
      (rules: string) =>
        rules.replace(/\n\s+and on \(product_id\) max by \(product_id\) \(shop_product_listed\) == 1/, ''),
      'ShopListedProductOutOfStock',
    ],
    [
      'the canary compared without its share of traffic',
      (rules: string) => rules.replace(' / on (remote) shop_remote_canary_percent\n', '\n'),
      'ShopCanaryFailing',
    ],
  ])('fails its unit tests when broken: %s', (_what, edit, alert) => {
    const copy = copyWith(edit);
    try {
      const test = promtool(['test', 'rules', 'rules.test.yml'], copy);
      expect(test.status).not.toBe(0);
      expect(test.output).toContain(`alertname: ${alert}`);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
