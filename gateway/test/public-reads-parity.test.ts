import type { AddressInfo } from 'node:net';
import { listen } from '../../packages/server-kit/src';
import { createGatewayApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ApiClient, type Stack } from '../../test-support/stack';
import { fund, type Shop, signUp, startShop, unitProduct } from '../../test-support/shop';

/**
 * The facade's public product reads have two paths (docs/decisions/0008-public-product-reads.md): the
 * direct one (`PUBLIC_READS=direct`, the default: catalog's products, then commerce's stock by
 * `_entities`) and the federated reference (`PUBLIC_READS=federated`: the typed operations through
 * the federated executor). Every answer, refusal included, must be the same on both, for listed,
 * hidden, sold-out and sold products. Both gateways run without the response cache, so each answer
 * is computed by its path.
 */
jest.setTimeout(120_000);

describe('public product reads: the direct path answers exactly as the federated one', () => {
  let shop: Shop;
  let stack: Stack;
  let direct: ApiClient;
  let federated: ApiClient;
  let closeFederated: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    // The stack's gateway takes the direct path even when the run's default is the federated one.
    shop = await startShop({ gatewayEnv: { RESPONSE_CACHE: 'off', PUBLIC_READS: 'direct' } });
    stack = shop.stack;
    const gateway = await createGatewayApp(
      loadConfig({
        RATE_LIMITS: 'off',
        RESPONSE_CACHE: 'off',
        PUBLIC_READS: 'federated',
        SESSION_SECRET: process.env.SESSION_SECRET,
        DATABASE_URL: stack.databaseRoleUrls?.gateway ?? stack.databaseUrl,
        CATALOG_URL: stack.subgraphUrls.catalog,
        COMMERCE_URL: stack.subgraphUrls.commerce,
        SUPPORT_URL: stack.subgraphUrls.support,
        SERVE_STATIC: 'false',
      }),
    );
    const server = await listen(gateway.app, 0);
    closeFederated = async () => {
      server.close();
      await gateway.close();
    };
    direct = new ApiClient(stack.url);
    federated = new ApiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });

  afterAll(async () => {
    await closeFederated();
    await shop.close();
  });

  /** The same request on both paths: status and body equal; returns the answer. */
  async function same(path: string): Promise<{ status: number; body: any }> {
    const [a, b] = await Promise.all([direct.get(path), federated.get(path)]);
    expect({ path, status: a.status, body: a.body }).toEqual({ path, status: b.status, body: b.body });
    return a;
  }

  it('lists, filters and details every demo product the same way', async () => {
    const all = await same('/api/products/all');
    expect(all.body.length).toBeGreaterThan(30);
    await same('/api/products');
    const [sample] = all.body as Array<{ accountType: string; subCategory: string; server: string }>;
    await same(`/api/products/lol?server=${sample.server}`);
    await same(`/api/products/lol?accountType=${sample.accountType}&subCategory=${sample.subCategory}`);
    await same('/api/products/1');
    await same('/api/products/valorant');
    for (const { id } of all.body as Array<{ id: number }>) await same(`/api/products/detail/${id}`);
  });

  it('refuses the same way: unknown ids, bad ids, repeated and unknown filters', async () => {
    expect((await same('/api/products/detail/987654')).status).toBe(404);
    expect((await same('/api/products/detail/abc')).status).toBe(400);
    expect((await same('/api/products/lol?server=EUW&server=NA')).status).toBe(400);
    await same('/api/products/lol?server=MARS');
    await same(`/api/products/${'x'.repeat(40)}`);
  });

  it('leaves hidden products out and shows sold-out and sold products the same way', async () => {
    const { admin } = shop;
    const soldOut = await unitProduct(admin, 'Parity sold out', '2.00', 1);
    const [buyer] = await signUp(stack.url, 'parity', 1);
    await fund(admin, buyer, '10.00');
    expect((await buyer.client.post('/api/orders', { productId: soldOut })).status).toBe(201);
    const soldByAdmin = await unitProduct(admin, 'Parity marked sold', '2.00', 1);
    expect((await admin.put(`/api/products/${soldByAdmin}`, { status: 'Sold' })).status).toBe(200);
    const hidden = await unitProduct(admin, 'Parity hidden', '2.00', 1);
    // What a half-finished import leaves: a product catalog keeps hidden until it is published.
    await shop.sql('update catalog.product set hidden = true where id = ?', [hidden]);

    const all = (await same('/api/products/all')).body as Array<{ id: number; stock: number; status: string }>;
    const listed = (await same('/api/products')).body as Array<{ id: number }>;
    expect(all.find((p) => p.id === soldOut)).toMatchObject({ stock: 0 });
    expect(listed.map((p) => p.id)).not.toContain(soldOut);
    expect(all.map((p) => p.id)).not.toContain(hidden);
    expect(listed.map((p) => p.id)).not.toContain(soldByAdmin);
    expect((await same(`/api/products/detail/${soldOut}`)).body).toMatchObject({ stock: 0 });
    await same(`/api/products/detail/${soldByAdmin}`);
    expect((await same(`/api/products/detail/${hidden}`)).status).toBe(404);
  });
});
