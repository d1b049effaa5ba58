import { Pool } from 'pg';
import { accountLine } from '../subgraphs/commerce/test/harness';
import { ledgerMismatches, purchaseLosses, type Sql } from './shop-invariants';
import { ApiClient, startStack, type Stack } from './stack';

/** What the battery does to the shop through the REST facade, as its users and its admin would. */

export const ADMIN = { email: 'admin@shop.test', password: 'admin-password-1' };
export const PASSWORD = 'battery-pass-1';

export interface Customer {
  client: ApiClient;
  id: number;
  username: string;
  email: string;
}

export async function signIn(url: string, email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(url);
  const answer = await client.post('/api/login', { email, password });
  if (answer.status !== 200)
    throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return client;
}

export const signInAdmin = (url: string) => signIn(url, ADMIN.email, ADMIN.password);

/** `count` customers signed up at once, each with its own session. */
export async function signUp(url: string, prefix: string, count: number): Promise<Customer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = new ApiClient(url);
      const username = `${prefix}${i}`;
      const email = `${username}@battery.test`;
      const answer = await client.post('/api/register', { username, email, password: PASSWORD });
      if (answer.status !== 201)
        throw new Error(`sign-up of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return { client, id: (answer.body as { id: number }).id, username, email };
    }),
  );
}

/** Sets a wallet's balance by an admin adjustment (one ledger entry), as the admin panel does. */
export async function fund(admin: ApiClient, customer: Customer, balance: string): Promise<void> {
  const answer = await admin.put(`/api/users/${customer.id}`, {
    username: customer.username,
    email: customer.email,
    balance,
    balanceReason: 'Battery funding',
  });
  if (answer.status !== 200 || answer.body.balance !== balance)
    throw new Error(`funding ${customer.username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The token of the newest verification link e-mailed to `email` (read from commerce's outbox). */
export async function verificationToken(sql: Sql, email: string): Promise<string> {
  const [mail] = await sql(
    `select body from commerce.email_outbox where to_address = ? and subject = 'Confirm your e-mail address' order by id desc limit 1`,
    [email],
  );
  const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(String(mail?.body ?? ''))?.[1];
  if (!token) throw new Error(`no verification e-mail to ${email}`);
  return token;
}

/** Verifies a customer's address the way they would: the link from the sign-up e-mail. */
export async function verifyAddress(sql: Sql, customer: Customer): Promise<void> {
  const answer = await customer.client.post('/api/verify-email', {
    token: await verificationToken(sql, customer.email),
  });
  if (answer.status !== 200)
    throw new Error(`verifying ${customer.email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** A new product sold from credential units, with `units` of them in stock. */
export async function unitProduct(admin: ApiClient, title: string, price: string, units = 0): Promise<number> {
  const created = await admin.post('/api/products', { title, price });
  if (created.status !== 201)
    throw new Error(`product ${title} not created: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as number;
  if (units > 0) await addUnits(admin, id, units);
  return id;
}

export async function addUnits(admin: ApiClient, productId: number, units: number): Promise<void> {
  const accounts = Array.from({ length: units }, () => accountLine()).join('\n');
  const answer = await admin.post(`/api/products/${productId}/bulk-stock`, { accounts });
  if (answer.status !== 200 || answer.body.addedCount !== units)
    throw new Error(`stock not added: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** SQL on the stack's database (commerce's schema is read for the invariants). */
export function database(databaseUrl: string): { sql: Sql; close(): Promise<void> } {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  // A restarted server ends idle connections: the pool drops them and opens new ones.
  pool.on('error', () => undefined);
  return {
    sql: async (text, params = []) => {
      let index = 0;
      const numbered = text.replace(/\?/g, () => `$${(index += 1)}`);
      return (await pool.query(numbered, params as unknown[])).rows;
    },
    close: () => pool.end(),
  };
}

/** Runs a request and measures how long its answer took. */
export async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

/** A real stack with its admin signed in and SQL on its database, for one test file. */
export interface OpenShop {
  stack: Stack;
  admin: ApiClient;
  db: ReturnType<typeof database>;
  close(): Promise<void>;
}

export async function openShop(): Promise<OpenShop> {
  const stack = await startStack();
  const db = database(stack.databaseUrl);
  const admin = await signInAdmin(stack.url);
  return {
    stack,
    admin,
    db,
    close: async () => {
      await db.close();
      await stack.close();
    },
  };
}

/** `count` customers signed up at once, each wallet funded to `balance`. */
export async function fundedCustomers(shop: OpenShop, prefix: string, count: number, balance: string) {
  const customers = await signUp(shop.stack.url, prefix, count);
  for (const customer of customers) await fund(shop.admin, customer, balance);
  return customers;
}

/** The invariants a warranty must keep: ledger equal to balances, no purchase loss on `unitProducts`. */
export async function expectMoneyAndStockIntact(shop: OpenShop, unitProducts: number[]): Promise<void> {
  expect(await ledgerMismatches(shop.db.sql)).toEqual([]);
  expect(await purchaseLosses(shop.db.sql, unitProducts)).toEqual({
    ordersWithoutUnit: 0,
    unitsSharingAnOrder: 0,
    ordersWithoutCharge: 0,
    chargesWithoutOrder: 0,
    chargesOffPrice: 0,
  });
}
