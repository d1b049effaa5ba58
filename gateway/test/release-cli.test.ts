import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Shop, startShop } from '../../test-support/shop';
import { createToken, fakeBuild } from '../../test-support/delivery';
import { type Stack } from '../../test-support/stack';

// `npm run release -- <remote> [--activate]` (scripts/release.mjs) against the real gateway, as a
// team's CI runs it: SHOP_URL and DELIVERY_TOKEN, a built dist, the buildId and gate results printed.

const root = path.resolve(__dirname, '../..');
let shop: Shop;
let stack: Stack;
let token: string;
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));

function writeDist(name: string, files: ReturnType<typeof fakeBuild>): string {
  const dir = path.join(temp, name);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    fs.writeFileSync(path.join(dir, file.path), file.bytes);
  }
  // The build stamp (a dotfile) is not part of a release.
  fs.writeFileSync(path.join(dir, '.build-stamp'), 'stamp');
  return dir;
}

function release(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/release.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, SHOP_URL: stack.url, DELIVERY_TOKEN: token, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

beforeAll(async () => {
  shop = await startShop();
  stack = shop.stack;
  ({ token } = await createToken(shop.admin, 'storefront CI', ['storefront']));
});

afterAll(async () => {
  await shop.close();
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('npm run release', () => {
  it('publishes a dist and prints its buildId; again it says so; --activate prints the gates and makes it live', async () => {
    const dist = writeDist('good', fakeBuild('storefront', { marker: 'cli' }));
    const first = await release(['storefront', '--dist', dist]);
    expect(first.code).toBe(0);
    const buildId = /buildId=([0-9a-f]{20})/.exec(first.out)?.[1];
    expect(buildId).toBeDefined();
    expect(first.out).toMatch(/^published storefront build/);

    const live = await release(['storefront', '--dist', dist, '--activate', '--reason', 'from the CLI test']);
    expect(live.code).toBe(0);
    expect(live.out).toMatch(/^already published/);
    expect(live.out).toMatch(
      /passed +shared\n +passed +graphql\n +passed +exposes\n +passed +budget\n +passed +integrity/,
    );
    expect(live.out).toMatch(new RegExp(`live: storefront ${buildId} at revision \\d+`));
    const remotes = (await (await fetch(`${stack.url}/remotes.json`)).json()) as { builds: { storefront: string } };
    expect(remotes.builds.storefront).toBe(buildId);
  });

  it('--preview prints a preview link of the build that pins it for the browser that opens it', async () => {
    const dist = writeDist('preview', fakeBuild('storefront', { marker: 'cli-preview' }));
    const run = await release(['storefront', '--dist', dist, '--preview', '--hours', '2']);
    expect(run.code).toBe(0);
    const buildId = /buildId=([0-9a-f]{20})/.exec(run.out)?.[1];
    const link = new RegExp(`^preview until (\\S+): (${stack.url}/preview/\\S+)$`, 'm').exec(run.out);
    expect(link).not.toBeNull();
    expect(new Date(link![1]).getTime() - Date.now()).toBeGreaterThan(1.9 * 3600_000);
    const opened = await fetch(link![2], { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const cookie = opened.headers.getSetCookie()[0]!.split(';')[0];
    const remotes = await fetch(`${stack.url}/remotes.json`, { headers: { cookie } });
    expect(((await remotes.json()) as { builds: Record<string, string> }).builds.storefront).toBe(buildId);
  });

  it('exits 1 naming each refusal: a gate, another remote, a revoked or missing token', async () => {
    const bad = writeDist('bad', fakeBuild('storefront', { marker: 'cli-bad', operations: ['query X {\n  nope\n}'] }));
    const refused = await release(['storefront', '--dist', bad, '--activate']);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/REFUSED graphql\n +- query X: Cannot query field "nope" on type "Query"\./);
    expect(refused.err).toMatch(/activation answered 422/);

    const other = writeDist('admin', fakeBuild('admin', { marker: 'cli-admin' }));
    const forbidden = await release(['admin', '--dist', other]);
    expect(forbidden.code).toBe(1);
    expect(forbidden.err).toMatch(/publishing answered 403: This deploy token may not deploy the admin remote\./);

    const missing = await release(['storefront', '--dist', bad], { DELIVERY_TOKEN: '' });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/set DELIVERY_TOKEN/);
  });
});
