import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { distFiles, fakeBuild } from '../test-support/delivery';
import { bucketOf, BUCKET_COOKIE } from '../gateway/src/delivery/buckets';
import { PreviewLinks } from '../gateway/src/delivery/previews';
import { AdminSession, HEADING, type OwnShop, startOwnShop } from './releases-support';

// The sticky canary in a real browser (issue 36, docs/delivery.md "Canary"): the built storefront
// is live, a copy rebuilt with another home heading is its canary at 50%. A browser in the canary
// and one outside it each see their own build on every one of three navigations. Its OWN shop
// (ports E2E_CANARY_PORT..+4, e2e/releases-support.ts) on a copy of the built microfrontends.

const PORT = Number(process.env.E2E_CANARY_PORT ?? 18490);
const CANARY = `${HEADING} (canary)`;
/** The own shop's session secret (its data folder's secrets.json), to sign a link that ends soon. */
const sessionSecret = () =>
  (JSON.parse(fs.readFileSync(path.join('.data', `e2e-${PORT}`, 'secrets.json'), 'utf8')) as { SESSION_SECRET: string })
    .SESSION_SECRET;

let shop: OwnShop | undefined;

/** A bucket seed whose storefront bucket is inside (or outside) a 50% canary. */
function seedFor(inCanary: boolean): string {
  for (let i = 0; ; i += 1) {
    const seed = `e2e-canary-seed-${String(i).padStart(6, '0')}`;
    if (bucketOf(seed, 'storefront') < 50 === inCanary) return seed;
  }
}

/** A browser of its own with the bucket cookie `seed`, recording which storefront builds it loads. */
async function shopper(browser: Browser, seed: string): Promise<{ page: Page; builds: Set<string> }> {
  const context = await browser.newContext();
  await context.addCookies([{ name: BUCKET_COOKIE, value: seed, url: shop!.base }]);
  const page = await context.newPage();
  const builds = new Set<string>();
  page.on('request', (request) => {
    const found = /^\/mfe\/storefront\/b\/([0-9a-f]{20})\//.exec(new URL(request.url()).pathname);
    if (found && request.resourceType() === 'script') builds.add(found[1]);
  });
  return { page, builds };
}

