import { Pool } from 'pg';
import { accountLine } from './account-line';
import { ledgerMismatches, purchaseLosses, type Sql } from './shop-invariants';
import { ApiClient, startStack, type Stack, type StackOptions } from './stack';

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

/**
 * The acting admin's step-up (`POST /api/admin/reauth`, good for 5 minutes): a change of rights, a
 * password or an e-mail needs it (issue 34), as the export does. Throws on any answer but 200.
 */
export async function stepUp(admin: ApiClient, password = ADMIN.password): Promise<void> {
  const answer = await admin.post('/api/admin/reauth', { password });
  if (answer.status !== 200) throw new Error(`step-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Signs `username` up through `client` (its address and cookie jar), as `username@<domain>`;
 * throws on any answer but 201. Answers the new user's id and e-mail.
 */
export async function register(
  client: ApiClient,
  username: string,
  password = PASSWORD,
  domain = 'battery.test',
): Promise<{ id: number; email: string }> {
  const email = `${username}@${domain}`;
  const answer = await client.post('/api/register', { username, email, password });
  if (answer.status !== 201)
    throw new Error(`sign-up of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: (answer.body as { id: number }).id, email };
}

/** `count` customers signed up at once, each with its own session. */
export async function signUp(url: string, prefix: string, count: number): Promise<Customer[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = new ApiClient(url);
      const username = `${prefix}${i}`;
      const { id, email } = await register(client, username);
      return { client, id, username, email };
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

/** SQL with `?` placeholders on `pool`, answering the rows. */
function poolSql(pool: Pool): Sql {
  return async (text, params = []) => {
    let index = 0;
    const numbered = text.replace(/\?/g, () => `$${(index += 1)}`);
    return (await pool.query(numbered, params as unknown[])).rows;
  };
}

/** SQL on a database of the test's own (a `Shop` has `sql` on its stack's). */
export function database(databaseUrl: string): { sql: Sql; close(): Promise<void> } {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  // A restarted server ends idle connections: the pool drops them and opens new ones.
  pool.on('error', () => undefined);
  return { sql: poolSql(pool), close: () => pool.end() };
}

/** Runs a request and measures how long its answer took. */
export async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

/**
 * The whole shop for one test file: the real stack (every `StackOptions` passes through), its
 * admin signed in, SQL on its database, and the helpers above bound to it. `close()` closes all
 * of it. Every whole-shop integration test starts here.
 */
export interface Shop {
  stack: Stack;
  /** The gateway's URL (the first replica's). */
  url: string;
  /** The seeded admin, signed in on `url` (unless `signInAdmin: false`). */
  admin: ApiClient;
  /** SQL with `?` placeholders on the stack's database, as its owner; answers the rows. */
  sql: Sql;
  /** The pool under `sql`, for `$1` queries and transactions (opens connections only when used). */
  pool: Pool;
  /** A new browser (its own cookie jar) on `url`. */
  client(headers?: Record<string, string>): ApiClient;
  /** `count` customers signed up at once (`signUp`). */
  signUp(prefix: string, count: number): Promise<Customer[]>;
  /** Sets a customer's wallet balance as the admin (`fund`). */
  fund(customer: Customer, balance: string): Promise<void>;
  /** `count` customers signed up, each wallet funded to `balance`. */
  fundedCustomers(prefix: string, count: number, balance: string): Promise<Customer[]>;
  /** A new product with `units` credential units in stock, made by the admin (`unitProduct`). */
  unitProduct(title: string, price: string, units?: number): Promise<number>;
  /** Adds `units` credential units to a product as the admin (`addUnits`). */
  addUnits(productId: number, units: number): Promise<void>;
  close(): Promise<void>;
}

export interface ShopOptions extends StackOptions {
  /**
   * false: no admin signs in at the start (`shop.admin` then throws), for a test that counts
   * what one address does from the first request on (the per-address session throttle).
   */
  signInAdmin?: boolean;
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const { signInAdmin: withAdmin = true, ...stackOptions } = options;
  const stack = await startStack(stackOptions);
  const pool = new Pool({ connectionString: stack.databaseUrl, max: 3 });
  // A restarted server ends idle connections: the pool drops them and opens new ones.
  pool.on('error', () => undefined);
  const sql = poolSql(pool);
  let signedIn: ApiClient | null = null;
  try {
    if (withAdmin) signedIn = await signInAdmin(stack.url);
  } catch (error) {
    await pool.end();
    await stack.close();
    throw error;
  }
  const admin = (): ApiClient => {
    if (!signedIn) throw new Error('startShop({ signInAdmin: false }) signed no admin in');
    return signedIn;
  };
  const shop: Shop = {
    stack,
    url: stack.url,
    get admin() {
      return admin();
    },
    sql,
    pool,
    client: (headers) => new ApiClient(stack.url, headers),
    signUp: (prefix, count) => signUp(stack.url, prefix, count),
    fund: (customer, balance) => fund(admin(), customer, balance),
    async fundedCustomers(prefix, count, balance) {
      const customers = await signUp(stack.url, prefix, count);
      for (const customer of customers) await fund(admin(), customer, balance);
      return customers;
    },
    unitProduct: (title, price, units) => unitProduct(admin(), title, price, units),
    addUnits: (productId, units) => addUnits(admin(), productId, units),
    async close() {
      await pool.end();
      await stack.close();
    },
  };
  return shop;
}

/** `count` customers signed up at once, each wallet funded to `balance`. */
export const fundedCustomers = (shop: Shop, prefix: string, count: number, balance: string) =>
  shop.fundedCustomers(prefix, count, balance);

/** The invariants a warranty must keep: ledger equal to balances, no purchase loss on `unitProducts`. */
export async function expectMoneyAndStockIntact(shop: Shop, unitProducts: number[]): Promise<void> {
  expect(await ledgerMismatches(shop.sql)).toEqual([]);
  expect(await purchaseLosses(shop.sql, unitProducts)).toEqual({
    ordersWithoutUnit: 0,
    unitsSharingAnOrder: 0,
    ordersWithoutCharge: 0,
    chargesWithoutOrder: 0,
    chargesOffPrice: 0,
  });
}
