import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { distFiles, fakeBuild } from '../test-support/delivery';
import { AdminSession, HEADING, type OwnShop, startOwnShop } from './releases-support';

// The release registry in a real browser (issue 31, docs/delivery.md): the built storefront and a
// copy rebuilt with a visible change are published, activated and rolled back; the shell shows
// the live build on each full navigation, and a tab opened on build 1 keeps working after build 2
// went live. A build the gates refuse changes nothing in the browser. Its OWN shop (ports
// E2E_RELEASES_PORT..+4, e2e/releases-support.ts) on a copy of the built microfrontends.

const PORT = Number(process.env.E2E_RELEASES_PORT ?? 18260);
const CHANGED = `${HEADING} (release two)`;

let shop: OwnShop | undefined;

test.describe('releases through the registry', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shop = await startOwnShop('releases', PORT, CHANGED);
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('publish two builds, switch, roll back: each shows on the next navigation; an open tab on build 1 keeps working', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { base, staticRoot, storefrontCopy, rebuilt } = shop!;
    const admin = new AdminSession(base);
    await admin.signIn();
    const one = await admin.publish(distFiles(path.join(staticRoot, 'mfe-storefront', 'dist')));
    await rebuilt;
    const two = await admin.publish(distFiles(path.join(storefrontCopy, 'dist')));
    expect(two).not.toBe(one);

    // Build 1 live: the shell loads the storefront from its build folder.
    expect((await admin.activate(one)).status).toBe(200);
    const tab = await browser.newPage();
    const storefrontFiles: string[] = [];
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/mfe/storefront/')) storefrontFiles.push(url.pathname);
    });
    await tab.goto(`${base}/`);
    await expect(tab.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    expect(storefrontFiles.length).toBeGreaterThan(0);
    expect(storefrontFiles.filter((file) => !file.startsWith(`/mfe/storefront/b/${one}/`))).toEqual([]);

    // Build 2 live. The open tab keeps working: build 1's folder stays served, and its next
    // navigation (the privacy policy, a chunk it has not loaded yet) shows the page. That
    // navigation also checks /remotes.json (decision 0064) and swaps build 2 in without a reload,
    // so the chunk may come from either folder; every file asked for is served.
    expect((await admin.activate(two)).status).toBe(200);
    const entryOfOne = `/mfe/storefront/b/${one}/remoteEntry.js`;
    expect(await tab.evaluate((url) => fetch(url).then((response) => response.status), entryOfOne)).toBe(200);
    await tab.evaluate(() => ((window as unknown as { notReloaded?: boolean }).notReloaded = true));
    storefrontFiles.length = 0;
    const failedFiles: string[] = [];
    tab.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/mfe/storefront/') && response.status() >= 400) failedFiles.push(url.pathname);
    });
    await tab.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => storefrontFiles.some((file) => file.startsWith(`/mfe/storefront/b/${two}/`))).toBe(true);
    const fromEither = (file: string) => [one, two].some((build) => file.startsWith(`/mfe/storefront/b/${build}/`));
    expect(storefrontFiles.filter((file) => !fromEither(file))).toEqual([]);
    expect(failedFiles).toEqual([]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();

    // Back home in the same document: build 2's page, no reload.
    await tab.goBack();
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
    expect(await tab.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Its next full navigation shows build 2, as does a new tab.
    await tab.goto(`${base}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
    const other = await browser.newPage();
    await other.goto(`${base}/`);
    await expect(other.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();

    // A build the gates refuse changes nothing: the tab still shows build 2.
    const refused = await admin.publish(
      fakeBuild('storefront', { marker: 'refused', operations: ['query Gone {\n  nothingHere\n}'] }),
    );
    const answer = await admin.activate(refused);
    expect(answer.status).toBe(422);
    expect(answer.body.gates).toEqual([
      { gate: 'graphql', problems: ['query Gone: Cannot query field "nothingHere" on type "Query".'] },
    ]);
    await tab.goto(`${base}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();

    // Roll back to build 1, then forward again to build 2 by a rollback too (any kept build).
    expect((await admin.rollback(one)).status).toBe(200);
    await tab.goto(`${base}/`);
    await expect(tab.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    expect((await admin.rollback(two)).status).toBe(200);
    await tab.goto(`${base}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
  });
});
