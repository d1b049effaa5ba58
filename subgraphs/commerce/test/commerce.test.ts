import { readFileSync, readdirSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_EXTENSION, verifySessionChange } from '@shop/server-kit';
import { centsToDecimal, parseCents } from '@shop/shared';
import { EmailOutboxEntity } from '../src/modules/mail/email-outbox.entity';
import { createMailTransport } from '../src/modules/mail/mail-transport';
import { OutboxWorker } from '../src/modules/mail/outbox.worker';
import { SECRET_PLACEHOLDER } from '../src/modules/mail/order-email';
import {
  INSUFFICIENT_BALANCE,
  OUT_OF_STOCK,
  PRICE_CHANGED,
  PRODUCT_NOT_FOUND,
  PRODUCT_SOLD,
} from '../src/modules/order/order.errors';
import { ACCOUNT_NOT_ACTIVE, EMAIL_TAKEN, INVALID_CREDENTIALS, USERNAME_TAKEN } from '../src/modules/user/user.errors';
import { EMAIL_INVALID, PASSWORD_TOO_SHORT, USERNAME_LENGTH } from '../src/modules/user/user.input';
import { DEPOSIT_LIMIT, INVALID_AMOUNT } from '../src/modules/wallet/wallet.errors';
import { PAYMENT_METHOD_INVALID } from '../src/modules/wallet/wallet.input';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  REFUSAL_FIELDS,
  accountLine,
  decodeQuotedPrintable,
  startCommerce,
  type GraphQLResult,
  type Harness,
} from './harness';

const REGISTER =
  'mutation($input: RegisterInput!){ register(input:$input){ id username email isAdmin status balance createdAt } }';
const LOGIN = 'mutation($input: LoginInput!){ login(input:$input){ id username email isAdmin status balance } }';
const DEPOSIT = `mutation($input: DepositInput!){ deposit(input:$input){ ... on Payment { userId balance } ${REFUSAL_FIELDS} } }`;
const WALLET = 'query($userId:Int!){ wallet(userId:$userId){ userId balance } }';
const TRANSACTIONS =
  'query($userId:Int!){ transactions(userId:$userId){ id type amount description paymentMethod orderId status createdAt } }';
const ORDERS =
  'query($userId:Int!){ ordersByUser(userId:$userId){ id userId productId totalPrice status accountDelivered accountDetails orderDate product { id stock hasAccountData } } }';
const STOCK = 'query($r:[_Any!]!){ _entities(representations:$r){ ... on Product { id stock hasAccountData } } }';

const errorOf = (result: GraphQLResult) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

/** The refusal a purchase or deposit answered (a union member, no GraphQL error): its type and message. */
const refusalOf = (result: GraphQLResult, field: 'placeOrder' | 'deposit') => {
  expect(result.errors).toBeUndefined();
  const { __typename, message } = result.data[field];
  return { __typename, message };
};

