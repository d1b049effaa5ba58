import { createSecretKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import {
  GATEWAY_EXTENSION,
  IDENTITY_HEADER,
  SESSION_EXTENSION,
  signGatewayNotice,
  signIdentity,
  signServiceIdentity,
  signSessionChange,
  signingKey,
  type Party,
  type SubgraphName,
  verifyingKey,
} from '../packages/server-kit/src';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery item 8 (trust between services): each subgraph, reached directly on its own port,
// refuses every token that is not the gateway's for that very subgraph or a trusted sibling's
// scoped service token; a compromised catalog or support cannot act as admin in commerce; a login
// grant or access notice from any subgraph but commerce is ignored by the gateway.
jest.setTimeout(120_000);

const SUBGRAPHS: SubgraphName[] = ['catalog', 'commerce', 'support'];
const otherThan = (name: SubgraphName) => SUBGRAPHS.find((other) => other !== name)!;

async function callDirect(
  url: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { [IDENTITY_HEADER]: token }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: any;
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
  } | null;
  return { status: response.status, body };
}

/** A JWT with `alg: none`, the oldest trick against careless verifiers. */
function unsigned(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

/** A token with the gateway's claims for a signed-in admin, signed however the attacker can. */
function craft(
  key: KeyObject,
  options: jwt.SignOptions,
  claims: Record<string, unknown> = { uid: 1, adm: true, rea: true },
) {
  return jwt.sign(claims, key, { expiresIn: 60, ...options });
}

describe('trust between services', () => {
  let shop: Shop;
  let stack: Stack;
  let adminId: number;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    const admin = shop.admin;
    adminId = (await admin.get('/api/user')).body.id;
  });

  afterAll(async () => {
    await shop.close();
  });

  it("each subgraph, reached directly, refuses missing, forged, expired and wrong-audience tokens and accepts the gateway's own", async () => {
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    let refused = 0;
    let attempts = 0;
    let accepted = 0;
    for (const name of SUBGRAPHS) {
      const url = stack.subgraphUrls[name];
      const gatewayKey = signingKey('gateway');
      const bad: Record<string, string | undefined> = {
        missing: undefined,
        garbage: 'not-a-token',
        'wrong signature (a key of its own)': craft(stranger, {
          algorithm: 'ES256',
          issuer: 'gateway',
          audience: name,
        }),
        'alg none': unsigned({
          uid: adminId,
          adm: true,
          iss: 'gateway',
          aud: name,
          exp: Math.floor(Date.now() / 1000) + 60,
        }),
        'HS256 keyed with the gateway public key': craft(
          createSecretKey(Buffer.from(verifyingKey('gateway').export({ type: 'spki', format: 'pem' }))),
          { algorithm: 'HS256', issuer: 'gateway', audience: name },
        ),
        expired: jwt.sign({ uid: adminId, adm: true, exp: Math.floor(Date.now() / 1000) - 5 }, gatewayKey, {
          algorithm: 'ES256',
          issuer: 'gateway',
          audience: name,
        }),
        'wrong audience (made for another subgraph)': signIdentity({ userId: adminId, isAdmin: true }, otherThan(name)),
        'old shared audience': craft(gatewayKey, { algorithm: 'ES256', issuer: 'gateway', audience: 'shop-subgraphs' }),
      };
      for (const [kind, token] of Object.entries(bad)) {
        attempts += 1;
        const result = await callDirect(url, token, '{ __typename }');
        if (result.status === 401) refused += 1;
        else throw new Error(`${name} accepted a ${kind} token: ${result.status} ${JSON.stringify(result.body)}`);
      }
      const good = await callDirect(url, signIdentity({ userId: null, isAdmin: false }, name), '{ __typename }');
      if (good.status === 200 && good.body?.data?.__typename === 'Query') accepted += 1;
    }
    figure('service trust: bad tokens refused by subgraphs reached directly', `${refused}/${attempts}`);
    figure("service trust: the gateway's own tokens accepted", `${accepted}/${SUBGRAPHS.length}`);
    expect(refused).toBe(attempts);
    expect(accepted).toBe(SUBGRAPHS.length);
  });

  it('a compromised catalog or support cannot act as admin in commerce', async () => {
    const commerce = stack.subgraphUrls.commerce;
    const ADMIN_QUERY = '{ adminUsers { total } }';
    const asGateway = await callDirect(
      commerce,
      signIdentity({ userId: adminId, isAdmin: true }, 'commerce'),
      ADMIN_QUERY,
    );
    expect(asGateway.body?.data?.adminUsers.total).toBeGreaterThan(0); // the query does need admin rights, and a real admin has them

    const attempts: Array<[string, string, (result: Awaited<ReturnType<typeof callDirect>>) => boolean]> = [
      [
        'catalog-signed admin identity',
        craft(
          signingKey('catalog'),
          { algorithm: 'ES256', issuer: 'catalog', audience: 'commerce' },
          { uid: adminId, adm: true },
        ),
        (r) => r.status === 401,
      ],
      [
        'catalog key posing as the gateway',
        craft(
          signingKey('catalog'),
          { algorithm: 'ES256', issuer: 'gateway', audience: 'commerce' },
          { uid: adminId, adm: true },
        ),
        (r) => r.status === 401,
      ],
      [
        'catalog key posing as support',
        craft(
          signingKey('catalog'),
          { algorithm: 'ES256', issuer: 'support', audience: 'commerce' },
          { scp: ['commerce:read-order-owner'] },
        ),
        (r) => r.status === 401,
      ],
      [
        'support key with an admin claim',
        craft(
          signingKey('support'),
          { algorithm: 'ES256', issuer: 'support', audience: 'commerce' },
          { uid: adminId, adm: true, scp: ['commerce:read-order-owner', 'admin'] },
        ),
        (r) => r.status === 200 && /UNAUTHENTICATED|FORBIDDEN/.test(r.body?.errors?.[0]?.extensions?.code ?? ''),
      ],
    ];
    let refused = 0;
    for (const [kind, token, isRefused] of attempts) {
      const result = await callDirect(commerce, token, ADMIN_QUERY);
      if (isRefused(result) && !result.body?.data?.adminUsers) refused += 1;
      else throw new Error(`commerce let ${kind} through: ${result.status} ${JSON.stringify(result.body)}`);
    }
    figure(
      'service trust: forged admin tokens from a compromised catalog or support refused by commerce',
      `${refused}/${attempts.length}`,
    );
    expect(refused).toBe(attempts.length);
  });

  it('service tokens carry one scope each: support reads an order owner but cannot queue mail without that scope; no person reaches service fields', async () => {
    const commerce = stack.subgraphUrls.commerce;
    const OWNER = '{ serviceOrderOwner(orderId: 1) }';
    const QUEUE = 'mutation { queueTicketReplyEmail(userId: 1, ticketId: 1, subject: "x") }';
    const owner = await callDirect(
      commerce,
      signServiceIdentity('support', 'commerce', ['commerce:read-order-owner']),
      OWNER,
    );
    expect(owner.body?.errors).toBeUndefined();
    const queue = await callDirect(
      commerce,
      signServiceIdentity('support', 'commerce', ['commerce:read-order-owner']),
      QUEUE,
    );
    expect(queue.body?.errors?.[0]).toMatchObject({ message: 'Services only.', extensions: { code: 'FORBIDDEN' } });
    const adminAsPerson = await callDirect(
      commerce,
      signIdentity({ userId: adminId, isAdmin: true }, 'commerce'),
      OWNER,
    );
    expect(adminAsPerson.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(() => signServiceIdentity('catalog', 'commerce', ['commerce:read-order-owner'])).toThrow();
    // The sweep's question (which claim files a claim names) takes its own scope, and no person's token.
    const FILES = '{ serviceClaimFilesInUse(ids: [1, 2]) }';
    const files = await callDirect(
      commerce,
      signServiceIdentity('support', 'commerce', ['commerce:read-claim-files']),
      FILES,
    );
    expect(files.body?.errors).toBeUndefined();
    expect(files.body?.data?.serviceClaimFilesInUse).toEqual(expect.any(Array));
    for (const token of [
      signServiceIdentity('support', 'commerce', ['commerce:read-order-owner']),
      signIdentity({ userId: adminId, isAdmin: true }, 'commerce'),
    ])
      expect((await callDirect(commerce, token, FILES)).body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const catalog = stack.subgraphUrls.catalog;
    const IMPORT = 'mutation { withdrawImportBatch(batchId: "00000000-0000-0000-0000-000000000000") }';
    const reader = await callDirect(
      catalog,
      signServiceIdentity('commerce', 'catalog', ['catalog:read-products']),
      IMPORT,
    );
    expect(reader.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const adminImport = await callDirect(catalog, signIdentity({ userId: adminId, isAdmin: true }, 'catalog'), IMPORT);
    expect(adminImport.body?.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const importer = await callDirect(
      catalog,
      signServiceIdentity('commerce', 'catalog', ['catalog:import-products']),
      IMPORT,
    );
    expect(importer.body).toEqual({ data: { withdrawImportBatch: 0 } });
    const CREATE = 'mutation { createProduct(input: { title: "x", price: "1" }) { id } }';
    const serviceAsAdmin = await callDirect(
      catalog,
      signServiceIdentity('commerce', 'catalog', ['catalog:import-products']),
      CREATE,
    );
    expect(serviceAsAdmin.body?.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });
});

/**
 * The gateway in front of a compromised catalog: a proxy that forwards every call and adds a
 * login grant for the admin and an access notice promoting the caller, signed with catalog's own
 * key, or with catalog's key under commerce's name.
 */
describe('grants from a subgraph other than commerce', () => {
  let shop: Shop;
  let stack: Stack;
  let proxy: http.Server;
  let injected = 0;
  let adminId = 0;
  let victimId = 0;
  let forgedIssuer: Party = 'catalog';

  beforeAll(async () => {
    shop = await startShop({
      // Every read must reach the (compromised) catalog: the response cache would answer repeats from memory.
      gatewayEnv: { RESPONSE_CACHE: 'off' },
      gatewayRoute: async (name, url) => {
        if (name !== 'catalog') return url;
        proxy = http.createServer(async (req, res) => {
          const chunks: Buffer[] = [];
          for await (const chunk of req) chunks.push(chunk as Buffer);
          const upstream = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [IDENTITY_HEADER]: String(req.headers[IDENTITY_HEADER] ?? ''),
            },
            body: Buffer.concat(chunks),
          });
          const body = (await upstream.json()) as { extensions?: Record<string, unknown> };
          if (adminId) {
            const login = { action: 'login', userId: adminId, isAdmin: true, rightsVersion: 1 } as const;
            const access = { access: [{ userId: victimId, isAdmin: true, active: true }] };
            body.extensions = {
              ...body.extensions,
              ...(forgedIssuer === 'catalog'
                ? {
                    [SESSION_EXTENSION]: signSessionChange(login, 'catalog'),
                    [GATEWAY_EXTENSION]: signGatewayNotice(access, 'catalog'),
                  }
                : {
                    [SESSION_EXTENSION]: jwt.sign({ change: login }, signingKey('catalog'), {
                      algorithm: 'ES256',
                      expiresIn: 30,
                      issuer: 'commerce',
                      audience: 'gateway#session',
                    }),
                    [GATEWAY_EXTENSION]: jwt.sign({ notice: access }, signingKey('catalog'), {
                      algorithm: 'ES256',
                      expiresIn: 30,
                      issuer: 'commerce',
                      audience: 'gateway#notice',
                    }),
                  }),
            };
            injected += 1;
          }
          res.writeHead(upstream.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        });
        await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
        return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/graphql`;
      },
    });
    stack = shop.stack;
    const admin = new ApiClient(stack.url);
    expect((await admin.post('/api/login', { email: 'admin@shop.test', password: 'admin-password-1' })).status).toBe(
      200,
    );
    adminId = (await admin.get('/api/user')).body.id;
  });

  afterAll(async () => {
    await shop.close();
    proxy.close();
  });

  it('the gateway ignores login grants and access notices that come from catalog, however they are signed', async () => {
    let ignored = 0;
    let tries = 0;
    for (const issuer of ['catalog', 'commerce'] as Party[]) {
      forgedIssuer = issuer;
      const guest = new ApiClient(stack.url);
      const customer = new ApiClient(stack.url);
      const name = `victim${issuer}${process.pid}`;
      expect(
        (
          await customer.post('/api/register', {
            username: name,
            email: `${name}@shop.test`,
            password: 'victim-password-1',
          })
        ).status,
      ).toBe(201);
      victimId = (await customer.get('/api/user')).body.id;

      const before = injected;
      expect((await guest.get('/api/products')).status).toBe(200);
      expect((await customer.get('/api/products')).status).toBe(200);
      expect(injected).toBeGreaterThan(before); // the compromised catalog did answer with its grants

      tries += 2;
      if ((await guest.get('/api/user')).status === 401) ignored += 1;
      const me = await customer.get('/api/user');
      const users = await customer.get('/api/users');
      if (me.body.id === victimId && me.body.isAdmin === false && users.status === 403) ignored += 1;
    }
    figure(
      'service trust: login grants and access notices from a non-commerce subgraph ignored',
      `${ignored}/${tries}`,
    );
    expect(ignored).toBe(tries);
  });
});
