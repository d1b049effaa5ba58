import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listen } from '@shop/server-kit';
import { createApp } from '../src/app';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders } from '../../../test-support/identity';

describe('catalog subgraph', () => {
  let server: Server;
  let close: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    const created = await createApp({ databaseUrl: testDatabaseUrl('catalog'), seedDemo: true });
    close = created.close;
    server = await listen(created.app, 0);
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });

  afterAll(async () => {
    server.close();
    await close();
  });

  const post = (query: string, variables = {}, headers = identityHeaders('catalog')) =>
    fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });

  it('refuses calls without a valid identity token', async () => {
    const missing = await post('{ products { id } }', {}, { 'content-type': 'application/json' });
    expect(missing.status).toBe(401);
    const forged = await post(
      '{ products { id } }',
      {},
      { 'content-type': 'application/json', 'x-shop-identity': 'forged.token.value' },
    );
    expect(forged.status).toBe(401);
  });

  it('lists seeded products without any credentials', async () => {
    const response = await post('{ products { id title price server accountText skins blueEssence } }');
    const body = await response.json();
    expect(body.data.products.length).toBeGreaterThanOrEqual(30);
    const first = body.data.products[0];
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.accountText).toContain('******');
    expect(JSON.stringify(body)).not.toMatch(/Pw-|@mail\.test/);
  });

  it('returns null for a missing product and forces the fresh type name', async () => {
    const body = await (
      await post(
        'query($id: Int!) { product(id: $id) { id } gameCategories { slug accountTypes { id name subcategories { id } } } }',
        { id: 99999 },
      )
    ).json();
    expect(body.data.product).toBeNull();
    const lol = body.data.gameCategories.find((g: { slug: string }) => g.slug === 'lol');
    expect(lol.accountTypes.map((t: { name: string }) => t.name)).toEqual([
      'BOTTED FRESH SMURF',
      'RANKED READY ACCOUNT',
    ]);
    expect(body.data.gameCategories.find((g: { slug: string }) => g.slug === 'valorant').accountTypes).toEqual([]);
  });
});
