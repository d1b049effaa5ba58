import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Shop, startShop } from '../../test-support/shop';
import { distFiles, publishAsAdmin } from '../../test-support/delivery';

// Issue 33 (docs/decisions/0068-one-renderer.md): the gateway renders the legal pages from the
// shell's and the storefront's Node builds (dist/server/, packages/mfe-build/server-build.mjs): the
// storefront's of the build live in the release registry, published in the same build as the
// browser files and never served to browsers; a render past RENDER_BUDGET answers the
// client-rendered page, counted and logged. Real builds: run `npm run build:mfes` first.

const repo = path.resolve(__dirname, '../..');
const built = (remote: string) => path.join(repo, `mfe-${remote}`, 'dist', 'server');

beforeAll(() => {
  for (const remote of ['shell', 'storefront', 'account'])
    if (!fs.existsSync(built(remote))) throw new Error(`mfe-${remote} has no Node build: run npm run build:mfes`);
});

/** The gateway's log lines written while `work` runs (pino writes them to the process's stdout). */
async function logsOf<T>(work: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[] }> {
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
    written.push(String(chunk));
    return write(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    const result = await work();
    return {
      result,
      lines: written
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    };
  } finally {
    process.stdout.write = write;
  }
}

const page = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
};
const fallbacksIn = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.message === 'server render fell back to the client-rendered page');

describe('a legal page rendered past its budget', () => {
  let shop: Shop;

  beforeAll(async () => {
    // The repository's own builds (the local dist), a budget no render meets.
    shop = await startShop({
      signInAdmin: false,
      gatewayEnv: { SERVE_STATIC: 'true', STATIC_ROOT: repo, RENDER_BUDGET: '1ms' },
    });
  });
  afterAll(() => shop.close());

  it('answers the client-rendered page, 200, and counts and logs each fallback', async () => {
    const { result, lines } = await logsOf(async () => [
      await page(`${shop.url}/terms-of-service`),
      await page(`${shop.url}/privacy-policy`),
    ]);
    for (const answer of result) {
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('<div id="root"></div>');
      expect(answer.html).not.toContain('Terms of Service');
    }
    const fallbacks = fallbacksIn(lines);
    expect(fallbacks.map(({ url, remote, build, reason }) => ({ url, remote, build, reason }))).toEqual([
      {
        url: '/terms-of-service',
        remote: 'storefront',
        build: 'local',
        reason: 'the render passed its budget of 1 ms',
      },
      { url: '/privacy-policy', remote: 'storefront', build: 'local', reason: 'the render passed its budget of 1 ms' },
    ]);
    const [first, second] = fallbacks.map((line) => line.fallbacks as number);
    expect(second).toBe(first + 1);
  });
});

