import { type Shop, signUp, startShop } from '../../test-support/shop';
import { facadeRoutes } from '../../test-support/facade-routes';
import { validate } from '../../test-support/json-schema';
import { ApiClient, type Stack } from '../../test-support/stack';
import { openApiDocument, openApiPath } from '../src/rest/openapi';
import { STRIPE_WEBHOOK_PATH } from '../src/rest/payments.routes';
import { DELIVERY_ROUTES } from '../src/rest/delivery-registry';
import { V1_ROUTES } from '../src/rest/v1/registry';
import { ROUTE_LIST, ROUTES } from '../src/rest/registry';

// The OpenAPI document at /api/openapi.json is generated from the route registry; these checks
// keep it from drifting from the code: every route the express router serves is declared and
// documented with its request and answers, the document is well-formed OpenAPI 3.1, and real
// answers of the running shop validate against the documented answer schemas.

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}
type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

// The release registry's routes and the reseller API's (/api/v1) are served outside the facade's
// router (delivery/delivery.routes.ts, rest/v1/) but documented with it.
const doc = JSON.parse(JSON.stringify(openApiDocument({ ...ROUTES, ...DELIVERY_ROUTES, ...V1_ROUTES }))) as Doc;
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operation(method: string, expressPath: string): Operation {
  const found = doc.paths[openApiPath(expressPath)]?.[method.toLowerCase()];
  if (!found) throw new Error(`${key(method, expressPath)} is not in the document`);
  return found;
}

