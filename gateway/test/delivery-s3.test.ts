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

  const page = await fetch(`${stack.url}/mfe/storefront/b/${buildId}/pages/home.html`);
  expect(await page.text()).toBe('<h1>in the bucket</h1>\n');

  const home = files.find((file) => file.path === 'pages/home.html')!;
  s3.objects.set(`/shop-builds/builds/${home.sha256}`, Buffer.from('changed in the bucket'));
  const refused = await admin.put('/api/delivery/remotes/storefront/active', { buildId, ifRevision: 0, reason: 'x' });
  expect(refused.status).toBe(422);
  expect(refused.body.gates).toEqual([
    { gate: 'integrity', problems: ['pages/home.html does not match its recorded hash'] },
  ]);
});

it('refuses to start with DELIVERY_STORE=s3 and no bucket', async () => {
  const { loadConfig } = await import('../src/config');
  expect(() =>
    loadConfig({ SESSION_SECRET: 'a-session-secret-of-16+', DELIVERY_STORE: 's3', S3_ENDPOINT: s3.endpoint }),
  ).toThrow(/DELIVERY_STORE=s3 needs S3_BUCKET/);
});

describe('S3_ENDPOINT of the build store', () => {
  const S3_VARIABLES = {
    SESSION_SECRET: 'a-session-secret-of-16+',
    DATABASE_URL: 'postgres://x@h/db',
    DELIVERY_STORE: 's3',
    S3_BUCKET: 'shop-builds',
    S3_REGION: 'eu-test-1',
    S3_ACCESS_KEY_ID: 'AKIDSTANDIN',
    S3_SECRET_ACCESS_KEY: 'stand-in-secret',
  };

  it.each(['production', 'staging'])(
    'refuses http:// with NODE_ENV=%s: the gateway does not start',
    async (nodeEnv) => {
      const { loadConfig } = await import('../src/config');
      expect(() => loadConfig({ ...S3_VARIABLES, S3_ENDPOINT: 'http://minio:9000', NODE_ENV: nodeEnv })).toThrow(
        `S3_ENDPOINT is http:// with NODE_ENV=${nodeEnv}: build files and signed requests would cross the network in clear; use https:// (plain http is for development only)`,
      );
    },
  );

  it('takes https:// everywhere, and http:// in development and tests only', async () => {
    const { loadConfig } = await import('../src/config');
    const endpointOf = (env: Record<string, string>) => {
      const { deliveryStore } = loadConfig({ ...S3_VARIABLES, ...env });
      return deliveryStore.kind === 's3' ? deliveryStore.s3.endpoint : undefined;
    };
    expect(endpointOf({ S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', NODE_ENV: 'staging' })).toBe(
      'https://s3.eu-central-1.amazonaws.com',
    );
    for (const nodeEnv of ['development', 'test'])
      expect(endpointOf({ S3_ENDPOINT: 'http://127.0.0.1:9000', NODE_ENV: nodeEnv })).toBe('http://127.0.0.1:9000');
    expect(() => loadConfig({ ...S3_VARIABLES, S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT must be an https:\/\/ URL/,
    );
  });

  it('the store itself refuses an http:// endpoint when the process runs in production', async () => {
    const { S3BuildFileStore } = await import('../src/delivery/s3-build-file-store');
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(
        () =>
          new S3BuildFileStore({
            endpoint: 'http://minio:9000',
            bucket: 'b',
            region: 'r',
            credentials: { accessKeyId: 'a', secretAccessKey: 's' },
            prefix: 'builds/',
          }),
      ).toThrow(/S3_ENDPOINT is http:\/\/ with NODE_ENV=production: build files/);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});
