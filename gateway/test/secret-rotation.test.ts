import type { AddressInfo } from 'node:net';
import { listen } from '../../packages/server-kit/src';
import { createGatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';
import { agent, send } from '../../test-support/headers-first-client';

/**
 * Rotating SESSION_SECRET (docs/operations.md, "Keys and their rotation"): a gateway started with
 * a new secret and the old one in SESSION_SECRET_PREVIOUS keeps everyone signed in; without the
 * old one listed, the cookies it signed are no longer accepted.
 */
jest.setTimeout(120_000);

describe('session secret rotation', () => {
  let shop: Shop;
  let stack: Stack;
  const extra: Array<{ close(): Promise<void> }> = [];

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    for (const gateway of extra) await gateway.close();
    await shop.close();
    agent.destroy();
  });

  /** Another gateway replica on the same database and subgraphs, with its own session secrets. */
  async function gatewayWith(secrets: Record<string, string>): Promise<string> {
    const gateway = await createGatewayApp(
      loadConfig({
        RATE_LIMITS: 'off',
        DATABASE_URL: stack.databaseRoleUrls?.gateway ?? stack.databaseUrl,
        CATALOG_URL: stack.subgraphUrls.catalog,
        COMMERCE_URL: stack.subgraphUrls.commerce,
        SUPPORT_URL: stack.subgraphUrls.support,
        SERVE_STATIC: 'false',
        ...secrets,
      }),
    );
    const server = await listen(gateway.app, 0);
    extra.push({ close: async () => (server.close(), await gateway.close()) });
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('keeps a session signed with the previous secret while it is listed, and drops it after', async () => {
    const jar = new Map<string, string>();
    await (await send(stack.url, jar, 'GET', '/api/csrf-token')).body();
    const signedUp = await send(stack.url, jar, 'POST', '/api/register', {
      username: 'rotor',
      email: 'rotor@rotation.test',
      password: 'rotate-pass-1',
    });
    expect(signedUp.status).toBeLessThan(300);
    await signedUp.body();

    const oldSecret = process.env.SESSION_SECRET!;
    const rotated = await gatewayWith({
      SESSION_SECRET: 'a-brand-new-session-secret-0001',
      SESSION_SECRET_PREVIOUS: oldSecret,
    });
    const me = await send(rotated, new Map(jar), 'GET', '/api/user');
    expect(me.status).toBe(200);
    expect(((await me.body()) as { username: string }).username).toBe('rotor');

    const finished = await gatewayWith({ SESSION_SECRET: 'a-brand-new-session-secret-0001' });
    const after = await send(finished, new Map(jar), 'GET', '/api/user');
    await after.body();
    expect(after.status).toBe(401);
  });
});
