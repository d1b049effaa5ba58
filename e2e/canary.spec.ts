import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { distFiles } from '../test-support/delivery';
import { bucketOf, BUCKET_COOKIE } from '../gateway/src/delivery/buckets';
import { AdminSession, HEADING, type OwnShop, startOwnShop } from './releases-support';

// The sticky canary in a real browser (issue 36, docs/delivery.md "Canary"): the built storefront
// is live, a copy rebuilt with another home heading is its canary at 50%. A browser in the canary
// and one outside it each see their own build on every one of three navigations. Its OWN shop
// (ports E2E_CANARY_PORT..+4, e2e/releases-support.ts) on a copy of the built microfrontends.

const PORT = Number(process.env.E2E_CANARY_PORT ?? 18490);
const CANARY = `${HEADING} (canary)`;

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
    const found = /^\/mfe\/storefront\/b\/([0-9a-f]{20})\/(?!first-paint)/.exec(new URL(request.url()).pathname);
    if (found && request.resourceType() === 'script') builds.add(found[1]);
  });
  return { page, builds };
}

test.describe('a canary through the registry', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shop = await startOwnShop('canary', PORT, CANARY);
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
    // The stable shopper never ran a script of the canary; the canary shopper ran the canary's.
    expect([...outside.builds]).toEqual([stable]);
    expect(inCanary.builds.has(canary)).toBe(true);
    await expect(outside.page.getByRole('region', { name: CANARY, exact: true })).toHaveCount(0);
  });
});
