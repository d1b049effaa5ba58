import { randomUUID } from 'node:crypto';
import { GATEWAY_EXTENSION, verifyGatewayNotice } from '@shop/server-kit';
import type { ImportStep } from '../src/modules/import/import.service';
import { REAUTH_REQUIRED } from '../src/modules/import/account-export.resolver';
import { startCommerce, type GraphQLResult, type Harness } from './harness';

const BULK_IMPORT =
  'mutation($input: BulkImportInput!){ bulkImport(input:$input){ batchId addedCount dryRun rejected { line reason } } }';
const ROLLBACK = 'mutation($b: String!){ rollbackImportBatch(batchId:$b){ batchId removedCount } }';
const BATCHES = '{ importBatches { id format status title unitCount soldCount } }';
const ADD_STOCK = 'mutation($p:Int!,$a:String!){ addProductStock(productId:$p, accounts:$a){ addedCount stockTotal } }';
const EXPORT = '{ exportAccounts { text count } }';
const SAVE_PRODUCT =
  'mutation($b: String!, $p: Int, $i: ProductInput!){ saveAccountProduct(batchId:$b, productId:$p, input:$i){ id stock hasAccountData } }';
const ORDERS = 'query($userId:Int!){ ordersByUser(userId:$userId){ id productId productTitle } }';

const errorOf = (result: GraphQLResult) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});

let counter = 0;
/** A unique username per call, so batches of different tests never collide. */
const user = (prefix = 'imp') => `${prefix}${process.pid}n${++counter}`;
const oldLine = (name: string, server = 'EUW', be = 41000) =>
  `${server}:${name}:Pw-${name}:${be}:1500:${name}@mail.test:${name}Nick:2001-02-03:2025-01-01:2026-10-01:Turkey:EPIC Arcade Sona, RARE Safari Caitlyn`;
const newLine = (name: string, server = 'TR', be = 52000) =>
  `Server: ${server} Username: ${name} Password: Pw-${name} Blueessences: ${be} Skins: EPIC Arcade Sona`;

