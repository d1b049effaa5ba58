import { accountLine } from '../../subgraphs/commerce/test/harness';
import { fileForm } from '../../test-support/attachments';
import { ApiClient, type Stack } from '../../test-support/stack';
import {
  addUnits,
  expectMoneyAndStockIntact,
  fundedCustomers,
  openShop,
  signUp,
  unitProduct,
  type Customer,
  type OpenShop,
} from '../../test-support/shop';

// Warranty claims through the REST facade on the real stack (issue 20): what a buyer and an admin see.
jest.setTimeout(180_000);

describe('warranty claims (POST /api/orders/:id/claims, /api/claims, /api/admin/claims)', () => {
  let shop: OpenShop;
  let stack: Stack;
  let admin: ApiClient;
  let db: OpenShop['db'];
  const products: number[] = [];

  beforeAll(async () => {
    shop = await openShop();
    ({ stack, admin, db } = shop);
  });

  afterAll(() => shop.close());

  async function product(title: string, units: number): Promise<number> {
    const id = await unitProduct(admin, title, '10.00', units);
    products.push(id);
    return id;
  }

  async function buyer(name: string): Promise<Customer> {
    const [customer] = await fundedCustomers(shop, name, 1, '50.00');
    return customer;
  }

  async function buy(customer: Customer, productId: number): Promise<{ id: number; accountDetails: string }> {
    const answer = await customer.client.post('/api/orders', { productId });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  const claim = (customer: Customer, orderId: number, reason = 'banned', message = 'Banned the day after.') =>
    customer.client.post(`/api/orders/${orderId}/claims`, { reason, message });

  async function myOrder(customer: Customer, orderId: number) {
    const orders = (await customer.client.get(`/api/orders/user/${customer.id}`)).body as Array<any>;
    return orders.find((order) => order.id === orderId);
  }

  const invariants = () => expectMoneyAndStockIntact(shop, products);

  it('replaces a banned account at once: new credentials on the order, the old ones kept struck on the claim, the old unit burned', async () => {
    const pool = await product('Warranty Pool', 3);
    const customer = await buyer('claimer');
    const order = await buy(customer, pool);

    const answer = await claim(customer, order.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ orderId: order.id, status: 'replaced', reason: 'banned', automatic: true });
    expect(typeof answer.body.createdAt).toBe('string');

    const seen = await myOrder(customer, order.id);
    expect(seen).toMatchObject({ warrantyDays: 14, replacementLimit: 1 });
    expect(Date.parse(seen.warrantyEndsAt) - Date.parse(seen.orderDate)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(seen.accountDetails).toEqual(expect.any(String));
    expect(seen.accountDetails).not.toBe(order.accountDetails);
    expect(seen.claims).toEqual([
      expect.objectContaining({ id: answer.body.id, status: 'replaced', previousDetails: order.accountDetails }),
    ]);
    const units = await db.sql(`select status from commerce.inventory_unit where order_id = ? order by id`, [order.id]);
    expect(units.map((unit) => unit.status)).toEqual(['burned', 'active']);
    const [mail] = await db.sql(
      `select subject from commerce.email_outbox where order_id = ? and subject like 'Your replacement%'`,
      [order.id],
    );
    expect(mail.subject).toBe(`Your replacement for order #${order.id}`);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(1);

    // Its one replacement is used: the next claim is a 409 that says so, and changes nothing.
    const again = await claim(customer, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order has had its 1 replacement: its warranty is used.');
    expect((await myOrder(customer, order.id)).accountDetails).toBe(seen.accountDetails);
    await invariants();
  });

  it('refuses a claim outside the window (409), on an order of someone else (404), from a guest (401) and bad input (400)', async () => {
    const pool = await product('Warranty Window', 2);
    const customer = await buyer('windowed');
    const order = await buy(customer, pool);
    await db.sql(`update commerce."order" set order_date = now() - interval '15 days' where id = ?`, [order.id]);

    const late = await claim(customer, order.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^This order's warranty ended on \d{4}-\d{2}-\d{2}\.$/);

    const other = await buyer('nosy');
    expect((await claim(other, order.id)).status).toBe(404);
    expect(
      (await new ApiClient(stack.url).post(`/api/orders/${order.id}/claims`, { reason: 'banned', message: 'x' }))
        .status,
    ).toBe(401);
    const badReason = await claim(customer, order.id, 'bored');
    expect(badReason.status).toBe(400);
    expect(badReason.body.message).toBe('reason must be one of: banned, wrong_credentials, recovered, other.');
    expect((await claim(customer, order.id, 'banned', '   ')).status).toBe(400);
    expect(
      (await db.sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [order.id]))[0].n,
    ).toBe(0);
  });

  it("sends 'other' to the admin queue; a refusal needs a reason, which the buyer then reads; nobody else reads the claim", async () => {
    const pool = await product('Warranty Queue', 2);
    const customer = await buyer('queued');
    const order = await buy(customer, pool);
    const submitted = await claim(customer, order.id, 'other', 'The skin list is not what the card said.');
    expect(submitted.status).toBe(201);
    expect(submitted.body).toMatchObject({ status: 'submitted', automatic: false });

    const queue = await admin.get('/api/admin/claims?status=submitted');
    expect(queue.body.map((entry: { id: number }) => entry.id)).toContain(submitted.body.id);
    const byProduct = await admin.get(`/api/admin/claims?productId=${pool}&reason=other`);
    expect(byProduct.body.map((entry: { id: number }) => entry.id)).toEqual([submitted.body.id]);
    expect((await admin.get(`/api/admin/claims?productId=${pool}&reason=banned`)).body).toEqual([]);
    expect((await admin.get('/api/admin/claims?productId=x')).status).toBe(400);
    expect((await customer.client.get('/api/admin/claims')).status).toBe(403);

    const noReason = await admin.put(`/api/admin/claims/${submitted.body.id}`, { action: 'refuse' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please write why the claim is refused.');
    const refused = await admin.put(`/api/admin/claims/${submitted.body.id}`, {
      action: 'refuse',
      note: 'The card lists the skins the account has.',
    });
    expect(refused.status).toBe(200);
    expect(refused.body.status).toBe('refused');
    expect((await admin.put(`/api/admin/claims/${submitted.body.id}`, { action: 'credit' })).status).toBe(409);

    const read = await customer.client.get(`/api/claims/${submitted.body.id}`);
    expect(read.body).toMatchObject({ status: 'refused', decisionNote: 'The card lists the skins the account has.' });
    expect((await customer.client.get('/api/claims')).body.map((entry: { id: number }) => entry.id)).toEqual([
      submitted.body.id,
    ]);
    const stranger = await buyer('stranger');
    expect((await stranger.client.get(`/api/claims/${submitted.body.id}`)).status).toBe(404);
    // The refused unit was reported: a second claim on it waits for an admin instead of replacing.
    const second = await claim(customer, order.id, 'banned');
    expect(second.body).toMatchObject({ status: 'submitted', automatic: false });
  });

  describe('a file with the claim (the ticket rules)', () => {
    const PNG = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('ban screen'),
    ]);
    /** The claim's multipart form with one file, as a browser sends it. */
    const claimWithFile = (customer: Customer, orderId: number, file: { name: string; content: Buffer }) =>
      customer.client.form(
        'POST',
        `/api/orders/${orderId}/claims`,
        fileForm({ reason: 'other', message: 'The login screen says banned.' }, file),
      );
    /** The GraphQL claim naming an uploaded file, as the account area sends it. */
    const graphqlClaim = (customer: Customer, orderId: number, attachmentId: number) =>
      customer.client.post('/graphql', {
        query:
          'mutation($input: SubmitClaimInput!) { submitClaim(input: $input) { __typename ... on Claim { id attachment { id fileName } } } }',
        variables: { input: { orderId, reason: 'other', message: 'see file', attachmentId } },
      });
    const claimCount = async (orderId: number) =>
      (await db.sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [orderId]))[0].n;

    it('is kept with the claim, listed wherever the claim is, and downloaded by its buyer and admins only', async () => {
      const pool = await product('Warranty File', 2);
      const customer = await buyer('filer');
      const order = await buy(customer, pool);
      const sent = await claimWithFile(customer, order.id, { name: '../ban.png', content: PNG });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ orderId: order.id, status: 'submitted', reason: 'other' });
      const file = sent.body.attachment;
      expect(file).toEqual({
        id: expect.any(Number),
        fileName: 'ban.png',
        mimeType: 'image/png',
        size: PNG.length,
        url: `/api/claims/attachments/${file.id}`,
      });
      expect((await customer.client.get(`/api/claims/${sent.body.id}`)).body.attachment).toEqual(file);
      expect((await customer.client.get('/api/claims')).body[0].attachment).toEqual(file);
      expect((await myOrder(customer, order.id)).claims[0].attachment).toEqual(file);
      const queue = (await admin.get(`/api/admin/claims?productId=${pool}`)).body as Array<any>;
      expect(queue.find((entry) => entry.id === sent.body.id).attachment).toEqual(file);

      const download = await customer.client.raw(file.url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(download.headers.get('content-disposition')).toContain('attachment; filename="ban.png"');
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await admin.raw(file.url)).status).toBe(200);
      const stranger = await buyer('peeker');
      const refused = await stranger.client.raw(file.url);
      expect(refused.status).toBe(404);
      expect(Buffer.from(await refused.arrayBuffer()).includes(PNG)).toBe(false);
      expect((await new ApiClient(stack.url).raw(file.url)).status).toBe(401);
      // JSON claims still work and carry no file.
      const other = await buyer('plainer');
      const plain = await claim(other, (await buy(other, pool)).id, 'other');
      expect(plain.status).toBe(201);
      expect(plain.body.attachment).toBeNull();
    });

    it('a refused file writes no claim, and the order can still be claimed', async () => {
      const pool = await product('Warranty Bad File', 1);
      const customer = await buyer('badfile');
      const order = await buy(customer, pool);
      const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]);
      const exe = await claimWithFile(customer, order.id, { name: 'ban.png', content: program });
      expect(exe.status).toBe(400);
      expect(exe.body.message).toBe("The file's content is not a valid .png file.");
      const zip = await claimWithFile(customer, order.id, { name: 'ban.zip', content: PNG });
      expect(zip.status).toBe(400);
      expect(zip.body.message).toMatch(/^This file type is not allowed\./);
      const big = await claimWithFile(customer, order.id, {
        name: 'big.png',
        content: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
      });
      expect(big.status).toBe(413);
      expect(await claimCount(order.id)).toBe(0);
      // Someone else's order: the file is not stored for it and no claim is written.
      const other = await buyer('badfileother');
      const foreign = await claimWithFile(other, order.id, { name: 'ban.png', content: PNG });
      expect(foreign.status).toBe(404);
      expect(await claimCount(order.id)).toBe(0);
      expect((await claim(customer, order.id, 'other')).status).toBe(201);
    });

    it('can be uploaded on its own first, then named by the GraphQL claim (what the account area does)', async () => {
      const pool = await product('Warranty File First', 1);
      const customer = await buyer('filefirst');
      const order = await buy(customer, pool);
      const path = `/api/orders/${order.id}/claims/attachments`;
      const none = await customer.client.form('POST', path, fileForm({}));
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Choose a file to attach.');
      const uploaded = await customer.client.form(
        'POST',
        path,
        fileForm({}, { name: 'proof.txt', content: Buffer.from('banned\n') }),
      );
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({ fileName: 'proof.txt', mimeType: 'text/plain; charset=utf-8', size: 7 });
      const graphql = await graphqlClaim(customer, order.id, uploaded.body.id as number);
      expect(graphql.body.data.submitClaim).toMatchObject({
        __typename: 'Claim',
        attachment: { id: uploaded.body.id, fileName: 'proof.txt' },
      });
      const download = await customer.client.raw(uploaded.body.url);
      expect(await download.text()).toBe('banned\n');
    });

    it("a claim pointing at another buyer's file shows no file to anyone", async () => {
      const pool = await product('Warranty File Theft', 2);
      const owner = await buyer('fileowner');
      const ownerOrder = await buy(owner, pool);
      const sent = await claimWithFile(owner, ownerOrder.id, { name: 'mine.png', content: PNG });
      const fileId = sent.body.attachment.id as number;
      const thief = await buyer('filethief');
      const thiefOrder = await buy(thief, pool);
      const graphql = await graphqlClaim(thief, thiefOrder.id, fileId);
      expect(graphql.body.data.submitClaim).toMatchObject({ __typename: 'Claim', attachment: null });
      const claimId = graphql.body.data.submitClaim.id as number;
      expect((await thief.client.get(`/api/claims/${claimId}`)).body.attachment).toBeNull();
      expect((await admin.get(`/api/claims/${claimId}`)).body.attachment).toBeNull();
      expect((await thief.client.raw(`/api/claims/attachments/${fileId}`)).status).toBe(404);
    });
  });

  it('a credit gives the price back through the ledger, once', async () => {
    const pool = await product('Warranty Credit', 1);
    const customer = await buyer('credited');
    const order = await buy(customer, pool);
    const submitted = await claim(customer, order.id, 'other', 'It never worked.');
    const credited = await admin.put(`/api/admin/claims/${submitted.body.id}`, { action: 'credit', note: 'Sorry.' });
    expect(credited.body.status).toBe('credited');
    expect((await customer.client.get(`/api/wallet/${customer.id}`)).body.balance).toBe('50.00');
    expect((await myOrder(customer, order.id)).status).toBe('refunded');
    await invariants();
  });

  it('the warranty rules decide which reasons replace without an admin, and the defaults of an import', async () => {
    const rules = (input: string) =>
      admin.post('/graphql', {
        query: `mutation { updateWarrantyRules(input: ${input}) { defaultWarrantyDays defaultReplacementLimit autoReasons } }`,
      });
    const changed = await rules('{ defaultWarrantyDays: 30, defaultReplacementLimit: 2, autoReasons: ["recovered"] }');
    expect(changed.body).toMatchObject({ data: {} });
    expect(changed.body.data.updateWarrantyRules).toEqual({
      defaultWarrantyDays: 30,
      defaultReplacementLimit: 2,
      autoReasons: ['recovered'],
    });
    const [customer] = await signUp(stack.url, 'ruled', 1);
    expect(
      (await customer.client.post('/graphql', { query: '{ warrantyRules { autoReasons } }' })).body.errors[0].extensions
        .code,
    ).toBe('FORBIDDEN');
    try {
      const pool = await product('Warranty Rules', 2);
      const buyerOf = await buyer('rulebuyer');
      const order = await buy(buyerOf, pool);
      expect((await claim(buyerOf, order.id, 'banned')).body).toMatchObject({ status: 'submitted', automatic: false });

      const imported = await admin.post('/api/products/bulk-import', {
        accounts: accountLine('EUW'),
        basePrice: 2,
        title: 'Warranty Rules Import',
      });
      expect(imported.body.addedCount).toBe(1);
      const [made] = await db.sql(
        `select warranty_days, replacement_limit from catalog.product where title = 'Warranty Rules Import'`,
      );
      expect(made).toEqual({ warranty_days: 30, replacement_limit: 2 });
    } finally {
      await rules(
        '{ defaultWarrantyDays: 14, defaultReplacementLimit: 1, autoReasons: ["banned", "wrong_credentials", "recovered"] }',
      );
    }
  });

  it("shows each unit's life and each batch's health, and pulls a batch from sale in one action", async () => {
    const imported = await admin.post('/api/products/bulk-import', {
      accounts: [accountLine('EUW'), accountLine('EUW'), accountLine('EUW')].join('\n'),
      basePrice: 4,
      title: 'Warranty Batch',
    });
    const batchId = imported.body.batchId as string;
    const [unitOne] = await db.sql(
      `select id, product_id from commerce.inventory_unit where batch_id = ? order by line limit 1`,
      [batchId],
    );
    products.push(unitOne.product_id);
    const customer = await buyer('batchbuyer');
    const order = await buy(customer, unitOne.product_id);
    const waiting = await claim(customer, order.id, 'banned', 'Banned in a week.');
    expect(waiting.body.status).toBe('waiting_stock');
    expect(waiting.body.batchId).toBe(batchId);
    expect((await admin.put(`/api/admin/claims/${waiting.body.id}`, { action: 'credit' })).body.status).toBe(
      'credited',
    );

    const graphql = async (query: string) => {
      const answer = await admin.post('/graphql', { query });
      expect(answer.body.errors).toBeUndefined();
      return answer.body.data;
    };
    const { orderUnitLives } = await graphql(
      `{ orderUnitLives(orderId: ${order.id}) { unitId status events { kind orderId claimId } } }`,
    );
    expect(orderUnitLives).toEqual([
      {
        unitId: unitOne.id,
        status: 'burned',
        events: [
          { kind: 'imported', orderId: null, claimId: null },
          { kind: 'on_sale', orderId: null, claimId: null },
          { kind: 'sold', orderId: order.id, claimId: null },
          { kind: 'claimed', orderId: order.id, claimId: waiting.body.id },
          { kind: 'credited', orderId: order.id, claimId: waiting.body.id },
        ],
      },
    ]);
    const health = async () =>
      (
        await graphql(
          '{ batchHealth { batchId unitCount soldCount claimCount burnedCount withdrawnCount burnedRate medianDaysToClaim pulledAt } }',
        )
      ).batchHealth.find((batch: { batchId: string }) => batch.batchId === batchId);
    expect(await health()).toMatchObject({
      unitCount: 3,
      soldCount: 1,
      claimCount: 1,
      burnedCount: 1,
      withdrawnCount: 0,
      burnedRate: 1,
      medianDaysToClaim: 0,
      pulledAt: null,
    });

    const { pullImportBatch } = await graphql(`mutation { pullImportBatch(batchId: "${batchId}") { withdrawnCount } }`);
    expect(pullImportBatch.withdrawnCount).toBe(2);
    expect(await health()).toMatchObject({ withdrawnCount: 2, pulledAt: expect.any(String) });
    const [other] = await db.sql(
      `select product_id from commerce.inventory_unit where batch_id = ? order by line offset 1 limit 1`,
      [batchId],
    );
    expect((await customer.client.post('/api/orders', { productId: other.product_id })).status).toBe(409);
    const [audit] = await db.sql(`select count(*)::int as n from gateway.audit_entry where action = 'import.pull'`);
    expect(audit.n).toBe(1);
  });

  it('with no spare unit the claim waits, and the next stock goes to it before any sale', async () => {
    const pool = await product('Warranty Restock', 1);
    const customer = await buyer('waiting');
    const order = await buy(customer, pool);
    const waiting = await claim(customer, order.id, 'wrong_credentials', 'The password is wrong.');
    expect(waiting.body).toMatchObject({ status: 'waiting_stock', automatic: true });

    const shopper = await buyer('shopper');
    expect((await shopper.client.post('/api/orders', { productId: pool })).status).toBe(409);

    await addUnits(admin, pool, 2);
    const served = await customer.client.get(`/api/claims/${waiting.body.id}`);
    expect(served.body.status).toBe('replaced');
    expect((await myOrder(customer, order.id)).accountDetails).not.toBe(order.accountDetails);
    // Of the two new units one went to the claim: one is left for sale.
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(1);
    expect((await shopper.client.post('/api/orders', { productId: pool })).status).toBe(201);
    await invariants();
  });
});
