import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { buildForm, type distFiles } from '../test-support/delivery';
import { ADMIN } from './support';

// A shop of a spec's own for the delivery specs (redeploy, releases): it serves a temporary copy
// of the built microfrontends (STATIC_ROOT) on ports port..port+4, so the shared shop's files are
// never touched, while a copy of mfe-storefront's sources is rebuilt with its home heading changed.

const ROOT = path.join(__dirname, '..');
const MFES = ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin'];

/** The storefront home's heading that the rebuilt copy changes. */
export const HEADING = 'CHOOSE YOUR GAME';

export interface OwnShop {
  /** http://127.0.0.1:port */
  base: string;
  /** The folder the shop serves each microfrontend's dist from (`<staticRoot>/mfe-x/dist`). */
  staticRoot: string;
  /** The rebuilt storefront's sources; its build lands in `<storefrontCopy>/dist`. */
  storefrontCopy: string;
  /** Settles when the changed storefront is built (rejects with rspack's output when it is not). */
  rebuilt: Promise<void>;
  /** Whether the shop's process is still running. */
  running(): boolean;
  /** Stops the shop and removes its files and database. */
  stop(): Promise<void>;
}

export function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', resolve));
}

/** mfe-storefront's sources copied to `copy` with its home heading set to `heading`, built into the copy's dist. */
async function buildChangedStorefront(copy: string, heading: string): Promise<void> {
  fs.cpSync(path.join(ROOT, 'mfe-storefront'), copy, {
    recursive: true,
    filter: (file) => !/\/(dist|node_modules)$/.test(file),
  });
  const messages = path.join(copy, 'src', 'messages', 'home.ts');
  const text = fs.readFileSync(messages, 'utf8');
  if (!text.includes(`heading: '${HEADING}'`))
    throw new Error(`${messages} no longer has the heading '${HEADING}' the delivery specs change`);
  fs.writeFileSync(messages, text.replace(`heading: '${HEADING}'`, `heading: '${heading}'`));
  const build = spawn(path.join(ROOT, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  build.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  build.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  if ((await exited(build)) !== 0) throw new Error(`the changed storefront did not build:\n${output}`);
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Starts the e2e shop (scripts/e2e-server.mjs) on `port` serving a copy of the built
 * microfrontends, and begins rebuilding the storefront with the heading `changedHeading`.
 * Answers once /health is ok; `name` ("redeploy", "releases") names its folder and its errors.
 */
export async function startOwnShop(
  name: string,
  port: number,
  changedHeading: string,
  /** More of the shop's environment (e.g. the canary abort's window). */
  env: Record<string, string> = {},
): Promise<OwnShop> {
  const base = `http://127.0.0.1:${port}`;
  // Under the repository (git-ignored .data/) so the copied storefront resolves the root node_modules.
  fs.mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  const work = fs.mkdtempSync(path.join(ROOT, '.data', `${name}-`));
  const staticRoot = path.join(work, 'static');
  const storefrontCopy = path.join(work, 'build', 'mfe-storefront');
  const removeFiles = () => {
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, '.data', `e2e-${port}`), { recursive: true, force: true });
  };
  for (const mfe of MFES) {
    const dist = path.join(ROOT, mfe, 'dist');
    if (!fs.existsSync(dist)) {
      removeFiles();
      throw new Error(`${dist} is missing: run npm run build:mfes first`);
    }
    fs.cpSync(dist, path.join(staticRoot, mfe, 'dist'), { recursive: true });
  }
  const rebuilt = buildChangedStorefront(storefrontCopy, changedHeading);
  // Surface a build failure in the test that awaits it, not as an unhandled rejection meanwhile.
  void rebuilt.catch(() => undefined);
  const shop = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      E2E_SUBGRAPH_PORT: String(port + 1),
      E2E_PG_PORT: String(port + 4),
      STATIC_ROOT: staticRoot,
      BUILD_MFES_ON_START: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  shop.stdout?.on('data', keep);
  shop.stderr?.on('data', keep);
  const stop = async () => {
    await stopProcess(shop);
    // The rebuild writes into `work`: let it finish (or fail) before the folder goes.
    await rebuilt.catch(() => undefined);
    removeFiles();
  };

  try {
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (shop.exitCode !== null) throw new Error(`the ${name} shop exited (${shop.exitCode}):\n${log}`);
      if (Date.now() > deadline) throw new Error(`the ${name} shop did not start:\n${log}`);
      const up = await fetch(`${base}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, staticRoot, storefrontCopy, rebuilt, running: () => shop.exitCode === null, stop };
}

/** An admin's session on the shop, as the panel has one (cookies and the anti-forgery token). */
export class AdminSession {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async send(method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get('csrf-token');
    if (csrf) headers['x-csrf-token'] = decodeURIComponent(csrf);
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${this.base}${route}`, {
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
    const signed = await this.send('POST', '/api/login', ADMIN);
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

  async canary(buildId: string, percent: number) {
    return this.send('PUT', '/api/delivery/remotes/storefront/canary', {
      buildId,
      percent,
      ifRevision: await this.revision(),
      reason: 'e2e canary',
    });
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
