import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listen, type Identity, type SubgraphName } from '@shop/server-kit';
import { createApp as createCatalogApp } from '../../catalog/src/app';
import { createApp, type CommerceAppOptions } from '../src/app';
import { createStockServices } from '../src/context';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders } from '../../../test-support/identity';
import { ledgerMismatches } from '../../../test-support/shop-invariants';
import { passwordHashCost } from '../../../test-support/password-hash';

// Shared with the whole-shop tests, which import it from test-support.
export { accountLine } from '../../../test-support/account-line';

export interface GraphQLResult<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
  extensions?: Record<string, any>;
}

/** The union members' own fields: every refusal a purchase or deposit answers, with its `__typename`. */
export const REFUSAL_FIELDS =
  '__typename ... on Refusal { message ... on ProductRefusal { productId } ... on PriceChangedError { currentPrice } ... on InsufficientBalanceError { balance price shortBy } ... on DailyDepositLimitError { limit remaining } }';

export const ADMIN_EMAIL = 'admin@shop.test';
export const ADMIN_PASSWORD = 'admin-password-1';

const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;

/**
 * The real catalog subgraph (seeded with the demo catalogue, product ids 1..36) and commerce
 * against it, each on its own fresh database and an ephemeral port. Commerce starts without demo
 * units so each test sets up exactly the stock it needs.
 */
export async function startCommerce(options: Partial<CommerceAppOptions> = {}) {
  const catalog = await createCatalogApp({ databaseUrl: testDatabaseUrl('commerce_catalog'), seedDemo: true });
  const catalogServer = await listen(catalog.app, 0);
  const mailDir = mkdtempSync(path.join(tmpdir(), 'commerce-mail-'));
  const commerce = await createApp({
    databaseUrl: testDatabaseUrl('commerce'),
    catalogUrl: url(catalogServer),
    seedDemo: false,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    mailDir,
    startOutboxWorker: false,
    // Catalog's in-stock list is the gateway tests' (gateway/test/product-page.test.ts): here its
    // background reads would mix with the statements a test counts.
    startStockFeed: false,
    payments: { provider: 'test', limitsOff: process.env.RATE_LIMITS === 'off' },
    passwordHash: passwordHashCost(),
    ...options,
  });
  const commerceServer = await listen(commerce.app, 0);
  const commerceUrl = url(commerceServer);
  const catalogUrl = url(catalogServer);

  async function post<T>(
    target: string,
    query: string,
    variables: Record<string, unknown>,
    identity: Partial<Identity>,
  ): Promise<GraphQLResult<T>> {
    const response = await fetch(target, {
      method: 'POST',
      headers: identityHeaders(target === catalogUrl ? 'catalog' : 'commerce', identity),
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResult<T>;
  }

  const harness = {
    commerce,
    catalog,
    mailDir,
    catalogUrl,
    commerceUrl,
    /** Identity headers the gateway would send to that subgraph (commerce by default) for this identity. */
    identity: (identity: Partial<Identity>, audience: SubgraphName = 'commerce') => identityHeaders(audience, identity),
    /** Stock and account-data flag of a product as commerce answers them. */
    async stock(productId: number) {
      const result = await post<{ _entities: Array<{ stock: number; hasAccountData: boolean }> }>(
        commerceUrl,
        'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { stock hasAccountData } } }',
        { r: [{ __typename: 'Product', id: productId }] },
        {},
      );
      return result.data!._entities[0];
    },
    /** A GraphQL call to commerce as the gateway would send it for this identity (guest by default). */
    gql: <T = any>(query: string, variables: Record<string, unknown> = {}, identity: Partial<Identity> = {}) =>
      post<T>(commerceUrl, query, variables, identity),
    /** The id of the admin account the harness creates. */
    async adminId(): Promise<number> {
      const [row] = await harness.sql<{ id: number }>('select id from commerce.user where email = ?', [ADMIN_EMAIL]);
      return row.id;
    },
    /** Runs SQL on commerce's database. */
    sql: <T = any>(text: string, params: unknown[] = []) =>
      (commerce.orm.em.fork() as EntityManager).execute<T[]>(text, params),
    catalogSql: <T = any>(text: string, params: unknown[] = []) =>
      (catalog.orm.em.fork() as EntityManager).execute<T[]>(text, params),
    /** The inventory service as a request gets it (context.ts): waiting claims and alerts included. */
    inventory: () => createStockServices(commerce.orm.em.fork() as EntityManager, { catalogUrl }).inventory,

    async price(productId: number): Promise<string> {
      const result = await post<{ product: { price: string } }>(
        catalogUrl,
        'query($id:Int!){ product(id:$id){ price } }',
        { id: productId },
        {},
      );
      return result.data!.product.price;
    },

    async register(username: string, password = 'secret-pass-1') {
      const result = await harness.gql<{ register: { id: number } }>(
        'mutation($input: RegisterInput!){ register(input:$input){ id username email balance } }',
        { input: { username, email: `${username}@example.test`, password } },
      );
      if (!result.data) throw new Error(`register failed: ${JSON.stringify(result.errors)}`);
      return result.data.register.id;
    },

    async deposit(userId: number, amount: string, paymentMethod = 'credit_card') {
      return harness.gql(
        `mutation($input: DepositInput!){ deposit(input:$input){ ... on Payment { userId balance } ${REFUSAL_FIELDS} } }`,
        { input: { amount, paymentMethod } },
        { userId },
      );
    },

    placeOrder(userId: number | null, input: Record<string, unknown>) {
      return harness.gql(
        `mutation($input: PlaceOrderInput!){ placeOrder(input:$input){ ... on Order { id userId productId totalPrice status deliveryStatus deliveryMethod accountDelivered accountDetails orderDate product { id stock hasAccountData } } ${REFUSAL_FIELDS} } }`,
        { input },
        { userId },
      );
    },

    /** Users whose wallet differs from the sum of their ledger (must always be empty). */
    ledgerMismatches: () => ledgerMismatches(harness.sql),

    async balance(userId: number): Promise<string> {
      const [row] = await harness.sql<{ balance: string }>('select balance from commerce.wallet where user_id = ?', [
        userId,
      ]);
      return row.balance;
    },

    async close() {
      commerceServer.close();
      catalogServer.close();
      await commerce.close();
      await catalog.close();
    },
  };
  return harness;
}

export type Harness = Awaited<ReturnType<typeof startCommerce>>;

/** An `.eml` file's text as a reader sees it: quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