describe("the legal pages rendered from the registry's live build", () => {
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'server-render-'));
  let shop: Shop;

  beforeAll(async () => {
    // The shell ships with the gateway; the storefront has no local dist: only the registry's build can render.
    fs.symlinkSync(path.join(repo, 'mfe-shell'), path.join(temp, 'mfe-shell'));
    shop = await startShop({ gatewayEnv: { SERVE_STATIC: 'true', STATIC_ROOT: temp, RENDER_BUDGET: '10s' } });
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(temp, { recursive: true, force: true });
  });

  it('renders from the Node build published with the live build, which browsers never get', async () => {
    const before = await logsOf(() => page(`${shop.url}/privacy-policy`));
    expect(before.result.status).toBe(200);
    expect(before.result.html).toContain('<div id="root"></div>');
    expect(fallbacksIn(before.lines)).toHaveLength(1);

    const files = distFiles(path.join(repo, 'mfe-storefront', 'dist'));
    expect(files.map((file) => file.path)).toContain('server/remoteEntry.js');
    const published = await publishAsAdmin(shop.admin, 'storefront', files);
    expect(published.status).toBe(201);
    const { buildId } = published.body as { buildId: string };
    const state = (await shop.admin.get('/api/delivery/remotes')).body.find(
      (remote: { name: string }) => remote.name === 'storefront',
    );
    const switched = await shop.admin.put('/api/delivery/remotes/storefront/active', {
      buildId,
      ifRevision: state.revision,
      reason: 'server render',
    });
    expect(switched.status).toBe(200);

    // One build id names both builds: the browser's files are served under it, the Node build's are not.
    const folder = `${shop.url}/mfe/storefront/b/${buildId}`;
    expect((await fetch(`${folder}/remoteEntry.js`)).status).toBe(200);
    for (const file of ['server/remoteEntry.js', '%73erver/remoteEntry.js'])
      expect([file, (await fetch(`${folder}/${file}`)).status]).toEqual([file, 404]);

    const after = await logsOf(() => page(`${shop.url}/privacy-policy`));
    expect(after.result.status).toBe(200);
    expect(after.result.html).toContain('<div id="root" data-rendered="server" data-session="server">');
    expect(after.result.html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(after.result.html).toContain(`href="/mfe/storefront/b/${buildId}/remoteEntry.js"`);
    expect(fallbacksIn(after.lines)).toEqual([]);

    // A second build of the storefront, its Node build's legal title changed: live, it renders
    // from its own federation instance; rolled back, the first build renders again in the same process.
    const second = files.map((file) =>
      file.path.startsWith('server/') && file.bytes.includes('Privacy Policy')
        ? {
            ...file,
            bytes: Buffer.from(file.bytes.toString('utf8').replace("'Privacy Policy'", "'Privacy Policy, build two'")),
          }
        : file,
    );
    expect(second.some((file, i) => file.bytes !== files[i].bytes)).toBe(true);
    second.push({ path: 'server/build-two.txt', bytes: Buffer.from('two\n') });
    const two = await publishAsAdmin(shop.admin, 'storefront', second);
    expect(two.status).toBe(201);
    const now = (await shop.admin.get('/api/delivery/remotes')).body.find(
      (remote: { name: string }) => remote.name === 'storefront',
    );
    const toTwo = await shop.admin.put('/api/delivery/remotes/storefront/active', {
      buildId: two.body.buildId,
      ifRevision: now.revision,
      reason: 'build two',
    });
    expect(toTwo.status).toBe(200);
    expect((await page(`${shop.url}/privacy-policy`)).html).toMatch(/<h1[^>]*>Privacy Policy, build two<\/h1>/);
    const back = await shop.admin.post('/api/delivery/remotes/storefront/rollback', { buildId, reason: 'back' });
    expect(back.status).toBe(200);
    expect((await page(`${shop.url}/privacy-policy`)).html).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
  });
});

// Decision 0068, 13: the signed-in pages rendered as the request's session, from the real builds.
describe('a signed-in page rendered on the server', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop({ gatewayEnv: { SERVE_STATIC: 'true', STATIC_ROOT: repo, RENDER_BUDGET: '10s' } });
  });
  afterAll(() => shop.close());

  it("holds its user's order and never the bought account's credentials, private to the cookie", async () => {
    const [buyer, other] = await shop.fundedCustomers('ssrbuyer', 2, '10.00');
    const title = `SSR credentials ${Date.now()}`;
    const productId = await shop.unitProduct(title, '2.00', 1);
    const bought = await buyer.client.post('/api/orders', { productId });
    expect(bought.status).toBe(201);
    const credentials = bought.body.accountDetails as string;
    const [, login, password] = credentials.split(' : ');
    expect(password).toMatch(/^Pw-\d+-secret$/);

    for (const url of [
      '/account/orders',
      `/account/orders?order=${bought.body.id as number}`,
      '/account',
      '/support',
    ]) {
      const answer = await buyer.client.raw(url);
      const html = await answer.text();
      expect([url, answer.status]).toEqual([url, 200]);
      expect([url, html.includes('<div id="root" data-rendered="server" data-session="server">')]).toEqual([url, true]);
      expect([url, html.includes(buyer.username)]).toEqual([url, true]);
      expect([url, html.includes(password), html.includes(login), html.includes('accountDetails')]).toEqual([
        url,
        false,
        false,
        false,
      ]);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('vary')).toMatch(/\bCookie\b/);
      expect(answer.headers.get('etag')).toBeNull();
    }
    expect(await (await buyer.client.raw('/account/orders')).text()).toContain(title);

    // Another customer's page: their own, nothing of the buyer's.
    const theirs = await (await other.client.raw('/account/orders')).text();
    expect([theirs.includes(other.username), theirs.includes(buyer.username), theirs.includes(title)]).toEqual([
      true,
      false,
      false,
    ]);
    // A guest: sent to sign in, nothing of the page.
    const guest = await fetch(`${shop.url}/account/orders`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect([guest.status, guest.headers.get('location'), guest.headers.get('cache-control')]).toEqual([
      302,
      '/auth',
      'private, no-store',
    ]);
    expect(await guest.text()).not.toContain(title);
  });
});
