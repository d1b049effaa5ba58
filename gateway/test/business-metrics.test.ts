import type { Metrics } from '@shop/server-kit';
import { createToken } from '../../test-support/delivery';
import { type Shop, startShop } from '../../test-support/shop';
import { buy, claim } from '../../test-support/warranty';

// The figures each piece's registry answers when Prometheus scrapes (docs/operations.md "Metrics
// and alerts"), after what users and admins do through the REST facade: refusals by type,
// warranty claims by status and reason, the import queue, the remotes' failures per build, deploy
// tokens' expiry and the response cache. deploy/test/prometheus-scrape.test.ts reads orders,
// revenue, stock and the outbox through a real Prometheus.
jest.setTimeout(120_000);

/** A metric's samples as `label=value,...` → value, read as a scrape reads them. */
async function samples(metrics: Metrics | undefined, name: string): Promise<Record<string, number>> {
  const metric = metrics!.registry.getSingleMetric(name);
  if (!metric) throw new Error(`${name} is not registered`);
  const { values } = await metric.get();
  return Object.fromEntries(
    values
      .filter((value) => !('metricName' in value) || value.metricName === undefined || value.metricName === name)
      .map((value) => [
        Object.entries(value.labels)
          .map(([key, label]) => `${key}=${label}`)
          .sort()
          .join(','),
        value.value,
      ]),
  );
}

describe('business metrics read at scrape time', () => {
  let shop: Shop;

  beforeAll(async () => {
    shop = await startShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('counts refused purchases by refusal type (an empty wallet, no stock), and no accepted one', async () => {
    const commerce = shop.stack.metrics.commerce;
    const inStock = await shop.unitProduct('Metrics In Stock', '4.00', 1);
    const soldOut = await shop.unitProduct('Metrics Sold Out', '4.00', 0);
    const [poor, rich] = await shop.fundedCustomers('metricrefusal', 2, '0.00');
    await shop.fund(rich, '10.00');
    expect((await poor.client.post('/api/orders', { productId: inStock })).status).toBe(400);
    expect((await rich.client.post('/api/orders', { productId: soldOut })).status).toBe(409);
    expect((await rich.client.post('/api/orders/checkout', { items: [{ productId: soldOut }] })).status).toBe(409);
    expect((await rich.client.post('/api/orders', { productId: inStock })).status).toBe(201);
    expect(await samples(commerce, 'shop_purchase_refusals_total')).toEqual({
      'type=InsufficientBalanceError': 1,
      'type=OutOfStockError': 2,
    });
  });

  it('answers warranty claims by status and reason, exactly as the table holds them', async () => {
    const productId = await shop.unitProduct('Metrics Claimed', '3.00', 2);
    const [first, second] = await shop.fundedCustomers('metricclaim', 2, '10.00');
    expect((await claim(first, (await buy(first, productId)).id, 'other', 'It does not work.')).status).toBe(201);
    expect((await claim(second, (await buy(second, productId)).id, 'other', 'Neither here.')).status).toBe(201);
    const rows = await shop.sql<{ status: string; reason: string; claims: number }>(
      'select status, reason, count(*)::int as claims from commerce.warranty_claim group by status, reason',
    );
    expect(rows.find((row) => row.reason === 'other' && row.status === 'submitted')?.claims).toBe(2);
    expect(await samples(shop.stack.metrics.commerce, 'shop_warranty_claims')).toEqual(
      Object.fromEntries(rows.map((row) => [`reason=${row.reason},status=${row.status}`, row.claims])),
    );
  });

  it("answers the import queue's oldest staged batch's age and count, 0 when it is empty", async () => {
    const commerce = shop.stack.metrics.commerce;
    expect(await samples(commerce, 'shop_import_queue_staged')).toEqual({ '': 0 });
    expect(await samples(commerce, 'shop_import_queue_oldest_age_seconds')).toEqual({ '': 0 });
    // A batch whose finish never came (a crash between its chunks and its activation), an hour old.
    await shop.sql(
      `insert into commerce.import_batch (id, format, template, status, created_at)
       values (gen_random_uuid(), 'new', '{}', 'staged', now() - interval '1 hour')`,
    );
    expect(await samples(commerce, 'shop_import_queue_staged')).toEqual({ '': 1 });
    const age = (await samples(commerce, 'shop_import_queue_oldest_age_seconds'))[''];
    expect(age).toBeGreaterThanOrEqual(3600);
    expect(age).toBeLessThan(3600 + 120);
  });

  it("counts each browser that reported a remote's build failing, per build and its role", async () => {
    const gateway = shop.stack.metrics.gateways[0];
    const report = (buildId: string, address: string) =>
      shop
        .client({ 'x-forwarded-for': address })
        .post('/api/delivery/errors', { remote: 'storefront', buildId, kind: 'chunk', message: 'ChunkLoadError' });
    const build = 'a0a0a0a0a0a0a0a0a0a0';
    // The same browser twice (no bucket cookie: one address), then a second build.
    expect((await report(build, '203.0.113.7')).status).toBe(202);
    expect((await report(build, '203.0.113.7')).status).toBe(202);
    expect((await report('b1b1b1b1b1b1b1b1b1b1', '203.0.113.7')).status).toBe(202);
    expect(await samples(gateway, 'shop_remote_load_failures')).toEqual({
      [`build_id=${build},remote=storefront,role=other`]: 1,
      'build_id=b1b1b1b1b1b1b1b1b1b1,remote=storefront,role=other': 1,
    });
  });

  it('answers the seconds until each live deploy token with an expiry ends', async () => {
    const gateway = shop.stack.metrics.gateways[0];
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const token = await createToken(shop.admin, 'ci-metrics', ['storefront'], inThreeDays);
    await createToken(shop.admin, 'ci-forever', ['storefront']);
    const expiry = await samples(gateway, 'shop_deploy_token_expiry_seconds');
    expect(Object.keys(expiry)).toEqual([`name=ci-metrics,token_id=${token.id}`]);
    expect(expiry[`name=ci-metrics,token_id=${token.id}`]).toBeGreaterThan(3 * 86_400 - 120);
    expect(expiry[`name=ci-metrics,token_id=${token.id}`]).toBeLessThanOrEqual(3 * 86_400);
  });

  it("counts the response cache's misses and hits of public reads", async () => {
    const gateway = shop.stack.metrics.gateways[0];
    const before = await samples(gateway, 'response_cache_lookups_total');
    const guest = shop.client();
    expect((await guest.get('/api/game-categories')).status).toBe(200);
    expect((await guest.get('/api/game-categories')).status).toBe(200);
    const after = await samples(gateway, 'response_cache_lookups_total');
    const delta = (key: string) => (after[key] ?? 0) - (before[key] ?? 0);
    expect([delta('kind=rest,outcome=miss'), delta('kind=rest,outcome=hit')]).toEqual([1, 1]);
    expect((await samples(gateway, 'response_cache_bytes'))['']).toBeGreaterThan(0);
  });
});
