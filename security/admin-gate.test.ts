import { facadeRoutes } from '../test-support/facade-routes';
import { ApiClient, type Stack } from '../test-support/stack';
import { figure } from './figure';
import { type Shop, signUp, startShop } from '../test-support/shop';

// Every admin route refuses a guest (401) and a customer (403) before it looks at what was sent:
// an empty body, a malformed JSON body, ids that are not ids and query values that are not numbers
// must never earn a 400 that tells an outsider which field the route wants. The admin routes are
// every route of the facade's router (test-support/facade-routes.ts) but the public and customer
// routes listed below, so a new route is treated as admin until someone lists it here.
jest.setTimeout(120_000);

/** The routes a guest or a customer may call (docs/api.md, docs/spec/ §7); every other facade route is admin. */
const NOT_ADMIN = new Set([
  'GET /csrf-token',
  'GET /user',
  'POST /register',
  'POST /login',
  'POST /logout',
  'POST /verify-email',
  'POST /user/verify-email',
  'POST /login/second-factor',
  'GET /account/security',
  'POST /account/totp',
  'POST /account/totp/confirm',
  'DELETE /account/totp',
  'POST /account/recovery-codes',
  'POST /account/passkeys/options',
  'POST /account/passkeys',
  'DELETE /account/passkeys/:id',
  'GET /account/api-keys',
  'POST /account/api-keys',
  'POST /account/api-keys/:id/roll',
  'DELETE /account/api-keys/:id',
  'POST /login/passkey/options',
  'POST /login/passkey',
  'GET /products/all',
  'GET /products',
  'GET /products/detail/:id',
  'GET /products/:gameSlug',
  'GET /game-categories',
  'GET /card-design/:gameSlug',
  'GET /card-design',
  'GET /servers',
  'GET /wallet/:userId',
  'GET /wallet/deposit-limits',
  'POST /wallet/deposit',
  'GET /transactions/:userId',
  'POST /orders',
  'POST /orders/checkout',
  'GET /orders/user/:userId',
  'GET /notifications',
  'GET /trade-notifications/recent',
  'GET /trust',
  'GET /tickets',
  'GET /tickets/status/:status',
  'GET /tickets/attachments/:id',
  'GET /tickets/:id',
  'GET /tickets/:id/messages',
  'POST /tickets',
  'POST /tickets/:id/messages',
  'PUT /tickets/:id',
  'POST /orders/:id/claims',
  'GET /claims',
  'GET /claims/:id',
  'GET /claims/attachments/:id',
  'POST /orders/:id/claims/attachments',
  'POST /alerts',
  'GET /alerts',
  'DELETE /alerts/:id',
]);

/** Query values no admin list accepts (`queryInt` answers 400 to them). */
const BAD_QUERY = '?page=x&pageSize=x&limit=x&offset=x&status=nope&search=';

type Attempt = {
  label: string;
  send(client: ApiClient, method: string, path: string): Promise<{ status: number; body: any }>;
};

const ATTEMPTS: Attempt[] = [
  {
    label: 'empty body',
    send: (client, method, path) => client.request(method, path, method === 'GET' ? undefined : {}),
  },
  {
    label: 'malformed JSON',
    send: (client, method, path) =>
      method === 'GET'
        ? client.request(method, `${path}${BAD_QUERY}`)
        : client.form(method, path, { body: Buffer.from('{"basePrice": '), contentType: 'application/json' }),
  },
  {
    label: 'wrong types',
    send: (client, method, path) =>
      client.request(
        method,
        `${path}${BAD_QUERY}`,
        method === 'GET' ? undefined : { accounts: 7, basePrice: 'free', productIds: 'all', isAdmin: 'maybe' },
      ),
  },
];

/** Two paths per route: ids that are no ids (`x`), and plausible ids (`1`). */
const concrete = (path: string) => [path.replace(/:[A-Za-z]+/g, 'x'), path.replace(/:[A-Za-z]+/g, '1')];

describe('admin routes refuse guests and customers before reading the request', () => {
  let shop: Shop;
  let stack: Stack;
  let customer: ApiClient;
  let guest: ApiClient;
  const routes = facadeRoutes();
  const admin = routes.filter(({ method, path }) => !NOT_ADMIN.has(`${method} ${path}`));

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    [{ client: customer }] = await signUp(stack.url, 'gated', 1);
    guest = new ApiClient(stack.url);
  });

  afterAll(async () => {
    await shop.close();
  });

  it('knows the admin routes: every facade route is listed here as public or customer, or is admin', () => {
    expect(admin.length).toBeGreaterThanOrEqual(35);
    for (const path of [
      '/products/bulk-import-new',
      '/users/:id/admin',
      '/admin/products/export-accounts',
      '/game-categories/:id',
    ]) {
      expect(admin.map((route) => route.path)).toContain(path);
    }
  });

  it('answers 401 to a guest and 403 to a customer on every admin route, never 400, whatever the body', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { method, path } of admin) {
      for (const target of concrete(path)) {
        for (const attempt of ATTEMPTS) {
          for (const [who, client, expected] of [
            ['guest', guest, 401],
            ['customer', customer, 403],
          ] as const) {
            const answer = await attempt.send(client, method, `/api${target}`);
            checked += 1;
            if (answer.status !== expected)
              failures.push(
                `${who} ${method} ${target} (${attempt.label}): ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
              );
          }
        }
      }
    }
    figure(
      'admin gate: admin REST requests refused with 401 (guest) / 403 (customer) before the body',
      `${checked - failures.length} of ${checked} (${admin.length} routes)`,
    );
    expect(failures).toEqual([]);
  });

  it('leaves the public and customer routes to themselves: no admin refusal there', async () => {
    const refused: string[] = [];
    for (const { method, path } of routes.filter(({ method, path }) => NOT_ADMIN.has(`${method} ${path}`))) {
      if (method === 'POST' && ['/logout', '/login', '/register'].includes(path)) continue; // would end or change the session
      const answer = await customer.request(
        method,
        `/api${path.replace(/:[A-Za-z]+/g, '1')}`,
        method === 'GET' ? undefined : {},
      );
      if (answer.body?.message === 'Admins only.') refused.push(`${method} ${path}`);
    }
    expect(refused).toEqual([]);
    expect((await customer.get('/api/user')).status).toBe(200);
  });
});
