import express from 'express';
import type { AddressInfo } from 'node:net';
import { Health } from '@shop/server-kit';
import { loadConfig } from '../gateway/src/config';
import { ApiClient, type Stack } from '../test-support/stack';
import { figure } from './figure';
import { type Shop, signUp, startShop } from '../test-support/shop';

// Issue 30 item 5: the API reference is admin-only or off when configured (API_DOCS, `admin` by
// default in production), and /health/ready tells the public only ok / fail; its checks go to a
// direct connection from HEALTH_DETAILS_FROM (loopback by default). Real gateway and subgraphs.

const DOC_PATHS = ['/api/openapi.json', '/api/docs', '/api/docs/init.js', '/api/docs/swagger-ui.css'];

async function customerOf(url: string, name: string): Promise<ApiClient> {
  const [customer] = await signUp(url, name, 1);
  return customer.client;
}

describe('API_DOCS', () => {
  it('is `admin` by default with NODE_ENV=production and `public` otherwise; a wrong word stops the start', () => {
    const base = { SESSION_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop' };
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).apiDocs).toBe('admin');
    expect(loadConfig({ ...base }).apiDocs).toBe('public');
    expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'public' }).apiDocs).toBe('public');
    expect(loadConfig({ ...base, API_DOCS: 'OFF' }).apiDocs).toBe('off');
    expect(() => loadConfig({ ...base, API_DOCS: 'everyone' })).toThrow(/API_DOCS must be one of public, admin, off/);
  });

  describe('admin', () => {
    let shop: Shop;
    let stack: Stack;
    beforeAll(async () => {
      shop = await startShop({ gatewayEnv: { API_DOCS: 'admin' } });
      stack = shop.stack;
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('refuses guests (401) and customers (403) on the document, the page and its assets; an admin reads them', async () => {
      const guest = new ApiClient(stack.url);
      const customer = await customerOf(stack.url, `docsreader${process.pid}`);
      const { admin } = shop;
      const seen: string[] = [];
      for (const path of DOC_PATHS) {
        const asGuest = await guest.get(path);
        expect({ path, status: asGuest.status, body: asGuest.body }).toMatchObject({
          path,
          status: 401,
          body: { message: 'Please log in first.' },
        });
        expect({ path, ...(await customer.get(path)) }).toMatchObject({ path, status: 403 });
        const asAdmin = await admin.get(path);
        expect({ path, status: asAdmin.status }).toEqual({ path, status: 200 });
        if (JSON.stringify(asGuest.body).includes('/orders')) seen.push(path);
      }
      figure(
        'API_DOCS=admin: reference paths readable by a guest or a customer',
        `${seen.length} of ${DOC_PATHS.length}`,
      );
      expect(seen).toEqual([]);
      expect(((await admin.get('/api/openapi.json')).body as { openapi: string }).openapi).toMatch(/^3\./);
      // The rest of the facade is unchanged: public reads stay public.
      expect((await guest.get('/api/products')).status).toBe(200);
    });
  });

  describe('off, and the readiness route', () => {
    let shop: Shop;
    let stack: Stack;
    beforeAll(async () => {
      shop = await startShop({ gatewayEnv: { API_DOCS: 'off' } });
      stack = shop.stack;
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('API_DOCS=off answers 404 to everyone, the admin included', async () => {
      const { admin } = shop;
      for (const path of DOC_PATHS) {
        expect({ path, status: (await new ApiClient(stack.url).get(path)).status }).toEqual({ path, status: 404 });
        expect({ path, status: (await admin.get(path)).status }).toEqual({ path, status: 404 });
      }
    });

    it('/health/ready answers a request that came through a proxy with ok alone; a direct local one gets the checks', async () => {
      const viaProxy = await fetch(`${stack.url}/health/ready`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(viaProxy.status).toBe(200);
      expect(await viaProxy.json()).toEqual({ status: 'ok' });
      const forwarded = await fetch(`${stack.url}/health/ready`, { headers: { forwarded: 'for=203.0.113.9' } });
      expect(await forwarded.json()).toEqual({ status: 'ok' });
      const direct = await fetch(`${stack.url}/health/ready`);
      expect(await direct.json()).toEqual({
        status: 'ready',
        service: 'gateway',
        checks: { database: true, supergraph: true, changeFeed: true },
      });
    });
  });
});

describe('Health details outside HEALTH_DETAILS_FROM', () => {
  /** A server with one readiness check, its details only for `detailsFrom`. */
  async function server(detailsFrom: string[], ready: boolean) {
    const app = express();
    new Health('probe', detailsFrom).addCheck('database', () => ready).mount(app);
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    const url = `http://127.0.0.1:${(listening.address() as AddressInfo).port}/health/ready`;
    return { url, close: () => new Promise((resolve) => listening.close(resolve)) };
  }

  it('a caller outside the cluster list gets ok / fail and the status code, never the checks', async () => {
    const up = await server(['10.0.0.0/8'], true);
    const down = await server(['10.0.0.0/8', 'fd00::/8'], false);
    const inside = await server(['loopback'], false);
    try {
      expect([(await fetch(up.url)).status, await (await fetch(up.url)).json()]).toEqual([200, { status: 'ok' }]);
      expect([(await fetch(down.url)).status, await (await fetch(down.url)).json()]).toEqual([503, { status: 'fail' }]);
      expect(await (await fetch(inside.url)).json()).toEqual({
        status: 'not ready',
        service: 'probe',
        checks: { database: false },
      });
    } finally {
      await Promise.all([up.close(), down.close(), inside.close()]);
    }
  });
});