describe('bulk import (commerce orchestrates, catalog holds redacted products)', () => {
  let h: Harness;
  let failAt: ImportStep | null = null;
  const admin = { userId: 1, isAdmin: true };

  beforeAll(async () => {
    h = await startCommerce({
      finishPendingImports: false,
      importFailureHook: (step) => {
        if (step === failAt) {
          failAt = null;
          throw new Error(`injected crash ${step}`);
        }
      },
    });
  });

  afterAll(async () => {
    await h.close();
  });

  const importLines = (accounts: string, extra: Record<string, unknown> = {}, format: 'old' | 'new' = 'old') =>
    h.gql(
      BULK_IMPORT,
      {
        input: {
          batchId: randomUUID(),
          format,
          accounts,
          basePrice: '12.50',
          title: 'Fresh EUW',
          server: 'EUW',
          accountType: 'fresh',
          subCategory: '40-50k',
          ...extra,
        },
      },
      admin,
    );

  /** Products of a batch as catalog stores them, and what its public list shows. */
  async function catalogBatch(batchId: string) {
    const rows = await h.catalogSql<{
      id: number;
      hidden: boolean;
      deleted_at: Date | null;
      account_text: string;
      server: string;
      blue_essence: number;
      price: string;
    }>(
      'select id, hidden, deleted_at, account_text, server, blue_essence, price from catalog.product where import_batch_id = ? order by id',
      [batchId],
    );
    return rows;
  }
  async function units(batchId: string) {
    return h.sql<{ id: number; product_id: number | null; status: string; line: number }>(
      'select id, product_id, status, line from commerce.inventory_unit where batch_id = ? order by line',
      [batchId],
    );
  }
  async function publicIds(): Promise<number[]> {
    const result = await fetch(h.catalogUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.identity({}, 'catalog') },
      body: JSON.stringify({ query: '{ products { id } }' }),
    });
    const body = (await result.json()) as GraphQLResult<{ products: { id: number }[] }>;
    return body.data!.products.map((p) => p.id);
  }

  it('imports old-format lines: one product and one unit per line, invalid and duplicate lines reported by number', async () => {
    const a = user();
    const b = user();
    const text = [oldLine(a), 'EUW:onlyuser', '', oldLine(b, 'EUNE'), oldLine(a.toUpperCase())].join('\n');
    const result = await importLines(text);
    expect(result.errors).toBeUndefined();
    const { batchId, addedCount, rejected } = result.data.bulkImport;
    expect(addedCount).toBe(2);
    expect(rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/at least server:username:password/) },
      { line: 5, reason: 'Duplicate of line 1 in this batch.' },
    ]);
    const products = await catalogBatch(batchId);
    expect(products).toHaveLength(2);
    for (const product of products) {
      expect(product).toMatchObject({ hidden: false, deleted_at: null, price: '12.50', server: 'EUW' });
      expect(product.account_text).not.toContain('Pw-');
      expect(product.account_text).not.toContain(a);
    }
    expect(products[0].blue_essence).toBe(41000);
    const stored = await units(batchId);
    expect(stored.map((u) => [u.status, u.product_id])).toEqual(products.map((p) => ['active', p.id]));
    expect(await publicIds()).toEqual(expect.arrayContaining(products.map((p) => p.id)));
    const stock = await h.stock(products[0].id);
    expect(stock).toEqual({ stock: 1, hasAccountData: true });
  });

  it("new format: the line's server overrides the chosen one; old-format lines are refused there", async () => {
    const name = user();
    const result = await importLines([newLine(name, 'TR'), oldLine(user())].join('\n'), {}, 'new');
    expect(result.data.bulkImport.addedCount).toBe(1);
    expect(result.data.bulkImport.rejected).toEqual([
      { line: 2, reason: expect.stringMatching(/Not in the new format/) },
    ]);
    const [product] = await catalogBatch(result.data.bulkImport.batchId);
    expect(product).toMatchObject({ server: 'TR', blue_essence: 52000 });
    expect(product.account_text).toContain('Username: ******');
  });

  it('refuses an account imported by an earlier batch (same server and username, any case)', async () => {
    const name = user();
    await importLines(oldLine(name));
    const again = await importLines([oldLine(name.toUpperCase()), oldLine(name, 'NA')].join('\n'));
    expect(again.data.bulkImport.addedCount).toBe(1);
    expect(again.data.bulkImport.rejected).toEqual([{ line: 1, reason: 'This account was already imported.' }]);
  });

  it('an import whose every line is rejected records no batch', async () => {
    const result = await importLines('only:two');
    expect(result.data.bulkImport).toMatchObject({ addedCount: 0, rejected: [{ line: 1 }] });
    expect(await h.sql('select * from commerce.import_batch where id = ?', [result.data.bulkImport.batchId])).toEqual(
      [],
    );
  });

  it('a dry run answers what would happen and stores nothing', async () => {
    const before = await h.sql<{ n: string }>('select count(*) as n from commerce.inventory_unit');
    const productsBefore = await h.catalogSql<{ n: string }>('select count(*) as n from catalog.product');
    const result = await importLines([oldLine(user()), 'bad'].join('\n'), { dryRun: true });
    expect(result.data.bulkImport).toMatchObject({ addedCount: 1, dryRun: true, rejected: [{ line: 2 }] });
    expect(await h.sql('select count(*) as n from commerce.inventory_unit')).toEqual(before);
    expect(await h.catalogSql('select count(*) as n from catalog.product')).toEqual(productsBefore);
    expect(await h.sql('select * from commerce.import_batch where id = ?', [result.data.bulkImport.batchId])).toEqual(
      [],
    );
  });

  it('resending the same batch (or a chunk of it) doubles nothing; chunks number their lines from firstLine', async () => {
    const batchId = randomUUID();
    const lines = [oldLine(user()), oldLine(user())].join('\n');
    const input = { batchId, format: 'old', accounts: lines, basePrice: '5', server: 'EUW' };
    const first = await h.gql(BULK_IMPORT, { input }, admin);
    const second = await h.gql(BULK_IMPORT, { input }, admin);
    expect(second.data.bulkImport).toEqual(first.data.bulkImport);
    const chunk = await h.gql(BULK_IMPORT, { input: { ...input, accounts: oldLine(user()), firstLine: 3 } }, admin);
    expect(chunk.data.bulkImport.addedCount).toBe(1);
    expect((await units(batchId)).map((u) => u.line)).toEqual([1, 2, 3]);
    expect(await catalogBatch(batchId)).toHaveLength(3);
  });

  it.each<ImportStep>(['afterStage', 'afterCatalog', 'afterActivate'])(
    'a crash %s shows nothing half-done; a retry of the batch finishes it without doubling',
    async (step) => {
      const batchId = randomUUID();
      const input = {
        batchId,
        format: 'old',
        accounts: [oldLine(user()), oldLine(user())].join('\n'),
        basePrice: '9.99',
        server: 'EUW',
      };
      failAt = step;
      const crashed = await h.gql(BULK_IMPORT, { input }, admin);
      expect(crashed.errors).toBeDefined();
      // Nothing public, nothing buyable: products are hidden or absent, staged units are not stock.
      const hidden = await catalogBatch(batchId);
      expect(hidden.every((p) => p.hidden)).toBe(true);
      const visible = await publicIds();
      expect(visible.filter((id) => hidden.some((p) => p.id === id))).toEqual([]);
      if (step === 'afterActivate') {
        const buyer = await h.register(user('buyer'));
        await h.deposit(buyer, '50.00');
        const order = await h.placeOrder(buyer, { productId: hidden[0].id });
        expect(order.data.placeOrder.__typename).toBe('ProductNotFoundError');
      }

      const retried = await h.gql(BULK_IMPORT, { input }, admin);
      expect(retried.errors).toBeUndefined();
      expect(retried.data.bulkImport).toMatchObject({ addedCount: 2, rejected: [] });
      const products = await catalogBatch(batchId);
      expect(products).toHaveLength(2);
      if (hidden.length) expect(products.map((p) => p.id)).toEqual(hidden.map((p) => p.id));
      expect(products.every((p) => !p.hidden)).toBe(true);
      const stored = await units(batchId);
      expect(stored).toHaveLength(2);
      expect(stored.every((u) => u.status === 'active' && products.some((p) => p.id === u.product_id))).toBe(true);
    },
  );

  it('start-up finishes a batch a crash left staged', async () => {
    const batchId = randomUUID();
    failAt = 'afterCatalog';
    await h.gql(
      BULK_IMPORT,
      { input: { batchId, format: 'new', accounts: newLine(user()), basePrice: '3', server: 'EUW' } },
      admin,
    );
    expect((await units(batchId))[0].status).toBe('staged');
    await h.commerce.finishPendingImports();
    expect((await units(batchId))[0].status).toBe('active');
    expect((await catalogBatch(batchId))[0].hidden).toBe(false);
    const [batch] = await h.sql<{ status: string }>('select status from commerce.import_batch where id = ?', [batchId]);
    expect(batch.status).toBe('active');
  });

  describe('the product dialog with account lines (saveAccountProduct)', () => {
    const dialog = (accountText: string, extra: Record<string, unknown> = {}) => ({
      title: 'Dialog EUW',
      price: '7.00',
      server: 'EUW',
      accountType: 'fresh',
      subCategory: '30-40k',
      level: 31,
      cardTexts: { warranty: '30 Day Warranty' },
      accountText,
      ...extra,
    });
    const save = (
      accountText: string,
      options: { batchId?: string; productId?: number; extra?: Record<string, unknown> } = {},
    ) =>
      h.gql(
        SAVE_PRODUCT,
        { b: options.batchId ?? randomUUID(), p: options.productId ?? null, i: dialog(accountText, options.extra) },
        admin,
      );
    const counts = async () => ({
      units: (await h.sql<{ n: string }>('select count(*)::int as n from commerce.inventory_unit'))[0].n,
      batches: (await h.sql<{ n: string }>('select count(*)::int as n from commerce.import_batch'))[0].n,
      products: (await h.catalogSql<{ n: string }>('select count(*)::int as n from catalog.product'))[0].n,
    });

    it('creates one product whose units are the lines; it sells and delivers like an imported one', async () => {
      const [a, b] = [user('dlg'), user('dlg')];
      const batchId = randomUUID();
      const result = await save([oldLine(a), '', newLine(b, 'TR')].join('\n'), { batchId });
      expect(result.errors).toBeUndefined();
      const batches = await h.gql(BATCHES, {}, admin);
      expect(batches.data.importBatches.find((entry: { id: string }) => entry.id === batchId)).toMatchObject({
        format: 'product',
        status: 'active',
        title: 'Dialog EUW',
        unitCount: 2,
      });
      const { id, stock, hasAccountData } = result.data.saveAccountProduct;
      expect({ stock, hasAccountData }).toEqual({ stock: 2, hasAccountData: true });
      const [product] = await h.catalogSql('select * from catalog.product where id = ?', [id]);
      expect(product).toMatchObject({
        title: 'Dialog EUW',
        price: '7.00',
        server: 'EUW',
        account_type: 'fresh',
        sub_category: '30-40k',
        level: 31,
        blue_essence: 41000,
        hidden: false,
        deleted_at: null,
      });
      expect(product.card_texts).toMatchObject({ warranty: '30 Day Warranty' });
      expect(product.account_text).toMatch(/^EUW : \*{6} : \*{6} : 41000 : /);
      expect(product.account_text).not.toContain(a);
      expect(await publicIds()).toContain(id);

      const buyer = await h.register(user('buyer'));
      await h.deposit(buyer, '50.00');
      const order = await h.placeOrder(buyer, { productId: id });
      expect(order.errors).toBeUndefined();
      expect(order.data.placeOrder).toMatchObject({
        __typename: 'Order',
        accountDelivered: true,
        deliveryStatus: 'delivered',
      });
      expect(order.data.placeOrder.accountDetails).toContain(`Pw-${a}`);
    });

    it.each(['EUW:user:pass', 'Username: u Password: p', 'user / pass', 'EUW : ****** : ****** : 100'])(
      'refuses a line it cannot use (%s) with the formats it reads, and stores nothing in either subgraph',
      async (bad) => {
        const before = await counts();
        const result = await save([oldLine(user('dlg')), bad].join('\n'));
        expect(errorOf(result)).toEqual({
          code: 'BAD_USER_INPUT',
          message: expect.stringMatching(
            /^Satır 2: .+Okunan biçimler: eski biçim sunucu:kullanıcı adı:şifre:mavi öz.+Server: EUW Username: … Password: …/,
          ),
        });
        expect(await counts()).toEqual(before);
      },
    );

    it('refuses an account already in stock, and undoes the batch when catalog refuses the fields', async () => {
      const name = user('dlg');
      await importLines(oldLine(name));
      const before = await counts();
      expect(errorOf(await save(oldLine(name)))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Satır 1: this account was already imported.',
      });
      expect(await counts()).toEqual(before);

      const code = `DLG-${name}`;
      expect((await save(oldLine(user('dlg')), { extra: { productCode: code } })).errors).toBeUndefined();
      const batchId = randomUUID();
      const taken = await save(oldLine(user('dlg')), { batchId, extra: { productCode: code } });
      expect(errorOf(taken)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Product code is already used by another product.',
      });
      expect(await units(batchId)).toEqual([]);
      expect((await catalogBatch(batchId)).filter((p) => p.deleted_at === null)).toEqual([]);
    });

    it('edit: new lines become units of the product, the shown (masked) line sent back is not an account', async () => {
      const created = await save(oldLine(user('dlg')));
      const id = created.data.saveAccountProduct.id;
      const [{ account_text: shown }] = await h.catalogSql('select account_text from catalog.product where id = ?', [
        id,
      ]);
      const next = user('dlg');
      const edited = await save(`${shown}\n${newLine(next, 'NA', 60000)}`, {
        productId: id,
        extra: { title: 'Dialog edited' },
      });
      expect(edited.errors).toBeUndefined();
      expect(edited.data.saveAccountProduct).toEqual({ id, stock: 2, hasAccountData: true });
      const [product] = await h.catalogSql(
        'select title, account_text, server, blue_essence from catalog.product where id = ?',
        [id],
      );
      expect(product).toEqual({
        title: 'Dialog edited',
        account_text: 'Server: NA Username: ****** Password: ****** Blueessences: 60000 Skins: EPIC Arcade Sona',
        server: 'NA',
        blue_essence: 60000,
      });
      expect(errorOf(await save(newLine(user('dlg')), { productId: 999999 }))).toMatchObject({ code: 'NOT_FOUND' });
    });

    it.each<ImportStep>(['afterStage', 'afterCatalog', 'afterActivate'])(
      'a crash %s shows nothing half-done; a retry finishes it once',
      async (step) => {
        const batchId = randomUUID();
        const lines = [oldLine(user('dlg')), oldLine(user('dlg'))].join('\n');
        failAt = step;
        expect((await save(lines, { batchId })).errors).toBeDefined();
        const hidden = await catalogBatch(batchId);
        expect(hidden.every((p) => p.hidden)).toBe(true);
        expect((await publicIds()).filter((id) => hidden.some((p) => p.id === id))).toEqual([]);

        const retried = await save(lines, { batchId });
        expect(retried.errors).toBeUndefined();
        const products = await catalogBatch(batchId);
        expect(products).toHaveLength(1);
        expect(products[0]).toMatchObject({ id: retried.data.saveAccountProduct.id, hidden: false });
        expect((await units(batchId)).map((u) => [u.status, u.product_id])).toEqual([
          ['active', products[0].id],
          ['active', products[0].id],
        ]);
      },
    );

    it('start-up finishes a save a crash left staged', async () => {
      const batchId = randomUUID();
      failAt = 'afterStage';
      await save(newLine(user('dlg')), { batchId });
      expect((await units(batchId))[0].status).toBe('staged');
      await h.commerce.finishPendingImports();
      expect((await units(batchId))[0].status).toBe('active');
      expect((await catalogBatch(batchId))[0].hidden).toBe(false);
    });
  });

  it('rolls a batch back while nothing is sold, and refuses once a unit is sold', async () => {
    const first = await importLines([oldLine(user()), oldLine(user())].join('\n'));
    const batchId = first.data.bulkImport.batchId;
    const rolled = await h.gql(ROLLBACK, { b: batchId }, admin);
    expect(rolled.data.rollbackImportBatch).toEqual({ batchId, removedCount: 2 });
    expect(await units(batchId)).toEqual([]);
    const products = await catalogBatch(batchId);
    expect(products.every((p) => p.deleted_at !== null)).toBe(true);
    expect((await publicIds()).filter((id) => products.some((p) => p.id === id))).toEqual([]);
    const batches = await h.gql(BATCHES, {}, admin);
    expect(batches.data.importBatches.find((b: { id: string }) => b.id === batchId)).toMatchObject({
      status: 'rolled_back',
      unitCount: 0,
    });

    const sold = await importLines(oldLine(user()));
    const soldBatch = sold.data.bulkImport.batchId;
    const [product] = await catalogBatch(soldBatch);
    const buyer = await h.register(user('buyer'));
    await h.deposit(buyer, '50.00');
    expect((await h.placeOrder(buyer, { productId: product.id })).data.placeOrder.__typename).toBe('Order');
    const refused = await h.gql(ROLLBACK, { b: soldBatch }, admin);
    expect(errorOf(refused)).toEqual({
      code: 'CONFLICT',
      message: 'This batch cannot be rolled back: 1 of its accounts are already sold.',
    });
    expect(await units(soldBatch)).toHaveLength(1);
  });

  it('a rollback racing a purchase: either the sale wins and the rollback is refused, or nothing is sold', async () => {
    for (let round = 0; round < 5; round += 1) {
      const created = await importLines(oldLine(user()));
      const batchId = created.data.bulkImport.batchId;
      const [product] = await catalogBatch(batchId);
      const buyer = await h.register(user('racer'));
      await h.deposit(buyer, '20.00');
      const [order, rollback] = await Promise.all([
        h.placeOrder(buyer, { productId: product.id }),
        h.gql(ROLLBACK, { b: batchId }, admin),
      ]);
      expect(order.errors).toBeUndefined();
      if (order.data.placeOrder.__typename !== 'Order') {
        expect(order.data.placeOrder.__typename).toMatch(/^(ProductNotFoundError|OutOfStockError)$/);
        expect(rollback.errors).toBeUndefined();
        expect(await units(batchId)).toEqual([]);
        expect(await h.balance(buyer)).toBe('20.00');
      } else {
        expect(errorOf(rollback).code).toBe('CONFLICT');
        expect(await units(batchId)).toHaveLength(1);
      }
    }
    expect(await h.ledgerMismatches()).toEqual([]);
  });

  it('bulk stock adds units to one product and refuses a duplicate account', async () => {
    const created = await importLines(oldLine(user()));
    const [product] = await catalogBatch(created.data.bulkImport.batchId);
    const added = await h.gql(ADD_STOCK, { p: product.id, a: [oldLine(user()), newLine(user())].join('\n') }, admin);
    expect(added.data.addProductStock).toEqual({ addedCount: 2, stockTotal: 3 });
    const name = user();
    await h.gql(ADD_STOCK, { p: product.id, a: oldLine(name) }, admin);
    const duplicate = await h.gql(
      ADD_STOCK,
      { p: product.id, a: `${oldLine(user())}\n${oldLine(name.toUpperCase())}` },
      admin,
    );
    expect(errorOf(duplicate)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Line 2: this account was already imported.',
    });
    expect(await h.stock(product.id)).toEqual({ stock: 4, hasAccountData: true });
    const missing = await h.gql(ADD_STOCK, { p: 999999, a: oldLine(user()) }, admin);
    expect(errorOf(missing).code).toBe('NOT_FOUND');
  });

  it('customers may not import, roll back or export', async () => {
    const customer = { userId: await h.register('importcustomer'), isAdmin: false };
    expect(
      errorOf(
        await h.gql(
          BULK_IMPORT,
          { input: { batchId: randomUUID(), format: 'old', accounts: oldLine(user()), basePrice: '1' } },
          customer,
        ),
      ).code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await h.gql(ROLLBACK, { b: randomUUID() }, customer)).code).toBe('FORBIDDEN');
    expect(errorOf(await h.gql(EXPORT, {}, customer)).code).toBe('FORBIDDEN');
  });

  it('the export needs a fresh re-authentication and lists every unsold unit with its product id', async () => {
    const name = user('exp');
    const created = await importLines(oldLine(name));
    const [product] = await catalogBatch(created.data.bulkImport.batchId);
    const refused = await h.gql(EXPORT, {}, admin);
    expect(errorOf(refused)).toEqual({ code: 'UNAUTHENTICATED', message: REAUTH_REQUIRED });
    const result = await h.gql(EXPORT, {}, { ...admin, reauthenticated: true });
    expect(result.errors).toBeUndefined();
    expect(result.data.exportAccounts.text).toContain(`${product.id} | EUW : ${name} : Pw-${name} : 41000`);
    const notice = verifyGatewayNotice(result.extensions?.[GATEWAY_EXTENSION], 'commerce');
    expect(notice?.audit).toEqual([
      { action: 'credentials.export', target: expect.stringContaining(String(product.id)) },
    ]);
  });

  it('a deleted product cannot be bought and its orders keep their title', async () => {
    const created = await importLines([oldLine(user()), oldLine(user())].join('\n'), { title: 'Title Before Delete' });
    const [product, other] = await catalogBatch(created.data.bulkImport.batchId);
    const buyer = await h.register(user('buyer'));
    await h.deposit(buyer, '50.00');
    const order = await h.placeOrder(buyer, { productId: product.id });
    expect(order.data.placeOrder.__typename).toBe('Order');
    const deleted = await fetch(h.catalogUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...h.identity(admin, 'catalog') },
      body: JSON.stringify({
        query: 'mutation($ids:[Int!]!){ deleteProducts(ids:$ids) }',
        variables: { ids: [product.id, other.id] },
      }),
    });
    expect(((await deleted.json()) as GraphQLResult).data).toEqual({ deleteProducts: 2 });
    const orders = await h.gql(ORDERS, { userId: buyer }, { userId: buyer });
    expect(orders.data.ordersByUser).toEqual([
      { id: order.data.placeOrder.id, productId: product.id, productTitle: 'Title Before Delete' },
    ]);
    const again = await h.placeOrder(buyer, { productId: other.id });
    expect(again.data.placeOrder.__typename).toBe('ProductNotFoundError');
  });
});
