import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Shop, startShop } from '../../test-support/shop';
import { fakeBuild, publishAsAdmin } from '../../test-support/delivery';
import { ApiClient, type Stack } from '../../test-support/stack';

// The pages the gateway makes (the shell's index.html with the storefront's preload links, which
// name the build) follow the storefront build live in the release registry, on every replica.

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-pages-'));
let shop: Shop;
let stack: Stack;
let admin: ApiClient;

function write(relative: string, text: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(temp, relative)), { recursive: true });
  fs.writeFileSync(path.join(temp, relative), text);
}

beforeAll(async () => {
  // A shell and the locally built storefront, as npm start serves them before any release.
  write('mfe-shell/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  for (const file of fakeBuild('storefront', { marker: 'LOCAL DIST' }))
    write(path.join('mfe-storefront/dist', file.path), file.bytes);
  shop = await startShop({ gatewayReplicas: 2, gatewayEnv: { SERVE_STATIC: 'true', STATIC_ROOT: temp } });
  stack = shop.stack;
  admin = shop.admin;
});

afterAll(async () => {
  await shop.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

/** The page once it contains `text` (each replica copies a new live build to its disk after the switch's event). */
async function homeWith(url: string, text: string): Promise<string> {
  let page = '';
  for (let attempt = 0; attempt < 100 && !page.includes(text); attempt += 1) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, 50));
    page = await home(url);
  }
  return page;
}

/** A storefront page the gateway makes from the live build (`/products`: client-rendered, its preloads name the build). */
async function home(url: string) {
  return (await fetch(`${url}/products`, { headers: { accept: 'text/html' } })).text();
}

it('serves the local dist until a build is live, then that build (at once on the replica that switched, moments later on the others), and the one rolled back to', async () => {
  const before = await home(stack.urls[1]);
  expect(before).toContain('href="/mfe/storefront/remoteEntry.js"');
  const remotes = (await (await fetch(`${stack.url}/remotes.json`)).json()) as Record<string, unknown>;
  expect(remotes).toMatchObject({ storefront: '/mfe/storefront/mf-manifest.json', builds: { storefront: null } });

  const ids: string[] = [];
  const entryOf = (buildId: string) => `href="/mfe/storefront/b/${buildId}/remoteEntry.js"`;
  for (const marker of ['RELEASE ONE', 'RELEASE TWO']) {
    const published = await publishAsAdmin(admin, 'storefront', fakeBuild('storefront', { marker }));
    expect(published.status).toBe(201);
    ids.push(published.body.buildId);
    const state = (await admin.get('/api/delivery/remotes')).body.find(
      (r: { name: string }) => r.name === 'storefront',
    );
    const switched = await admin.put('/api/delivery/remotes/storefront/active', {
      buildId: published.body.buildId,
      ifRevision: state.revision,
      reason: marker,
    });
    expect(switched.status).toBe(200);
    // The replica that answered serves the new build at once; the other within moments.
    const entry = entryOf(published.body.buildId);
    expect(await home(stack.url)).toContain(entry);
    for (const url of stack.urls) expect(await homeWith(url, entry)).toContain(entry);
    const page = await home(stack.urls[1]);
    expect(page).not.toContain('href="/mfe/storefront/remoteEntry.js"');
  }
  const back = await admin.post('/api/delivery/remotes/storefront/rollback', { buildId: ids[0], reason: 'back' });
  expect(back.status).toBe(200);
  expect(await home(stack.url)).toContain(entryOf(ids[0]));
  for (const url of stack.urls) expect(await homeWith(url, entryOf(ids[0]))).toContain(entryOf(ids[0]));
});