describe('commerce subgraph', () => {
  let h: Harness;
  let adminId: number;

  beforeAll(async () => {
    h = await startCommerce();
    const [admin] = await h.sql<{ id: number }>('select id from commerce."user" where email = ?', [ADMIN_EMAIL]);
    adminId = admin.id;
  });

  afterAll(async () => {
    await h.close();
  });

  describe('register, login, logout', () => {
    it('registers with a lower-cased e-mail, an empty wallet, an argon2id hash and a session grant', async () => {
      const result = await h.gql(REGISTER, {
        input: { username: 'Alice', email: '  Alice@Example.TEST ', password: 'secret-pass-1' },
      });
      expect(result.errors).toBeUndefined();
      const user = result.data.register;
      expect(user).toMatchObject({
        username: 'Alice',
        email: 'alice@example.test',
        isAdmin: false,
        status: 'Active',
        balance: '0.00',
      });
      expect(new Date(user.createdAt).getTime()).not.toBeNaN();
      expect(verifySessionChange(result.extensions?.[SESSION_EXTENSION], 'commerce')).toEqual({
        action: 'login',
        userId: user.id,
        isAdmin: false,
        rightsVersion: 1,
      });
      expect(JSON.stringify(result)).not.toContain('argon2');
      const [row] = await h.sql('select password_hash from commerce."user" where id = ?', [user.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(await h.balance(user.id)).toBe('0.00');
    });

    it('refuses invalid registrations with a clear message per rule', async () => {
      const cases: Array<[Record<string, string>, string]> = [
        [{ username: 'ab', email: 'ab@example.test', password: 'secret-pass-1' }, USERNAME_LENGTH],
        [{ username: 'x'.repeat(33), email: 'long@example.test', password: 'secret-pass-1' }, USERNAME_LENGTH],
        [{ username: 'bob', email: 'not-an-email', password: 'secret-pass-1' }, EMAIL_INVALID],
        [{ username: 'bob', email: 'bob@example.test', password: '12345' }, PASSWORD_TOO_SHORT],
      ];
      for (const [input, message] of cases) {
        const result = await h.gql(REGISTER, { input });
        expect(result.data).toBeNull();
        expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message });
        expect(result.extensions?.[SESSION_EXTENSION]).toBeUndefined();
      }
      const [{ n }] = await h.sql('select count(*)::int as n from commerce."user" where username in (?, ?)', [
        'ab',
        'bob',
      ]);
      expect(n).toBe(0);
    });

    it('refuses a taken e-mail or username whatever their case', async () => {
      await h.register('carol');
      const email = await h.gql(REGISTER, {
        input: { username: 'carol2', email: 'CAROL@example.test', password: 'secret-pass-1' },
      });
      expect(errorOf(email)).toEqual({ code: 'CONFLICT', message: EMAIL_TAKEN });
      const username = await h.gql(REGISTER, {
        input: { username: 'CAROL', email: 'other-carol@example.test', password: 'secret-pass-1' },
      });
      expect(errorOf(username)).toEqual({ code: 'CONFLICT', message: USERNAME_TAKEN });
      const twins = await Promise.all(
        [1, 2].map(() =>
          h.gql(REGISTER, {
            input: {
              username: `twin${Math.random()}`.slice(0, 12),
              email: 'twin@example.test',
              password: 'secret-pass-1',
            },
          }),
        ),
      );
      expect(twins.filter((r) => r.data?.register)).toHaveLength(1);
      expect(twins.filter((r) => r.errors).map(errorOf)).toEqual([{ code: 'CONFLICT', message: EMAIL_TAKEN }]);
    });

    it('signs in with the right password only, with one generic error otherwise', async () => {
      const id = await h.register('dave', 'dave-password');
      const ok = await h.gql(LOGIN, { input: { email: 'DAVE@example.test', password: 'dave-password' } });
      expect(ok.data.login).toMatchObject({ id, username: 'dave', balance: '0.00' });
      expect(verifySessionChange(ok.extensions?.[SESSION_EXTENSION], 'commerce')).toEqual({
        action: 'login',
        userId: id,
        isAdmin: false,
        rightsVersion: 1,
      });

      const wrong = await h.gql(LOGIN, { input: { email: 'dave@example.test', password: 'not-his-password' } });
      const unknown = await h.gql(LOGIN, { input: { email: 'nobody@example.test', password: 'dave-password' } });
      for (const failure of [wrong, unknown]) {
        expect(errorOf(failure)).toEqual({ code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS });
        expect(failure.extensions?.[SESSION_EXTENSION]).toBeUndefined();
      }
      const blank = await h.gql(LOGIN, { input: { email: '', password: '' } });
      expect(errorOf(blank).code).toBe('BAD_USER_INPUT');
    });

    it('refuses an account that is not active, but only once the password is right', async () => {
      const id = await h.register('erin', 'erin-password');
      await h.sql(`update commerce."user" set status = 'Suspended' where id = ?`, [id]);
      const right = await h.gql(LOGIN, { input: { email: 'erin@example.test', password: 'erin-password' } });
      expect(errorOf(right)).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_NOT_ACTIVE });
      const wrong = await h.gql(LOGIN, { input: { email: 'erin@example.test', password: 'guess-guess' } });
      expect(errorOf(wrong)).toEqual({ code: 'UNAUTHENTICATED', message: INVALID_CREDENTIALS });
      const deposit = await h.gql(DEPOSIT, { input: { amount: '5', paymentMethod: 'paypal' } }, { userId: id });
      expect(errorOf(deposit)).toEqual({ code: 'FORBIDDEN', message: ACCOUNT_NOT_ACTIVE });
    });

    it('signs the admin in and logs out with a logout grant', async () => {
      const admin = await h.gql(LOGIN, { input: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
      expect(admin.data.login).toMatchObject({ id: adminId, username: 'admin', isAdmin: true, status: 'Active' });
      expect(verifySessionChange(admin.extensions?.[SESSION_EXTENSION], 'commerce')).toEqual({
        action: 'login',
        userId: adminId,
        isAdmin: true,
        rightsVersion: 1,
      });
      const logout = await h.gql('mutation { logout }', {}, { userId: adminId });
      expect(logout.data).toEqual({ logout: true });
      expect(verifySessionChange(logout.extensions?.[SESSION_EXTENSION], 'commerce')).toEqual({ action: 'logout' });
    });

    it('answers me with the wallet balance, and null for a guest', async () => {
      const id = await h.register('frank');
      await h.deposit(id, '7.5');
      expect((await h.gql('{ me { id balance } }', {}, { userId: id })).data.me).toEqual({ id, balance: '7.50' });
      expect((await h.gql('{ me { id } }')).data.me).toBeNull();
    });
  });

  describe('wallet', () => {
    it('deposits exact amounts up to the daily limit and records each in the ledger, newest first', async () => {
      const id = await h.register('grace');
      expect((await h.deposit(id, '12.5', 'paypal')).data.deposit).toEqual({
        __typename: 'Payment',
        userId: id,
        balance: '12.50',
      });
      expect((await h.deposit(id, '0.1', 'bank_transfer')).data.deposit.balance).toBe('12.60');
      expect((await h.deposit(id, '987.40')).data.deposit.balance).toBe('1000.00');
      expect((await h.deposit(id, '0.01')).data.deposit).toEqual({
        __typename: 'DailyDepositLimitError',
        message:
          'The daily deposit limit is 1000.00 USD per account; you can deposit at most 0.00 more in the next 24 hours.',
        limit: '1000.00',
        remaining: '0.00',
      });
      const { data } = await h.gql(TRANSACTIONS, { userId: id }, { userId: id });
      expect(data.transactions.map((t: { amount: string }) => t.amount)).toEqual(['987.40', '0.10', '12.50']);
      expect(data.transactions[2]).toMatchObject({
        type: 'deposit',
        paymentMethod: 'paypal',
        orderId: null,
        status: 'completed',
        description: 'Deposit via PayPal',
      });
      expect((await h.gql(WALLET, { userId: id }, { userId: id })).data.wallet).toEqual({
        userId: id,
        balance: '1000.00',
      });
    });

    it('refuses bad deposits without touching the wallet', async () => {
      const id = await h.register('heidi');
      for (const amount of ['0', '0.00', '-5', 'abc', '1.234', '', '1e3', ' ']) {
        expect(errorOf(await h.deposit(id, amount))).toEqual({ code: 'BAD_USER_INPUT', message: INVALID_AMOUNT });
      }
      expect(errorOf(await h.deposit(id, '10000.01'))).toEqual({ code: 'BAD_USER_INPUT', message: DEPOSIT_LIMIT });
      expect(errorOf(await h.deposit(id, '5', 'bitcoin'))).toEqual({
        code: 'BAD_USER_INPUT',
        message: PAYMENT_METHOD_INVALID,
      });
      expect(errorOf(await h.gql(DEPOSIT, { input: { amount: '5', paymentMethod: 'paypal' } }))).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please log in first.',
      });
      expect(await h.balance(id)).toBe('0.00');
      expect(await h.sql('select id from commerce.wallet_transaction where user_id = ?', [id])).toEqual([]);
    });
  });

  describe('ownership of per-user data', () => {
    let buyer: number;
    let other: number;
    let line: string;

    beforeAll(async () => {
      buyer = await h.register('ivan');
      other = await h.register('judy');
      await h.deposit(buyer, '100');
      line = accountLine('EUNE');
      await h.inventory().addUnits(2, [line]);
      const bought = await h.placeOrder(buyer, {
        productId: 2,
        expectedPrice: await h.price(2),
        deliveryMethod: 'automatic',
      });
      expect(bought.errors).toBeUndefined();
      expect(bought.data.placeOrder.__typename).toBe('Order');
    });

    it('lets the owner read wallet, ledger and orders with the delivered credentials', async () => {
      const orders = (await h.gql(ORDERS, { userId: buyer }, { userId: buyer })).data.ordersByUser;
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        userId: buyer,
        productId: 2,
        status: 'delivered',
        accountDelivered: true,
        accountDetails: line,
      });
      expect(orders[0].product).toEqual({ id: 2, stock: 0, hasAccountData: true });
      const ledger = (await h.gql(TRANSACTIONS, { userId: buyer }, { userId: buyer })).data.transactions;
      expect(ledger[0]).toMatchObject({
        type: 'purchase',
        amount: `-${orders[0].totalPrice}`,
        orderId: orders[0].id,
        paymentMethod: null,
      });
      expect(ledger[0].description).toContain(`Order #${orders[0].id}`);
      expect((await h.gql(WALLET, { userId: buyer }, { userId: buyer })).data.wallet.balance).toBe(
        centsToDecimal(10_000 - parseCents(orders[0].totalPrice)!),
      );
    });

    it("refuses another user's wallet, ledger and orders", async () => {
      for (const query of [WALLET, TRANSACTIONS, ORDERS]) {
        const result = await h.gql(query, { userId: buyer }, { userId: other });
        expect(result.data).toBeNull();
        expect(errorOf(result)).toEqual({ code: 'FORBIDDEN', message: 'You can only access your own data.' });
        expect(JSON.stringify(result)).not.toContain('secret');
      }
    });

    it('refuses guests', async () => {
      for (const query of [WALLET, TRANSACTIONS, ORDERS]) {
        expect(errorOf(await h.gql(query, { userId: buyer }))).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Please log in first.',
        });
      }
    });

    it('lets an admin read everything but credentials (those only through a reveal)', async () => {
      const admin = { userId: adminId, isAdmin: true };
      expect((await h.gql(WALLET, { userId: buyer }, admin)).data.wallet.userId).toBe(buyer);
      expect((await h.gql(TRANSACTIONS, { userId: buyer }, admin)).data.transactions).toHaveLength(2);
      expect((await h.gql(ORDERS, { userId: buyer }, admin)).data.ordersByUser[0].accountDetails).toBeNull();
      const reveal = 'query($o:Int!,$r:String!){ orderCredentials(orderId:$o, reason:$r){ credentials } }';
      const orderId = (await h.gql(ORDERS, { userId: buyer }, admin)).data.ordersByUser[0].id;
      expect(errorOf(await h.gql(reveal, { o: orderId, r: 'support' }, admin)).code).toBe('UNAUTHENTICATED');
      const stepped = { ...admin, reauthenticated: true };
      expect((await h.gql(reveal, { o: orderId, r: 'support' }, stepped)).data.orderCredentials.credentials).toBe(line);
      expect(errorOf(await h.gql(reveal, { o: orderId, r: '  ' }, stepped)).code).toBe('BAD_USER_INPUT');
      expect(errorOf(await h.gql(WALLET, { userId: 999_999 }, admin))).toEqual({
        code: 'NOT_FOUND',
        message: 'Wallet not found.',
      });
    });
  });

  describe('placeOrder refusals', () => {
    let buyer: number;

    beforeAll(async () => {
      buyer = await h.register('kate');
      await h.deposit(buyer, '500');
    });

    const expectNothingCharged = async () => {
      expect(await h.balance(buyer)).toBe('500.00');
      expect(await h.sql('select id from commerce."order" where user_id = ?', [buyer])).toEqual([]);
    };

    it('refuses a changed price with the current price, and charges nothing', async () => {
      await h.inventory().addUnits(3, [accountLine()]);
      const price = await h.price(3);
      const result = await h.placeOrder(buyer, { productId: 3, expectedPrice: '0.01' });
      expect(result.errors).toBeUndefined();
      expect(result.data.placeOrder).toEqual({
        __typename: 'PriceChangedError',
        message: PRICE_CHANGED,
        productId: 3,
        currentPrice: price,
      });
      await expectNothingCharged();
      const [unit] = await h.sql('select order_id from commerce.inventory_unit where product_id = 3');
      expect(unit.order_id).toBeNull();
      expect(errorOf(await h.placeOrder(buyer, { productId: 3, expectedPrice: 'twelve' }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Invalid expected price.',
      });
    });

    it('refuses an unknown product, a sold product and a product without stock', async () => {
      expect((await h.placeOrder(buyer, { productId: 99_999 })).data.placeOrder).toEqual({
        __typename: 'ProductNotFoundError',
        message: PRODUCT_NOT_FOUND,
        productId: 99_999,
      });
      expect(errorOf(await h.placeOrder(buyer, { productId: 0 }))).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Invalid product id.',
      });
      await h.inventory().addUnits(4, [accountLine()]);
      await h.catalogSql(`update catalog.product set status = 'Sold' where id = 4`);
      expect((await h.placeOrder(buyer, { productId: 4 })).data.placeOrder).toEqual({
        __typename: 'ProductSoldError',
        message: PRODUCT_SOLD,
        productId: 4,
      });
      expect((await h.placeOrder(buyer, { productId: 5 })).data.placeOrder).toEqual({
        __typename: 'OutOfStockError',
        message: OUT_OF_STOCK,
        productId: 5,
      });
      await expectNothingCharged();
    });

    it('refuses a guest and a buyer who cannot pay, with balance and price', async () => {
      await h.inventory().addUnits(6, [accountLine()]);
      expect(errorOf(await h.placeOrder(null, { productId: 6 }))).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Please log in first.',
      });
      const poor = await h.register('leo');
      await h.deposit(poor, '0.01');
      const result = await h.placeOrder(poor, { productId: 6 });
      const price = await h.price(6);
      expect(result.errors).toBeUndefined();
      expect(result.data.placeOrder).toEqual({
        __typename: 'InsufficientBalanceError',
        message: INSUFFICIENT_BALANCE,
        balance: '0.01',
        price,
        shortBy: centsToDecimal(parseCents(price)! - 1),
      });
      expect(await h.balance(poor)).toBe('0.01');
      const [unit] = await h.sql('select order_id from commerce.inventory_unit where product_id = 6');
      expect(unit.order_id).toBeNull();
      await expectNothingCharged();
    });

    it('sells a product without credentials from the manual counter, to be delivered later', async () => {
      await h.inventory().setManualStock(7, 1);
      const user = await h.register('mallory');
      await h.deposit(user, '100');
      const result = await h.placeOrder(user, { productId: 7 });
      expect(result.data.placeOrder).toMatchObject({
        __typename: 'Order',
        status: 'pending',
        deliveryStatus: 'waiting',
        deliveryMethod: 'manual',
        accountDelivered: false,
        accountDetails: null,
        product: { id: 7, stock: 0, hasAccountData: false },
      });
      expect(refusalOf(await h.placeOrder(user, { productId: 7 }), 'placeOrder')).toEqual({
        __typename: 'OutOfStockError',
        message: OUT_OF_STOCK,
      });
      expect(await h.balance(user)).toBe(centsToDecimal(10_000 - parseCents(await h.price(7))!));
      // The order's number comes from its own statement (no unit reserved one): the debit names it.
      const order = result.data.placeOrder;
      const [debit] = (await h.gql(TRANSACTIONS, { userId: user }, { userId: user })).data.transactions;
      const [row] = await h.sql('select product_title from commerce."order" where id = ?', [order.id]);
      expect(debit).toMatchObject({
        type: 'purchase',
        amount: `-${order.totalPrice}`,
        orderId: order.id,
        description: `Order #${order.id}: ${row.product_title}`,
      });
      expect(await h.ledgerMismatches()).toEqual([]);
    });
  });

  describe('stock contributed to the federated Product', () => {
    it('answers stock and hasAccountData for many products in one query, before and after a sale', async () => {
      await h.inventory().addUnits(10, [accountLine(), accountLine()]);
      await h.inventory().setManualStock(11, 3);
      const representations = [10, 11, 12].map((id) => ({ __typename: 'Product', id }));

      const connection = (h.commerce.orm.em as EntityManager).getConnection();
      const execute = jest.spyOn(connection, 'execute');
      const before = await h.gql(STOCK, { r: representations });
      const stockQueries = execute.mock.calls.filter(([sql]) => String(sql).includes('inventory_unit'));
      execute.mockRestore();
      expect(stockQueries).toHaveLength(1);
      expect(before.data._entities).toEqual([
        { id: 10, stock: 2, hasAccountData: true },
        { id: 11, stock: 3, hasAccountData: false },
        { id: 12, stock: 0, hasAccountData: false },
      ]);

      const buyer = await h.register('niaj');
      await h.deposit(buyer, '100');
      expect((await h.placeOrder(buyer, { productId: 10 })).data.placeOrder.__typename).toBe('Order');
      const after = await h.gql(STOCK, { r: representations });
      expect(after.data._entities[0]).toEqual({ id: 10, stock: 1, hasAccountData: true });
    });

    it('rejects unusable credential lines without storing any', async () => {
      await expect(h.inventory().addUnits(13, [accountLine(), 'EUW : only-a-name'])).rejects.toMatchObject({
        message: expect.stringMatching(/^Line 2: /),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await h.sql('select id from commerce.inventory_unit where product_id = 13')).toEqual([]);
    });
  });

  describe('database guards', () => {
    it('refuses to rewrite or delete ledger rows', async () => {
      const id = await h.register('olivia');
      await h.deposit(id, '20');
      await expect(
        h.sql('update commerce.wallet_transaction set amount = 1000 where user_id = ?', [id]),
      ).rejects.toThrow(/append-only/);
      await expect(h.sql('delete from commerce.wallet_transaction where user_id = ?', [id])).rejects.toThrow(
        /append-only/,
      );
      await expect(h.sql('truncate commerce.wallet_transaction cascade')).rejects.toThrow(/append-only/);
      const [row] = await h.sql('select amount from commerce.wallet_transaction where user_id = ?', [id]);
      expect(row.amount).toBe('20.00');
    });

    it('refuses a balance that is negative or differs from the ledger', async () => {
      const id = await h.register('peggy');
      await h.deposit(id, '20');
      await expect(h.sql('update commerce.wallet set balance = 1000 where user_id = ?', [id])).rejects.toThrow(
        /ledger sums to 20/,
      );
      await expect(h.sql('update commerce.wallet set balance = -1 where user_id = ?', [id])).rejects.toThrow(
        /wallet_balance_not_negative/,
      );
      expect(await h.balance(id)).toBe('20.00');
      expect(await h.ledgerMismatches()).toEqual([]);
    });
  });

  describe('delivery e-mail', () => {
    // Every sign-up queues its verification link: those earlier mails are put out of the way, so
    // one run of the worker below sends (or fails) exactly the messages each test is about.
    beforeEach(() =>
      h.sql(`update commerce.email_outbox set status = 'sent', sent_at = now() where status = 'pending'`),
    );

    it('queues the credentials sealed in the purchase, mails them, then keeps neither them in the queue nor in the .eml copy', async () => {
      const id = await h.register('quentin');
      await h.deposit(id, '100');
      const line = accountLine('TR');
      await h.inventory().addUnits(14, [line]);
      const order = (await h.placeOrder(id, { productId: 14 })).data.placeOrder;

      const password = line.split(' : ')[2];
      const [queued] = await h.sql(
        'select to_address, subject, status, body, secret from commerce.email_outbox where order_id = ?',
        [order.id],
      );
      expect(queued).toMatchObject({
        to_address: 'quentin@example.test',
        subject: `Your order #${order.id}`,
        status: 'pending',
      });
      expect(queued.body).toContain(SECRET_PLACEHOLDER);
      expect(queued.secret).toMatch(/^enc2\./);
      expect(`${queued.body}${queued.secret}`).not.toContain(password);

      const sentTexts: string[] = [];
      const files = createMailTransport({ mailDir: h.mailDir });
      const recording = {
        ...files,
        send: (message: { text: string }, stem: string) => (
          sentTexts.push(message.text),
          files.send(message as never, stem)
        ),
      };
      const result = await new OutboxWorker(h.commerce.orm, recording, 'shop@example.test').runOnce();
      expect(
        sentTexts.filter((text) => text.includes(`your order #${order.id}`) && text.includes(`Password: ${password}`)),
      ).toHaveLength(1);
      expect(result.sent).toBeGreaterThanOrEqual(1);
      const file = readdirSync(h.mailDir).find((name) => name.endsWith(`-order-${order.id}.eml`));
      expect(file).toBeDefined();
      const eml = decodeQuotedPrintable(readFileSync(`${h.mailDir}/${file}`, 'utf8'));
      expect(eml).toContain(`Subject: Your order #${order.id}`);
      expect(eml).toContain('To: quentin@example.test');
      expect(eml).not.toContain(password);
      expect(eml).toContain('removed from this copy after sending');
      const [sent] = await h.sql('select status, sent_at, body, secret from commerce.email_outbox where order_id = ?', [
        order.id,
      ]);
      expect(sent.status).toBe('sent');
      expect(sent.sent_at).not.toBeNull();
      expect(sent.secret).toBeNull(); // the credentials are kept only in the order once mailed
      expect(sent.body).not.toContain(password);
    });

    it('keeps a message that could not be sent and counts the attempt', async () => {
      const em = h.commerce.orm.em.fork() as EntityManager;
      const mail = em.create(EmailOutboxEntity, {
        toAddress: 'retry@example.test',
        subject: 'Retry me',
        body: 'Hello',
      });
      await em.flush();
      const failing = new OutboxWorker(
        h.commerce.orm,
        createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', mailDir: h.mailDir }),
        'shop@example.test',
      );
      const output: string[] = [];
      const logged = jest
        .spyOn(process.stdout, 'write')
        .mockImplementation((line: string | Uint8Array) => output.push(String(line)) > 0);
      const result = await failing.runOnce().finally(() => logged.mockRestore());
      await failing.stop();
      expect(result.failed).toBe(1);
      expect(output.join('')).toContain('e-mail not sent, will retry');
      const [row] = await h.sql(
        'select status, attempts, last_error, next_attempt_at > now() as later from commerce.email_outbox where id = ?',
        [mail.id],
      );
      expect(row).toMatchObject({ status: 'pending', attempts: 1, later: true });
      expect(row.last_error).toBeTruthy();
    });
  });
});
