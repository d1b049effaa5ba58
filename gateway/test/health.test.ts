import { RestartablePostgres } from '../../test-support/restartable-postgres';
import { type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';

// The health routes orchestrators and load balancers poll: liveness while the process runs,
// readiness only while its database (and, for the gateway, the change feeds) is reachable.
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Probe = { status: number; body: { status: string; service: string; checks: Record<string, boolean> } };

async function probe(url: string): Promise<Probe> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as Probe['body'] };
}

/** Polls until `url` answers `status` (or gives up after `timeoutMs`); answers the last reply. */
async function until(url: string, status: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await probe(url);
  while (last.status !== status && Date.now() < deadline) {
    await sleep(100);
    last = await probe(url);
  }
  return last;
}

describe('health routes of the gateway and every subgraph', () => {
  let pg: RestartablePostgres;
  let shop: Shop;
  let stack: Stack;
  let servers: Record<string, string>;

  beforeAll(async () => {
    pg = await RestartablePostgres.start('health-pg');
    shop = await startShop({ databaseServerUrl: pg.url });
    stack = shop.stack;
    const base = (url: string) => url.replace(/\/graphql$/, '');
    servers = {
      gateway: stack.url,
      catalog: base(stack.subgraphUrls.catalog),
      commerce: base(stack.subgraphUrls.commerce),
      support: base(stack.subgraphUrls.support),
    };
  });

  afterAll(async () => {
    await shop?.close();
    await pg?.close();
  });

  it('are live and ready, turn not ready while PostgreSQL is down and ready again when it is back', async () => {
    for (const [service, url] of Object.entries(servers)) {
      expect(await probe(`${url}/health/live`)).toEqual({ status: 200, body: { status: 'live', service } });
      const ready = await probe(`${url}/health/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ready');
      expect(ready.body.checks.database).toBe(true);
    }
    expect((await probe(`${servers.gateway}/health/ready`)).body.checks).toEqual({
      database: true,
      supergraph: true,
      changeFeed: true,
    });

    const logLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent';
    await pg.stop();
    try {
      for (const [service, url] of Object.entries(servers)) {
        const down = await until(`${url}/health/ready`, 503);
        expect({ service, status: down.status, body: down.body }).toMatchObject({
          service,
          status: 503,
          body: { status: 'not ready', checks: { database: false } },
        });
        // Liveness is about the process: an orchestrator must not restart it for a database outage.
        expect((await probe(`${url}/health/live`)).status).toBe(200);
      }
      expect((await probe(`${servers.gateway}/health/ready`)).body.checks.changeFeed).toBe(false);
    } finally {
      await pg.start();
      process.env.LOG_LEVEL = logLevel;
    }

    // The pools and the LISTEN connections reconnect by themselves (back-off up to 5 s).
    for (const [service, url] of Object.entries(servers)) {
      const up = await until(`${url}/health/ready`, 200);
      expect({ service, status: up.status, body: up.body.status }).toEqual({ service, status: 200, body: 'ready' });
    }
  });
});