test.describe('a canary through the registry', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The abort's window is ten minutes here: the rule's figures, not this machine's speed, decide.
    shop = await startOwnShop('canary', PORT, CANARY, { CANARY_ABORT_WINDOW: '10m' });
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('a canary shopper and a stable shopper each see their own build across three navigations', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { base, staticRoot, storefrontCopy, rebuilt } = shop!;
    const admin = new AdminSession(base);
    await admin.signIn();
    const stable = await admin.publish(distFiles(path.join(staticRoot, 'mfe-storefront', 'dist')));
    await rebuilt;
    const canary = await admin.publish(distFiles(path.join(storefrontCopy, 'dist')));
    expect((await admin.activate(stable)).status).toBe(200);
    expect((await admin.canary(canary, 50)).status).toBe(200);

    const inCanary = await shopper(browser, seedFor(true));
    const outside = await shopper(browser, seedFor(false));
    for (const { page, heading } of [
      { page: inCanary.page, heading: CANARY },
      { page: outside.page, heading: HEADING },
    ]) {
      await page.goto(`${base}/`);
      await expect(page.getByRole('region', { name: heading, exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await page.goto(`${base}/`);
      await expect(page.getByRole('region', { name: heading, exact: true })).toBeVisible();
    }
    // The page's HTML, rendered on the server, is each browser's own build's (issue 36 item 4): it
    // varies with the bucket cookie, and the canary's hydrates its own markup.
    for (const { page, canaryHtml } of [
      { page: inCanary.page, canaryHtml: true },
      { page: outside.page, canaryHtml: false },
    ]) {
      const answer = await page.request.get(`${base}/`);
      expect(answer.headers()['vary']).toMatch(/cookie/i);
      const html = await answer.text();
      expect(html).toContain(HEADING);
      expect(html.includes(CANARY)).toBe(canaryHtml);
    }
    // The stable shopper never ran a script of the canary; the canary shopper ran the canary's.
    expect([...outside.builds]).toEqual([stable]);
    expect(inCanary.builds.has(canary)).toBe(true);
    await expect(outside.page.getByRole('region', { name: CANARY, exact: true })).toHaveCount(0);
  });

  test('a preview link shows the pinned build in the browser that opened it and not in another, ends when it expires; a changed link is a 403', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const { base } = shop!;
    const admin = new AdminSession(base);
    await admin.signIn();
    // Published by the test before: the same bytes again answer the same build.
    await shop!.rebuilt;
    const pinned = await admin.publish(distFiles(path.join(shop!.storefrontCopy, 'dist')));
    const stable = await admin.publish(distFiles(path.join(shop!.staticRoot, 'mfe-storefront', 'dist')));
    // No canary now: without the preview every browser sees the active build.
    await admin.send('DELETE', '/api/delivery/remotes/storefront/canary', {
      ifRevision: await admin.revision(),
      reason: 'e2e preview',
    });
    expect((await admin.activate(stable)).status).toBe(200);
    const made = await admin.send('POST', '/api/delivery/previews', { pins: { storefront: pinned }, hours: 1 });
    expect(made.status).toBe(201);

    const reviewer = await (await browser.newContext()).newPage();
    await reviewer.goto(`${base}${made.body.url}`);
    await expect(reviewer).toHaveURL(`${base}/`);
    await expect(reviewer.getByRole('region', { name: CANARY, exact: true })).toBeVisible();
    const bar = reviewer.getByRole('region', { name: 'Preview', exact: true });
    await expect(bar).toContainText(`Preview: storefront ${pinned.slice(0, 8)}`);
    // It stays across navigations in that browser.
    await reviewer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(reviewer.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await reviewer.goto(`${base}/`);
    await expect(reviewer.getByRole('region', { name: CANARY, exact: true })).toBeVisible();

    // The reviewer's pages come from the pinned build on the server too.
    expect(await (await reviewer.request.get(`${base}/`)).text()).toContain(CANARY);

    const shopper = await (await browser.newContext()).newPage();
    await shopper.goto(`${base}/`);
    await expect(shopper.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    await expect(shopper.getByRole('region', { name: 'Preview', exact: true })).toHaveCount(0);

    // 'Exit preview' gives the reviewer the live build back.
    await bar.getByRole('link', { name: 'Exit preview' }).click();
    await expect(reviewer.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    await expect(reviewer.getByRole('region', { name: 'Preview', exact: true })).toHaveCount(0);

    // A link that ends: the pinned build while it lives, the live build once it has expired, and
    // the link itself is then a 403 page saying so.
    const brief = new PreviewLinks([sessionSecret()]).sign({
      pins: { storefront: pinned },
      expiresAt: Date.now() + 15_000,
    });
    const late = await (await browser.newContext()).newPage();
    await late.goto(`${base}/preview/${brief}`);
    await expect(late.getByRole('region', { name: CANARY, exact: true })).toBeVisible();
    await expect
      .poll(
        async () => {
          await late.goto(`${base}/`);
          return late.getByRole('region', { name: HEADING, exact: true }).count();
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe(1);
    await expect(late.getByRole('region', { name: 'Preview', exact: true })).toHaveCount(0);
    const expired = await late.goto(`${base}/preview/${brief}`);
    expect(expired?.status()).toBe(403);
    await expect(late.getByText('This preview link has expired')).toBeVisible();

    // A changed link: a 403 page with a way back.
    const changed = await shopper.goto(`${base}${made.body.url.slice(0, -3)}xyz`);
    expect(changed?.status()).toBe(403);
    await expect(shopper.getByRole('heading', { name: 'Preview link not valid' })).toBeVisible();
    await shopper.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(shopper.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
  });

  test('a canary that fails in the browser, at 50%, is stopped by the reports of its shoppers; stable shoppers never see the failure', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { base } = shop!;
    const admin = new AdminSession(base);
    await admin.signIn();
    const stable = await admin.publish(distFiles(path.join(shop!.staticRoot, 'mfe-storefront', 'dist')));
    expect((await admin.activate(stable)).status).toBe(200);
    // A build whose App is no React component: it fails in every browser that gets it.
    const broken = await admin.publish(fakeBuild('storefront', { marker: 'broken-canary' }));
    expect((await admin.canary(broken, 50)).status).toBe(200);

    const failed: string[] = [];
    const visit = async (seed: string, heading: string | null) => {
      const context = await browser.newContext();
      await context.addCookies([{ name: BUCKET_COOKIE, value: seed, url: base }]);
      const page = await context.newPage();
      const reported = heading
        ? null
        : page.waitForResponse((response) => response.url().endsWith('/api/delivery/errors'));
      await page.goto(`${base}/`);
      if (heading) {
        await expect(page.getByRole('region', { name: heading, exact: true })).toBeVisible();
        if (await page.getByRole('alert').count()) failed.push(seed);
      } else {
        expect((await reported)?.status()).toBe(202);
        // The report that stops the canary may come before the shell's one retry reads
        // /remotes.json again: that shopper then gets the stable build at once.
        await expect(
          page.getByRole('alert').or(page.getByRole('region', { name: HEADING, exact: true })),
        ).toBeVisible();
      }
      await context.close();
    };
    const seeds = (inCanary: boolean, count: number) => {
      const found: string[] = [];
      for (let i = 0; found.length < count; i += 1) {
        const seed = `e2e-abort-seed-${String(i).padStart(7, '0')}`; // 22 characters, as the gateway's seeds
        if (bucketOf(seed, 'storefront') < 50 === inCanary) found.push(seed);
      }
      return found;
    };
    // 40 shoppers: 20 in the canary see the error panel (and their shells report it), 18 stable
    // ones between them see the shop; then 2 more of the canary's buckets, after the stop.
    const canaryShoppers = seeds(true, 22);
    const stableShoppers = seeds(false, 18);
    // Four browsers at a time.
    const visits = canaryShoppers
      .slice(0, 20)
      .flatMap((seed, i) => [() => visit(seed, null), ...(i < 18 ? [() => visit(stableShoppers[i], HEADING)] : [])]);
    for (let at = 0; at < visits.length; at += 4) await Promise.all(visits.slice(at, at + 4).map((run) => run()));
    const canaryOf = async () =>
      (await admin.send('GET', '/api/delivery/remotes')).body.find(
        (remote: { name: string }) => remote.name === 'storefront',
      ).canary;
    await expect.poll(canaryOf).toMatchObject({ buildId: broken, percent: 0 });
    const audit = await admin.send('GET', '/api/delivery/audit?remote=storefront&limit=5');
    const abort = audit.body.events.find((event: { action: string }) => event.action === 'canary.auto-abort');
    expect(abort.details.canaryFailures).toBeGreaterThanOrEqual(20);
    expect(abort.details.activeFailures).toBe(0);
    expect(failed).toEqual([]);
    // Shoppers of the canary's buckets get the stable build now.
    await visit(canaryShoppers[20], HEADING);
    await visit(canaryShoppers[21], HEADING);
    expect(failed).toEqual([]);
  });
});
