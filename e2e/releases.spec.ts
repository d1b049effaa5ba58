import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { buildForm, distFiles, fakeBuild } from '../test-support/delivery';

// The release registry in a real browser (issue 31, docs/delivery.md): the built storefront and a
// copy rebuilt with a visible change are published, activated and rolled back; the shell shows
// the live build on each full navigation, and a tab opened on build 1 keeps working after build 2
// went live. A build the gates refuse changes nothing in the browser. Its OWN shop (ports
// E2E_RELEASES_PORT..+4) on a copy of the built microfrontends: the shared shop is never touched.

const ROOT = path.join(__dirname, '..');
const PORT = Number(process.env.E2E_RELEASES_PORT ?? 18260);
const BASE = `http://127.0.0.1:${PORT}`;
const MFES = ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin'];
const HEADING = 'CHOOSE YOUR GAME';
const CHANGED = `${HEADING} (release two)`;

let work = '';
let staticRoot = '';
let storefrontCopy = '';
let shop: ChildProcess | undefined;
let shopLog = '';
let rebuilt: Promise<void>;

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

async function buildChangedStorefront(): Promise<void> {
  fs.cpSync(path.join(ROOT, 'mfe-storefront'), storefrontCopy, {
    recursive: true,
    filter: (file) => !/\/(dist|node_modules)$/.test(file),
  });
  const messages = path.join(storefrontCopy, 'src', 'messages', 'home.ts');
  const text = fs.readFileSync(messages, 'utf8');
  if (!text.includes(`heading: '${HEADING}'`)) throw new Error(`${messages} no longer has the heading '${HEADING}'`);
  fs.writeFileSync(messages, text.replace(`heading: '${HEADING}'`, `heading: '${CHANGED}'`));
  const build = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: storefrontCopy,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if ((await exited(build)) !== 0) throw new Error(`the changed storefront did not build:\n${output}`);
}

async function waitForShop(child: ChildProcess) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the releases shop exited (${child.exitCode}):\n${shopLog}`);
    if (
      await fetch(`${BASE}/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the releases shop did not start:\n${shopLog}`);
}

/** An admin's session on the shop, as the panel has one (cookies and the anti-forgery token). */
class AdminSession {
  private cookies = new Map<string, string>();

  private async send(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get('csrf-token');
    if (csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${BASE}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      return { status: response.status, body: text };
    }
  }

  async signIn() {
    await this.send('GET', '/api/csrf-token');
    const signed = await this.send('POST', '/api/login', { email: 'admin@shop.local', password: 'e2e-admin-password' });
    expect(signed.status).toBe(200);
  }

  async publish(files: ReturnType<typeof distFiles>): Promise<string> {
    const answer = await this.send('POST', '/api/delivery/remotes/storefront/builds', buildForm(files));
    expect([200, 201]).toContain(answer.status);
    return answer.body.buildId as string;
  }

  async revision(): Promise<number> {
    const remotes = await this.send('GET', '/api/delivery/remotes');
    return remotes.body.find((remote: { name: string }) => remote.name === 'storefront').revision as number;
  }

  async activate(buildId: string) {
    return this.send('PUT', '/api/delivery/remotes/storefront/active', {
      buildId,
      ifRevision: await this.revision(),
      reason: 'e2e release',
    });
  }

  rollback(buildId: string) {
    return this.send('POST', '/api/delivery/remotes/storefront/rollback', { buildId, reason: 'e2e rollback' });
  }
}

test.describe('releases through the registry', () => {
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true });
    work = fs.mkdtempSync(path.join(ROOT, '.data', 'releases-'));
    staticRoot = path.join(work, 'static');
    storefrontCopy = path.join(work, 'build', 'mfe-storefront');
    for (const mfe of MFES) {
      const dist = path.join(ROOT, mfe, 'dist');
      if (!fs.existsSync(dist)) throw new Error(`${dist} is missing: run npm run build:mfes first`);
      fs.cpSync(dist, path.join(staticRoot, mfe, 'dist'), { recursive: true });
    }
    rebuilt = buildChangedStorefront();
    void rebuilt.catch(() => undefined);
    shop = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(PORT),
        E2E_SUBGRAPH_PORT: String(PORT + 1),
        E2E_PG_PORT: String(PORT + 4),
        STATIC_ROOT: staticRoot,
        BUILD_MFES_ON_START: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    shop.stdout?.on('data', (chunk: Buffer) => (shopLog = (shopLog + chunk.toString()).slice(-20_000)));
    shop.stderr?.on('data', (chunk: Buffer) => (shopLog = (shopLog + chunk.toString()).slice(-20_000)));
    await waitForShop(shop);
  });

  test.afterAll(async () => {
    if (shop && shop.exitCode === null) {
      const gone = exited(shop);
      shop.kill('SIGTERM');
      const timer = setTimeout(() => shop?.kill('SIGKILL'), 15_000);
      await gone;
      clearTimeout(timer);
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, '.data', `e2e-${PORT}`), { recursive: true, force: true });
  });

  test('publish two builds, switch, roll back: each shows on the next navigation; an open tab on build 1 keeps working', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = new AdminSession();
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
    await tab.goto(`${BASE}/`);
    await expect(tab.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    expect(storefrontFiles.length).toBeGreaterThan(0);
    expect(storefrontFiles.every((file) => file.startsWith(`/mfe/storefront/b/${one}/`))).toBe(true);

    // Build 2 live. The open tab still works on build 1: a route it has not loaded yet (the
    // privacy policy's chunk) comes from build 1's folder, which stays served.
    expect((await admin.activate(two)).status).toBe(200);
    storefrontFiles.length = 0;
    await tab.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(storefrontFiles.length).toBeGreaterThan(0);
    expect(storefrontFiles.every((file) => file.startsWith(`/mfe/storefront/b/${one}/`))).toBe(true);

    // Its next full navigation shows build 2, as does a new tab.
    await tab.goto(`${BASE}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
    const other = await browser.newPage();
    await other.goto(`${BASE}/`);
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
    await tab.goto(`${BASE}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();

    // Roll back to build 1, then forward again to build 2 by a rollback too (any kept build).
    expect((await admin.rollback(one)).status).toBe(200);
    await tab.goto(`${BASE}/`);
    await expect(tab.getByRole('region', { name: HEADING, exact: true })).toBeVisible();
    expect((await admin.rollback(two)).status).toBe(200);
    await tab.goto(`${BASE}/`);
    await expect(tab.getByRole('region', { name: CHANGED, exact: true })).toBeVisible();
  });
});
