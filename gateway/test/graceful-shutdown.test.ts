import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { identityHeaders } from '../../test-support/identity';
import { ApiClient, type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';
import { freePort } from '../../test-support/free-port';

// SIGTERM to a real gateway process and a real subgraph process (their main.ts, as deployed):
// readiness turns 503 at once, new connections are refused, requests in flight finish with 200
// and the process exits 0.
jest.setTimeout(180_000);

const root = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a main.ts of the repository in its own process, as `node dist/main.js` would. */
function run(main: string, env: Record<string, string>): ChildProcess {
  return fork(path.join(root, 'test-support/ts-child.cjs'), [path.join(root, main)], {
    // Not NODE_ENV=test (jest's): libraries behave as in a deployment (Apollo installs its own
    // signal handlers outside tests).
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env },
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
}

async function waitReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/health/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(200);
  }
  throw new Error(`${url} never became ready`);
}

type Reply = { status: number; connection?: string; body: string };

/** A POST whose body arrives in pieces over `ms`: the request is in flight on the server all that time. */
function slowPost(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  body: string,
  ms: number,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      },
    );
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    setTimeout(() => request.end(body.slice(half)), ms);
  });
}

/** A GET on a kept-alive connection of `agent`. */
function get(agent: http.Agent, url: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      })
      .on('error', reject);
  });
}

interface Subject {
  url: string;
  child: ChildProcess;
  /** Headers a /graphql POST needs on this server. */
  headers: Record<string, string>;
}

/** Five slow requests in flight, SIGTERM, then what each party observed. */
async function terminateUnderSlowRequests({ url, child, headers }: Subject) {
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const slowAgent = new http.Agent({ keepAlive: true });
  // One kept-alive connection, opened before the signal, to ask readiness during the shutdown.
  const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get(probeAgent, `${url}/health/ready`)).status).toBe(200);

  const query = JSON.stringify({ query: '{ __typename }' });
  const slow = Array.from({ length: 5 }, () => slowPost(slowAgent, `${url}/graphql`, headers, query, 2_000));
  await sleep(300);
  const signalled = Date.now();
  child.kill('SIGTERM');
  await sleep(100);
  const readiness = await get(probeAgent, `${url}/health/ready`);
  // A new connection (not one of fetch's kept-alive ones).
  const newConnection = await get(new http.Agent({ keepAlive: false }), `${url}/health/live`).then(
    (r) => `answered ${r.status}`,
    () => 'refused',
  );
  const replies = await Promise.all(slow);
  const exit = await exited;
  slowAgent.destroy();
  probeAgent.destroy();
  return { readiness, newConnection, replies, exit, exitMs: exit.at - signalled };
}

describe('graceful shutdown on SIGTERM', () => {
  let shop: Shop;
  let stack: Stack;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await shop?.close();
  });

  it('a subgraph finishes its in-flight requests, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const child = run('subgraphs/catalog/src/main.ts', {
      DATABASE_URL: stack.databaseUrl,
      PORT: String(port),
      SEED_DEMO: 'false',
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, child);
    const { readiness, newConnection, replies, exit, exitMs } = await terminateUnderSlowRequests({
      url,
      child,
      headers: identityHeaders('catalog'),
    });

    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ status: 'draining', service: 'catalog' });
    expect(readiness.connection).toBe('close');
    expect(newConnection).toBe('refused');
    expect(replies.map((reply) => [reply.status, JSON.parse(reply.body), reply.connection])).toEqual(
      Array.from({ length: 5 }, () => [200, { data: { __typename: 'Query' } }, 'close']),
    );
    expect(exit.code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
  });

  it('the gateway finishes its in-flight requests, refuses new connections and exits 0', async () => {
    const port = await freePort();
    const child = run('gateway/src/main.ts', {
      DATABASE_URL: stack.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      CATALOG_URL: stack.subgraphUrls.catalog,
      COMMERCE_URL: stack.subgraphUrls.commerce,
      SUPPORT_URL: stack.subgraphUrls.support,
      SERVE_STATIC: 'false',
      RATE_LIMITS: 'off',
    });
    children.push(child);
    const url = `http://127.0.0.1:${port}`;
    await waitReady(url, child);
    // A guest's session and anti-forgery token, as a browser has them.
    const client = new ApiClient(url);
    await client.get('/api/csrf-token');
    const headers = {
      cookie: `shop.sid=${client.cookie('shop.sid') ?? ''}; csrf-token=${client.cookie('csrf-token')}`,
      'x-csrf-token': decodeURIComponent(client.cookie('csrf-token') ?? ''),
    };
    const { readiness, newConnection, replies, exit, exitMs } = await terminateUnderSlowRequests({
      url,
      child,
      headers,
    });

    expect(readiness.status).toBe(503);
    expect(JSON.parse(readiness.body)).toMatchObject({ status: 'draining', service: 'gateway' });
    expect(newConnection).toBe('refused');
    expect(replies.map((reply) => [reply.status, JSON.parse(reply.body), reply.connection])).toEqual(
      Array.from({ length: 5 }, () => [200, { data: { __typename: 'Query' } }, 'close']),
    );
    expect(exit.code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
  });
});
