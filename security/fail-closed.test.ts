import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabaseUrl } from '../test-support/db';
import { figure } from './figure';
import { freePort } from '../test-support/free-port';

// Issue 22 item 2: payments fail closed. A process that was not told which payment provider to
// use does not start (it used to fall back to the free test provider whenever NODE_ENV was not
// exactly `production`); the test provider runs only when chosen and says so; `RATE_LIMITS=off`
// with NODE_ENV=production stops gateway and commerce instead of a warning. The real entry points
// (`src/main.ts`) run in child processes, as `npm start` and docker-compose run them.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
const tsChild = path.join(root, 'test-support', 'ts-child.cjs');

interface Run {
  /** The exit code, or null when the process was still running (and serving) when the test stopped it. */
  code: number | null;
  output: string;
  served: boolean;
}

/**
 * Runs `entry` (a main.ts) with `env` on top of a clean copy of this process's environment (the
 * keys from test-secrets.js stay; every payment and limit setting is the test's). Waits until it
 * exits or answers /health on `port`, then kills it.
 */
async function run(entry: string, env: Record<string, string>, port: number): Promise<Run> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(PAYMENT|PAYMENTS_|RATE_LIMITS|NODE_ENV|STRIPE_|LOG_LEVEL|PORT$)/.test(name),
    ),
  ) as Record<string, string>;
  const child = spawn(process.execPath, [tsChild, path.join(root, entry)], {
    cwd: root,
    env: { ...base, LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0))),
  );
  const deadline = Date.now() + 90_000;
  let done: number | 'served' | undefined;
  void exited.then((code) => {
    done ??= code;
  });
  while (done === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (done !== undefined) break;
    const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) done ??= 'served';
  }
  if (done === 'served' || done === undefined) {
    child.kill('SIGKILL');
    await exited;
    return { code: null, output, served: done === 'served' };
  }
  await exited;
  return { code: done, output, served: false };
}

describe('payments fail closed (issue 22 item 2)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fail-closed-'));
  const commerceEnv = (databaseUrl: string) => ({
    DATABASE_URL: databaseUrl,
    CATALOG_URL: 'http://127.0.0.1:9/graphql',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    MAIL_DIR: path.join(dataDir, 'mail'),
    ADMIN_PASSWORD: 'fail-closed-admin-1',
  });
  const refused: string[] = [];

  afterAll(() => {
    figure(
      'fail closed: processes that started without PAYMENT_PROVIDER or with RATE_LIMITS=off in production (of 3)',
      3 - refused.length,
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('commerce without PAYMENT_PROVIDER (NODE_ENV unset, as in the one-process commands of docs/operations.md) refuses to start with a clear message', async () => {
    const result = await run(
      'subgraphs/commerce/src/main.ts',
      commerceEnv(testDatabaseUrl('failclosed_none')),
      await freePort(),
    );
    expect(result.served).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toContain('PAYMENT_PROVIDER is not set');
    expect(result.output).toContain('PAYMENT_PROVIDER=stripe');
    refused.push('no provider');
  });

  it('commerce with PAYMENT_PROVIDER=test starts and prints the test-provider banner', async () => {
    const result = await run(
      'subgraphs/commerce/src/main.ts',
      { ...commerceEnv(testDatabaseUrl('failclosed_test')), PAYMENT_PROVIDER: 'test' },
      await freePort(),
    );
    expect(result.served).toBe(true);
    expect(result.output).toMatch(/PAYMENT_PROVIDER=test: deposits are credited WITHOUT any payment/);
  });

  it('commerce with NODE_ENV=production and RATE_LIMITS=off refuses to start', async () => {
    const result = await run(
      'subgraphs/commerce/src/main.ts',
      {
        ...commerceEnv(testDatabaseUrl('failclosed_prod')),
        NODE_ENV: 'production',
        RATE_LIMITS: 'off',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_fail_closed',
        STRIPE_WEBHOOK_SECRET: 'whsec_fail_closed',
        PUBLIC_URL: 'https://shop.test',
      },
      await freePort(),
    );
    expect(result.served).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toContain(
      'RATE_LIMITS=off switches every per-account limit off and is refused with NODE_ENV=production',
    );
    refused.push('commerce limits off');
  });

  it('the gateway with NODE_ENV=production and RATE_LIMITS=off refuses to start', async () => {
    const result = await run(
      'gateway/src/main.ts',
      {
        DATABASE_URL: testDatabaseUrl('failclosed_gateway'),
        NODE_ENV: 'production',
        RATE_LIMITS: 'off',
        SERVE_STATIC: 'false',
      },
      await freePort(),
    );
    expect(result.served).toBe(false);
    expect(result.code).not.toBe(0);
    expect(result.code).not.toBeNull();
    expect(result.output).toContain(
      'RATE_LIMITS=off switches every throttle off and is refused with NODE_ENV=production',
    );
    refused.push('gateway limits off');
  });
});
