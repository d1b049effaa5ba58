import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Response } from '@playwright/test';
import { test } from './fixtures';
import { HEADING, type OwnShop, startOwnShop } from './releases-support';

// Independent delivery (issue 17): the storefront is rebuilt with a visible change and only its
// files are swapped, as a deploy of that one remote would; the running shop shows the change on the
// next navigation, with no restart of the gateway and no rebuild of the shell, and the browser's
// cached remoteEntry.js is revalidated rather than used stale (hashed chunks stay immutable).
// This test starts its OWN shop (ports E2E_REDEPLOY_PORT..+4, e2e/releases-support.ts) serving a
// temporary copy of the built microfrontends (STATIC_ROOT): the shared shop's files are never touched.

const ROOT = path.join(__dirname, '..');
const PORT = Number(process.env.E2E_REDEPLOY_PORT ?? 18230);
const CHANGED = `${HEADING} (redeployed)`;
const HASHED = /\.[0-9a-f]{10}\.js$/;

// Started in beforeAll (this file is also loaded to list the tests).
let shop: OwnShop | undefined;

/** The files of a build, relative to its dist folder. */
function filesOf(dist: string): string[] {
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)));
}

/** A deploy of one remote: new hashed chunks first, then the manifest and remoteEntry.js that name them (old chunks stay for pages still open). */
function deployStorefront(from = path.join(shop!.storefrontCopy, 'dist')) {
  const to = path.join(shop!.staticRoot, 'mfe-storefront', 'dist');
  const entryFiles = (file: string) => /^(mf-manifest\.json|remoteEntry\.js)(\.br|\.gz)?$/.test(path.basename(file));
  const files = filesOf(from);
  for (const file of [...files.filter((file) => !entryFiles(file)), ...files.filter(entryFiles)]) {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(to, `${file}.tmp`));
    fs.renameSync(path.join(to, `${file}.tmp`), path.join(to, file));
  }
}

/** The storefront's and the shell's responses during one navigation, with the request headers the browser sent. */
function recordResponses(page: Page) {
  const seen: {
    url: string;
    status: number;
    headers: Record<string, string>;
    sent: Record<string, string>;
    response: Response;
  }[] = [];
  const pending: Promise<void>[] = [];
  const listener = (response: Response) => {
    if (!/\/mfe\/storefront\/|\/assets\/|\/remotes\.json$/.test(response.url())) return;
    pending.push(
      (async () => {
        seen.push({
          url: new URL(response.url()).pathname,
          status: response.status(),
          headers: await response.allHeaders(),
          sent: await response.request().allHeaders(),
          response,
        });
      })(),
    );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    await Promise.all(pending);
    return seen;
  };
}

