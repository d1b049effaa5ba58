import type { Pool } from 'pg';
import { type Shop, startShop } from '../../test-support/shop';
import { fakeBuild, publishAsAdmin } from '../../test-support/delivery';
import { startS3StandIn } from '../../test-support/s3-stand-in';
import { type Stack } from '../../test-support/stack';

// DELIVERY_STORE=s3: the registry keeps build files in an S3-compatible bucket instead of
// PostgreSQL; publish, serving and the integrity gate read them there.

let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let shop: Shop;
let stack: Stack;
let pool: Pool;

beforeAll(async () => {
  s3 = await startS3StandIn();
  shop = await startShop({
    gatewayEnv: {
      DELIVERY_STORE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'shop-builds',
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: 'stand-in-secret',
    },
  });
  stack = shop.stack;
  pool = shop.pool;
});

afterAll(async () => {
  await shop.close();
  await s3.close();
});

it('stores each file once by its sha256 in the bucket, serves it from there, and the integrity gate reads it', async () => {
  const { admin } = shop;
  const published = await publishAsAdmin(admin, 'storefront', fakeBuild('storefront', { marker: 'in the bucket' }));
  expect(published.status).toBe(201);
  const { buildId } = published.body as { buildId: string };
  const files = (
    await pool.query<{ files: Array<{ path: string; sha256: string }> }>(
      'select files from gateway.delivery_build where build_id = $1',
      [buildId],
    )
  ).rows[0].files;
  for (const file of files) expect(s3.objects.has(`/shop-builds/builds/${file.sha256}`)).toBe(true);
  expect((await pool.query('select count(*)::int as n from gateway.delivery_blob')).rows[0].n).toBe(0);
  expect(s3.refused).toEqual([]);

  const page = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/first-paint/home.html`);
  expect(await page.text()).toBe('<h1>in the bucket</h1>\n');

  const home = files.find((file) => file.path === 'first-paint/home.html')!;
  s3.objects.set(`/shop-builds/builds/${home.sha256}`, Buffer.from('changed in the bucket'));
  const refused = await admin.put('/api/delivery/remotes/storefront/active', { buildId, ifRevision: 0, reason: 'x' });
  expect(refused.status).toBe(422);
  expect(refused.body.gates).toEqual([
    { gate: 'integrity', problems: ['first-paint/home.html does not match its recorded hash'] },
  ]);
});

it('refuses to start with DELIVERY_STORE=s3 and no bucket', async () => {
  const { loadConfig } = await import('../src/config');
  expect(() =>
    loadConfig({ SESSION_SECRET: 'a-session-secret-of-16+', DELIVERY_STORE: 's3', S3_ENDPOINT: s3.endpoint }),
  ).toThrow(/DELIVERY_STORE=s3 needs S3_BUCKET/);
});
