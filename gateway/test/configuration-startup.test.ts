import { type ChildProcessByStdio, spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import path from 'node:path';

// One configuration schema per process (docs/configuration.md): the real entry points, started as
// `npm start` and the manifests start them, with several bad variables at once, stop before
// touching anything and name every problem in one message.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..', '..');
const tsChild = path.join(root, 'test-support', 'ts-child.cjs');

interface Exit {
  code: number | null;
  output: string;
}

/** Runs `entry` with `env` over this process's environment (the test keys stay) until it exits. */
function run(entry: string, env: Record<string, string>): Promise<Exit> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(LOG_LEVEL|NODE_ENV|RATE_LIMITS)/.test(name)),
  ) as Record<string, string>;
  const child = spawn(process.execPath, [tsChild, path.join(root, entry)], {
    cwd: root,
    // Port 9 and a closed database: a process that did not stop at its configuration fails later, differently.
    env: { ...base, LOG_LEVEL: 'warn', DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', PORT: '9', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return untilExit(child, 90_000);
}

/** Collects a child's output until it exits (killed after `limitMs`). */
function untilExit(child: ChildProcessByStdio<null, Readable, Readable>, limitMs: number): Promise<Exit> {
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/** The JSON log lines saying the start failed. */
function failures(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { message?: string; error?: string })
    .filter((line) => line.message === 'failed to start')
    .map((line) => line.error ?? '');
}

/** A process started with several bad variables: the one failure message must name each problem. */
const CASES: { name: string; entry: string; env: Record<string, string>; problems: string[] }[] = [
  {
    name: 'the gateway with three bad variables reports all three in one message and exits 1',
    entry: 'gateway/src/main.ts',
    env: { RATE_LIMITS: 'maybe', SESSION_IDLE_TIMEOUT: 'soon', PUBLIC_READS: 'sideways' },
    problems: [
      'gateway cannot start: 3 configuration problems',
      "RATE_LIMITS must be one of on, off (got 'maybe')",
      "SESSION_IDLE_TIMEOUT must be a duration such as 30s, 10m, 1h or 7d (got 'soon')",
      "PUBLIC_READS must be one of direct, federated (got 'sideways')",
    ],
  },
  {
    name: 'the gateway refuses a plain http:// S3 endpoint for build files in production',
    entry: 'gateway/src/main.ts',
    env: {
      NODE_ENV: 'production',
      DELIVERY_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'builds',
      S3_REGION: 'eu-test-1',
      S3_ACCESS_KEY_ID: 'AKIDSTANDIN',
      S3_SECRET_ACCESS_KEY: 'stand-in-secret',
    },
    problems: [
      'gateway cannot start',
      'S3_ENDPOINT is http:// with NODE_ENV=production: build files and signed requests would cross the network in clear; use https:// (plain http is for development only)',
    ],
  },
  {
    name: 'commerce with a missing secret and two bad values reports all three, the secret as before',
    entry: 'subgraphs/commerce/src/main.ts',
    env: { CREDENTIALS_KEY: '', PAYMENT_PROVIDER: 'paypal', DAILY_DEPOSIT_LIMIT: 'lots' },
    problems: [
      'commerce cannot start: 3 configuration problems',
      'CREDENTIALS_KEY is not configured (the master key of stored credentials, 32 random bytes). npm start generates it into the data folder',
      "PAYMENT_PROVIDER must be one of stripe, test (got 'paypal')",
      "DAILY_DEPOSIT_LIMIT must be an amount such as 1000.00 (got 'lots')",
    ],
  },
  {
    name: 'support names each missing S3 variable with ATTACHMENT_STORE=s3, beside a bad flag',
    entry: 'subgraphs/support/src/main.ts',
    env: { ATTACHMENT_STORE: 's3', S3_BUCKET: 'attachments', SEED_DEMO: 'sure' },
    problems: [
      "SEED_DEMO must be one of true, false (got 'sure')",
      'ATTACHMENT_STORE=s3 needs S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    ],
  },
];

describe('configuration at start-up', () => {
  it.each(CASES)('$name', async ({ entry, env, problems }) => {
    const { code, output } = await run(entry, env);
    expect(code).toBe(1);
    const messages = failures(output);
    expect(messages).toHaveLength(1);
    for (const problem of problems) expect(messages[0]).toContain(problem);
  });

  it("npm start's own bad variables are all named before it builds or starts anything", async () => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', PG_PORT: '99999', PAYMENT_PROVIDER: 'paypal' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, output } = await untilExit(child, 30_000);
    expect(code).toBe(1);
    expect(output).toContain('npm start cannot start: 3 configuration problems');
    expect(output).toContain("PORT must be a port number, 1 to 65535 (got 'eighty')");
    expect(output).toContain("PG_PORT must be a port number, 1 to 65535 (got '99999')");
    expect(output).toContain("PAYMENT_PROVIDER must be one of stripe, test (got 'paypal')");
    expect(output).not.toContain('building server packages');
  });
});