test.describe('redeploying one remote', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    shop = await startOwnShop('redeploy', PORT, CHANGED);
  });

  test.afterAll(async () => {
    await shop?.stop();
  });

  test('the running shell shows the new storefront on the next navigation, its entry revalidated, without a restart', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { base, staticRoot, storefrontCopy, rebuilt } = shop!;
    // 1. The shop as deployed: the deploy-named files are revalidated, the hashed chunks immutable.
    let stop = recordResponses(page);
    await page.goto(`${base}/`);
    await expect(page.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    const first = await stop();
    const entry = first.find((response) => response.url === '/mfe/storefront/remoteEntry.js');
    const manifest = first.find((response) => response.url === '/mfe/storefront/mf-manifest.json');
    const remotes = first.find((response) => response.url === '/remotes.json');
    for (const [name, response] of [
      ['remoteEntry.js', entry],
      ['mf-manifest.json', manifest],
      ['remotes.json', remotes],
    ] as const) {
      expect(response, `${name} was requested`).toBeDefined();
      // /remotes.json names this browser's builds (its canary bucket, issue 36): private to it.
      const policy = name === 'remotes.json' ? 'private, no-cache' : 'no-cache';
      expect([name, response!.headers['cache-control']]).toEqual([name, policy]);
      expect(response!.headers.etag, `${name} has an ETag`).toBeTruthy();
    }
    const chunks = first.filter((response) => HASHED.test(response.url));
    expect(chunks.map((chunk) => chunk.url)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/main\.[0-9a-f]{10}\.js$/),
        expect.stringMatching(/^\/mfe\/storefront\/.+\.[0-9a-f]{10}\.js$/),
      ]),
    );
    for (const chunk of chunks)
      expect([chunk.url, chunk.headers['cache-control']]).toEqual([chunk.url, 'public, max-age=31536000, immutable']);
    const oldEntry = await entry!.response.text();

    // 2. Nothing deployed yet: the browser asks again with the ETag and is told its copy is current.
    stop = recordResponses(page);
    await page.goto(`${base}/`);
    await expect(page.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    const unchanged = (await stop()).find((response) => response.url === '/mfe/storefront/remoteEntry.js');
    expect(unchanged?.sent['if-none-match']).toBe(entry!.headers.etag);
    expect(unchanged?.status).toBe(304);

    // 3. Deploy the rebuilt storefront alone into the running shop's files.
    await rebuilt;
    const shellFiles = fs.readdirSync(path.join(staticRoot, 'mfe-shell', 'dist', 'assets')).sort();
    deployStorefront();

    // 4. The next navigation: the new remoteEntry.js (revalidated, not the cached one) and the new text.
    stop = recordResponses(page);
    await page.goto(`${base}/`);
    await expect(page.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: HEADING, exact: true })).toHaveCount(0);
    const after = await stop();
    const newEntry = after.find((response) => response.url === '/mfe/storefront/remoteEntry.js');
    expect(newEntry?.sent['if-none-match']).toBe(entry!.headers.etag);
    expect(newEntry?.status).toBe(200);
    expect(newEntry?.headers.etag).not.toBe(entry!.headers.etag);
    const served = await newEntry!.response.text();
    expect(served).not.toBe(oldEntry);
    expect(served).toBe(fs.readFileSync(path.join(storefrontCopy, 'dist', 'remoteEntry.js'), 'utf8'));
    // The shell was neither rebuilt nor restarted: the same files, the same main chunk.
    expect(fs.readdirSync(path.join(staticRoot, 'mfe-shell', 'dist', 'assets')).sort()).toEqual(shellFiles);
    const shellChunks = (responses: typeof first) =>
      responses.filter((response) => response.url.startsWith('/assets/')).map((response) => response.url);
    expect(shellChunks(first)).toEqual(expect.arrayContaining(shellChunks(after)));
    expect(shop!.running()).toBe(true);
  });

  // Issue 31, item 5: a tab opened on build 1 keeps working after build 2 is deployed, and when a
  // chunk of build 1 is gone the shell loads the remote again (fresh /remotes.json, a forced
  // re-registration, one retry) instead of showing the "unavailable" panel.
  test('a tab opened on build 1 keeps working after build 2 and recovers, without the error panel, once build 1 is removed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { base, staticRoot, storefrontCopy, rebuilt } = shop!;
    const buildOne = path.join(ROOT, 'mfe-storefront', 'dist');
    const buildTwo = path.join(storefrontCopy, 'dist');
    await rebuilt;
    deployStorefront(buildOne);
    // Whether the panel ("This section is temporarily unavailable.") was ever on the page.
    await page.addInitScript(() => {
      (window as unknown as { alertSeen: boolean }).alertSeen = false;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches('[role="alert"]') || node.querySelector('[role="alert"]')))
              (window as unknown as { alertSeen: boolean }).alertSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${base}/products/lol`);
    await expect(page.getByRole('link', { name: 'VIEW DETAILS' }).first()).toBeVisible();

    // Build 2 deployed: the open tab goes on with build 1 (its chunks are still served).
    deployStorefront(buildTwo);
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('link', { name: 'VIEW DETAILS' }).first()).toBeVisible();

    // Build 1's files removed: its product page chunk is a 404 now.
    const dist = path.join(staticRoot, 'mfe-storefront', 'dist');
    const kept = new Set(filesOf(buildTwo));
    for (const file of filesOf(buildOne)) if (!kept.has(file)) fs.rmSync(path.join(dist, file), { force: true });
    const asked: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/(mfe\/storefront\/|remotes\.json$)/.test(pathname))
        asked.push({ url: pathname, status: response.status() });
    });
    await page.getByRole('link', { name: 'VIEW DETAILS' }).first().click();
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { alertSeen: boolean }).alertSeen)).toBe(false);
    // The failure happened (a chunk of build 1, 404), and was retried once from a fresh config.
    const missing = asked.filter((response) => response.status === 404).map((response) => response.url);
    expect(missing.length).toBeGreaterThan(0);
    for (const url of missing) expect(url).toMatch(/^\/mfe\/storefront\/\d+\.[0-9a-f]{10}\.js$/);
    expect(asked.filter((response) => response.url === '/mfe/storefront/mf-manifest.json')).toHaveLength(1);
    expect(asked.filter((response) => response.url === '/mfe/storefront/remoteEntry.js')).toHaveLength(1);
    expect(asked.some((response) => response.url === '/remotes.json')).toBe(true);

    // The tab now runs build 2.
    await page.getByRole('link', { name: 'Game Account Shop, home' }).first().click();
    await expect(page.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { alertSeen: boolean }).alertSeen)).toBe(false);
  });
});