/** The documented schema of an answer (status as a number, JSON content). */
function answerSchema(method: string, expressPath: string, status: number) {
  const schema = operation(method, expressPath).responses[String(status)]?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${key(method, expressPath)} documents no JSON answer for ${status}`);
  return schema as Record<string, unknown>;
}

describe('the route registry and the express router', () => {
  const served = facadeRoutes();

  it('declares every route the facade serves, and the facade serves every declared route', () => {
    const declared = new Set(ROUTE_LIST.map((route) => key(route.method, route.path)));
    const servedKeys = new Set(served.map((route) => key(route.method, route.path)));
    expect(served.length).toBeGreaterThanOrEqual(55);
    expect([...servedKeys].filter((route) => !declared.has(route))).toEqual([]);
    // The payment webhook is mounted before the sessions, outside the facade's router (app.ts).
    expect([...declared].filter((route) => !servedKeys.has(route))).toEqual([key('post', STRIPE_WEBHOOK_PATH)]);
    expect(declared.size).toBe(ROUTE_LIST.length);
  });
});

describe('the OpenAPI document', () => {
  it('documents every served route with its path params, query, body and success answer', () => {
    const problems: string[] = [];
    for (const { method, path } of [...facadeRoutes(), { method: 'POST', path: STRIPE_WEBHOOK_PATH }]) {
      const route = ROUTE_LIST.find((candidate) => key(candidate.method, candidate.path) === key(method, path))!;
      const op = operation(method, path);
      const parameters = op.parameters ?? [];
      for (const name of pathParams(path)) {
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
        if (!parameter?.required || !parameter.schema) problems.push(`${key(method, path)}: path param ${name}`);
      }
      if (pathParams(path).length && !route.params) problems.push(`${key(method, path)}: no params schema`);
      for (const name of Object.keys(route.query?.shape ?? {})) {
        if (!parameters.some((p) => p.in === 'query' && p.name === name))
          problems.push(`${key(method, path)}: query ${name}`);
      }
      if (route.body && !op.requestBody?.content['application/json']?.schema)
        problems.push(`${key(method, path)}: JSON body`);
      if (route.form && !op.requestBody?.content['multipart/form-data']?.schema)
        problems.push(`${key(method, path)}: multipart form`);
      // Every write but the session ones and the row-less actions reads a body.
      const success = Object.entries(op.responses).filter(([status]) => /^2\d\d$/.test(status));
      if (!success.length || !success.every(([, answer]) => Object.values(answer.content ?? {})[0]?.schema))
        problems.push(`${key(method, path)}: success answer shape`);
      if (route.access !== 'public' && !(op.responses['401'] && op.responses['403']))
        problems.push(`${key(method, path)}: 401/403 answers`);
    }
    expect(problems).toEqual([]);
  });

  it('documents the bodies the routes read: fields of the JSON body and the query', () => {
    const order = operation('POST', '/orders').requestBody!.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(order.properties)).toEqual(['productId', 'expectedPrice', 'deliveryMethod']);
    expect(order.required).toEqual(['productId']);
    const ticket = operation('POST', '/tickets').requestBody!.content;
    expect(Object.keys(ticket).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(
      (ticket['multipart/form-data'].schema as { properties: Record<string, { format?: string }> }).properties
        .attachment.format,
    ).toBe('binary');
    const users = operation('GET', '/users').parameters!.map((p) => `${p.in} ${p.name}`);
    expect(users).toEqual(['query pageSize', 'query search', 'query status', 'query page']);
  });

  it('is well-formed OpenAPI 3.1: paths, parameters, unique operation ids, answers, resolvable $refs', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!/^\/api\/[A-Za-z0-9/{}_-]*$/.test(path)) problems.push(`bad path ${path}`);
      const templated = [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]).sort();
      for (const [method, op] of Object.entries(item)) {
        if (!METHODS.includes(method)) problems.push(`${path}: method ${method}`);
        if (!op.operationId || ids.has(op.operationId)) problems.push(`${path}: operationId ${op.operationId}`);
        ids.add(op.operationId ?? '');
        if (!op.summary || !op.tags?.length) problems.push(`${method} ${path}: summary and tag`);
        const inPath = (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        if (JSON.stringify(inPath) !== JSON.stringify(templated)) problems.push(`${method} ${path}: path params`);
        for (const p of op.parameters ?? []) {
          if (!['path', 'query', 'header', 'cookie'].includes(p.in)) problems.push(`${method} ${path}: in ${p.in}`);
        }
        if (!Object.keys(op.responses).length) problems.push(`${method} ${path}: no answers`);
        for (const [status, answer] of Object.entries(op.responses)) {
          if (!/^[1-5]\d\d$/.test(status) || !answer.description) problems.push(`${method} ${path}: answer ${status}`);
        }
      }
    }
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      const target = ref.slice(8, -1);
      const name = target.replace('#/components/schemas/', '');
      if (!target.startsWith('#/components/schemas/') || !doc.components.schemas[name]) problems.push(`${ref}`);
    }
    expect(problems).toEqual([]);
  });

  it('has answer schemas strict enough to catch a drifted answer', () => {
    const schema = answerSchema('GET', '/products/detail/:id', 200);
    const { price: _price, ...withoutPrice } = { price: '1.00', id: 1 };
    expect(validate(doc, schema, withoutPrice).join('\n')).toMatch(/\$\.price: required but missing/);
    expect(
      validate(doc, answerSchema('GET', '/wallet/:userId', 200), { userId: 1, balance: 10, onHold: false }),
    ).toEqual(
      expect.arrayContaining(['$.balance: expected string, got integer', '$.holdReason: required but missing']),
    );
  });
});

describe('the document against the running shop', () => {
  let shop: Shop;
  let stack: Stack;
  let guest: ApiClient;
  let customer: ApiClient;
  let admin: ApiClient;
  let userId: number;

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    guest = new ApiClient(stack.url);
    const [signedUp] = await signUp(stack.url, 'openapi', 1);
    [customer, userId] = [signedUp.client, signedUp.id];
    admin = shop.admin;
  });

  afterAll(async () => {
    await shop.close();
  });

  it('serves the generated document at /api/openapi.json, public and revalidated', async () => {
    const answer = await guest.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.body).toEqual(doc);
  });

  it('serves a readable reference page at /api/docs from this origin only', async () => {
    const page = await guest.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const assets = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']),
    );
    for (const asset of assets) {
      expect(asset.startsWith('/api/docs/')).toBe(true);
      const response = await fetch(`${stack.url}${asset}`);
      expect({ asset, status: response.status }).toEqual({ asset, status: 200 });
    }
    expect(await (await fetch(`${stack.url}/api/docs/init.js`)).text()).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${stack.url}/api/docs/package.json`)).status).toBe(404);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/unsafe-eval|https:\/\/(?!.*img-src)/);
  });

  /** Reads a route's answer and checks it against the document's schema for that route and status. */
  async function conforms(
    client: ApiClient,
    method: string,
    path: string,
    concrete: string,
    body?: unknown,
  ): Promise<any> {
    const answer = await client.request(method, `/api${concrete}`, body);
    expect({ route: key(method, path), status: answer.status }).toEqual({
      route: key(method, path),
      status: expect.any(Number),
    });
    const problems = validate(doc, answerSchema(method, path, answer.status), answer.body);
    expect({ route: key(method, path), problems }).toEqual({ route: key(method, path), problems: [] });
    return answer.body;
  }

  /** GET each route (a documented path that is its own URL, or `[documented path, URL]`) and check its answer. */
  async function readsConform(client: ApiClient, reads: (string | [string, string])[]) {
    for (const read of reads) {
      const [path, concrete] = typeof read === 'string' ? [read, read] : read;
      await conforms(client, 'GET', path, concrete);
    }
  }

  it('answers the storefront reads as documented', async () => {
    const products = await conforms(guest, 'GET', '/products', '/products');
    expect(products.length).toBeGreaterThan(0);
    await readsConform(guest, [
      '/products/all',
      ['/products/detail/:id', `/products/detail/${products[0].id}`],
      ['/products/:gameSlug', '/products/lol?server=EUW'],
      '/game-categories',
      ['/card-design', '/card-design?gameSlug=lol'],
      '/servers',
      '/notifications',
      '/wallet/deposit-limits',
      '/trade-notifications/recent',
    ]);
    const refused = await conforms(guest, 'GET', '/products/detail/:id', '/products/detail/x');
    expect(refused.message).toBe('Invalid product id.');
  });

  it("answers a customer's account, wallet, order and ticket as documented", async () => {
    await conforms(customer, 'GET', '/user', '/user');
    await conforms(customer, 'POST', '/wallet/deposit', '/wallet/deposit', { amount: '100.00' });
    await conforms(customer, 'GET', '/wallet/:userId', `/wallet/${userId}`);
    const [product] = (await guest.get('/api/products')).body as Array<{ id: number; price: string }>;
    const order = await conforms(customer, 'POST', '/orders', '/orders', {
      productId: product.id,
      expectedPrice: product.price,
    });
    expect(order.productId).toBe(product.id);
    await conforms(customer, 'GET', '/orders/user/:userId', `/orders/user/${userId}`);
    await conforms(customer, 'GET', '/transactions/:userId', `/transactions/${userId}`);
    const ticket = await conforms(customer, 'POST', '/tickets', '/tickets', {
      subject: 'About my order',
      message: 'Hello',
      orderId: order.id,
    });
    await conforms(customer, 'POST', '/tickets/:id/messages', `/tickets/${ticket.id}/messages`, { message: 'More' });
    await conforms(customer, 'GET', '/tickets', '/tickets');
    await conforms(customer, 'GET', '/tickets/:id/messages', `/tickets/${ticket.id}/messages`);
  });

  it("answers the admin's reads as documented", async () => {
    await conforms(admin, 'GET', '/users', '/users?pageSize=5');
    await conforms(admin, 'GET', '/users/:id', `/users/${userId}`);
    const orders = await conforms(admin, 'GET', '/orders', '/orders');
    expect(orders.length).toBeGreaterThan(0);
    await readsConform(admin, [
      ['/orders/:id', `/orders/${orders[0].id}`],
      ['/users/:id/activity', `/users/${userId}/activity`],
      '/notifications/admin',
      '/admin/import-batches',
      ['/admin/audit', '/admin/audit?limit=5'],
      ['/products/:id/units', '/products/1/units'],
    ]);
    const forbidden = await conforms(customer, 'GET', '/users', '/users');
    expect(forbidden.code).toBe('FORBIDDEN');
  });
});
