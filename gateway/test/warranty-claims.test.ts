import { accountLine } from '../../test-support/account-line';
import { fileForm } from '../../test-support/attachments';
import { ApiClient, type Stack } from '../../test-support/stack';
import {
  ADMIN,
  addUnits,
  expectMoneyAndStockIntact,
  fundedCustomers,
  startShop,
  signInAdmin,
  signUp,
  unitProduct,
  type Customer,
  type Shop,
} from '../../test-support/shop';
import { batchProduct, confirmClaims, DEFAULT_RULES, markBatchBanned, setRules } from '../../test-support/warranty';

const ON_HOLD =
  'Your account is on hold: a payment into your wallet was reversed (refunded or disputed at the payment provider) after the money was spent. Purchases and deposits are paused; please contact support.';

// Warranty claims through the REST facade on the real stack (issues 20, 30): what a buyer and an admin see.
jest.setTimeout(180_000);

describe('warranty claims (POST /api/orders/:id/claims, /api/claims, /api/admin/claims)', () => {
  let shop: Shop;
  let stack: Stack;
  let admin: ApiClient;
  let sql: Shop['sql'];
  const products: number[] = [];

  beforeAll(async () => {
    shop = await startShop();
    ({ stack, admin, sql } = shop);
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

  /** A customer buys one unit of the product and claims it (banned). */
  async function witnessClaim(customer: Customer, productId: number) {
    const order = await buy(customer, productId);
    return claim(customer, order.id);
  }

  /** The keys a customer's claim answer must never carry (credentials, internal ids). */
  const INTERNAL = ['previousDetails', 'unitId', 'replacementUnitId', 'batchId', 'signals', 'reviewReason'];
  function expectCustomerShape(answer: Record<string, unknown>) {
    for (const key of INTERNAL) expect(answer).not.toHaveProperty(key);
  }

  it('a fresh claim waits for staff; staff replace it; the buyer sees the new account and only that it was replaced, never the old one', async () => {
    const pool = await product('Warranty Pool', 3);
    const customer = await buyer('claimer');
    const order = await buy(customer, pool);

    const answer = await claim(customer, order.id);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ orderId: order.id, status: 'submitted', reason: 'banned', automatic: false });
    expectCustomerShape(answer.body);
    expect(typeof answer.body.createdAt).toBe('string');
    // Nothing was given: the order still holds its account, the stock is whole.
    expect((await myOrder(customer, order.id)).accountDetails).toBe(order.accountDetails);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(2);

    // Staff see why it waits and what to weigh, and no credentials at all.
    const queue = (await admin.get(`/api/admin/claims?productId=${pool}`)).body as Array<any>;
    const queued = queue.find((entry) => entry.id === answer.body.id);
    expect(queued).toMatchObject({
      reviewReason: 'rules_off',
      unitId: expect.any(Number),
      replacementUnitId: null,
      signals: {
        minutesFromDelivery: expect.any(Number),
        customerClaims: 1,
        customerDeliveredOrders: 1,
        customerClaimRatio: 1,
        batchBanned: false,
        batchConfirmedClaims: 0,
        batchOpenClaims: 0,
        batchOtherCustomerClaims: 0,
      },
    });
    expect(queued.credentials).toEqual({
      claimed: `/api/units/${queued.unitId}/credentials`,
      replacement: null,
      previous: null,
    });
    expect(JSON.stringify(queue)).not.toContain(order.accountDetails);

    const decided = await admin.put(`/api/admin/claims/${answer.body.id}`, { action: 'replace' });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'replaced', automatic: false, replacementUnitId: expect.any(Number) });

    const seen = await myOrder(customer, order.id);
    expect(seen).toMatchObject({ status: 'delivered', warrantyDays: 14, replacementLimit: 1 });
    expect(Date.parse(seen.warrantyEndsAt) - Date.parse(seen.orderDate)).toBe(14 * 24 * 60 * 60 * 1000);
    expect(seen.accountDetails).toEqual(expect.any(String));
    expect(seen.accountDetails).not.toBe(order.accountDetails);
    expect(seen.claims).toEqual([
      expect.objectContaining({ id: answer.body.id, status: 'replaced', decidedAt: expect.any(String) }),
    ]);
    expectCustomerShape(seen.claims[0]);
    // The old credentials are not shown again, in any of the buyer's answers.
    const read = await customer.client.get(`/api/claims/${answer.body.id}`);
    const list = await customer.client.get('/api/claims');
    const graphql = await customer.client.post('/graphql', {
      query: `{ claim(id: ${answer.body.id}) { unitId replacementUnitId batchId reviewReason signals { batchOpenClaims } } }`,
    });
    expect(graphql.body.data.claim).toEqual({
      unitId: null,
      replacementUnitId: null,
      batchId: null,
      reviewReason: null,
      signals: null,
    });
    for (const body of [read.body, list.body, (await customer.client.get(`/api/orders/user/${customer.id}`)).body])
      expect(JSON.stringify(body)).not.toContain(order.accountDetails);
    expectCustomerShape(read.body);
    expectCustomerShape(list.body[0]);

    // Nor in the admin's queue: the new and old credentials are one reveal each, behind the re-authentication.
    const after = (await admin.get(`/api/admin/claims?productId=${pool}`)).body as Array<any>;
    expect(JSON.stringify(after)).not.toContain(order.accountDetails);
    expect(JSON.stringify(after)).not.toContain(seen.accountDetails);
    const entry = after.find((row) => row.id === answer.body.id);
    expect(entry.credentials).toEqual({
      claimed: `/api/units/${entry.unitId}/credentials`,
      replacement: `/api/units/${entry.replacementUnitId}/credentials`,
      previous: `/api/admin/claims/${entry.id}/credentials`,
    });
    const [someone] = await signUp(stack.url, 'warrantypeek', 1);
    expect((await someone.client.get(entry.credentials.claimed)).status).toBe(403);
    const staff = await signInAdmin(stack.url);
    const unauthenticated = await staff.get(entry.credentials.claimed);
    expect(unauthenticated.status).toBe(401);
    // Each reveal names its reason for the audit (the unit reveal route refuses one without: 400).
    const reveal = (path: string) =>
      staff.request('GET', `${path}?reason=${encodeURIComponent('claim review')}`, undefined, {
        headers: { 'x-admin-password': ADMIN.password },
      });
    const [oldOne, newOne] = [await reveal(entry.credentials.claimed), await reveal(entry.credentials.replacement)];
    expect([oldOne.status, newOne.status]).toEqual([200, 200]);
    expect(oldOne.body.credentials).toEqual(expect.any(String));
    expect(newOne.body.credentials).not.toBe(oldOne.body.credentials);
    const [audit] = await sql(
      `select count(*)::int as n from gateway.audit_entry where action = 'credentials.reveal' and target = ?`,
      [`unit:${entry.unitId}`],
    );
    expect(audit.n).toBe(1);

    const units = await sql(`select status from commerce.inventory_unit where order_id = ? order by id`, [order.id]);
    expect(units.map((unit) => unit.status)).toEqual(['burned', 'active']);
    const [mail] = await sql(
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

  it("a hand-delivered order's old details, after staff replaced it, are revealed to a re-authenticated admin only, with a reason, audited on the claim", async () => {
    const created = await admin.post('/api/products', { title: 'Warranty Manual', price: '10.00', stock: 1 });
    expect(created.status).toBe(201);
    const manual = created.body.id as number;
    products.push(manual);
    const customer = await buyer('manualclaimer');
    const order = await buy(customer, manual);
    const oldDetails = accountLine();
    expect((await admin.post(`/api/orders/${order.id}/deliver`, { accountDetails: oldDetails })).status).toBe(200);

    const sent = await claim(customer, order.id, 'wrong_credentials', 'The password is wrong.');
    expect(sent.status).toBe(201);
    const claimId = sent.body.id as number;
    // No spare unit of a manual product: staff's replace waits, and the next unit goes to it.
    const decided = await admin.put(`/api/admin/claims/${claimId}`, { action: 'replace' });
    expect(decided.body).toMatchObject({ status: 'waiting_stock' });
    await addUnits(admin, manual, 1);
    const seen = await myOrder(customer, order.id);
    expect(seen.claims).toEqual([expect.objectContaining({ id: claimId, status: 'replaced' })]);
    expect(seen.accountDetails).not.toBe(oldDetails);

    // The buyer never reads the old details again, nor that staff can reveal them.
    const answers = [
      (await customer.client.get(`/api/claims/${claimId}`)).body,
      (await customer.client.get('/api/claims')).body,
      (await customer.client.get(`/api/orders/user/${customer.id}`)).body,
    ];
    for (const body of answers) expect(JSON.stringify(body)).not.toContain(oldDetails);
    const own = await customer.client.post('/graphql', { query: `{ claim(id: ${claimId}) { hasPreviousDetails } }` });
    expect(own.body.data.claim).toEqual({ hasPreviousDetails: null });

    // Staff's queue names the claim's reveal route (no unit: a hand delivery), never the details.
    const queue = (await admin.get(`/api/admin/claims?productId=${manual}`)).body as Array<any>;
    expect(JSON.stringify(queue)).not.toContain(oldDetails);
    const entry = queue.find((row) => row.id === claimId);
    const route = `/api/admin/claims/${claimId}/credentials`;
    expect(entry).toMatchObject({ unitId: null, credentials: { claimed: null, previous: route } });

    const withReason = `${route}?reason=${encodeURIComponent('claim review')}`;
    const refusedCustomer = await customer.client.get(withReason);
    expect([403, 404]).toContain(refusedCustomer.status);
    expect(JSON.stringify(refusedCustomer.body)).not.toContain(oldDetails);
    const viaGraphql = await customer.client.post('/graphql', {
      query: `{ claimCredentials(id: ${claimId}, reason: "mine") { credentials } }`,
    });
    expect(JSON.stringify(viaGraphql.body)).not.toContain(oldDetails);
    expect(viaGraphql.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const staff = await signInAdmin(stack.url);
    const stale = await staff.get(withReason);
    expect(stale.status).toBe(401);
    expect(JSON.stringify(stale.body)).not.toContain(oldDetails);
    const stepped = { headers: { 'x-admin-password': ADMIN.password } };
    const noReason = await staff.request('GET', route, undefined, stepped);
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Give a reason for seeing these credentials (it is kept in the audit log).');
    const revealed = await staff.request('GET', withReason, undefined, stepped);
    expect(revealed).toMatchObject({ status: 200, body: { claimId, credentials: oldDetails } });
    expect(revealed.headers.get('cache-control')).toBe('no-store');

    const audit = await sql(
      `select details from gateway.audit_entry where action = 'credentials.reveal' and target = ?`,
      [`claim:${claimId}`],
    );
    expect(audit).toEqual([{ details: expect.stringContaining('reason: claim review') }]);
    expect(JSON.stringify(audit)).not.toContain(oldDetails);

    // A claim that kept no earlier details (still open, nothing replaced) is a 404 that says so.
    const other = await buyer('manualclaimer2');
    const second = await buy(other, await product('Warranty Manual Open', 1));
    const open = await claim(other, second.id);
    const none = await staff.request(
      'GET',
      `/api/admin/claims/${open.body.id}/credentials?reason=x`,
      undefined,
      stepped,
    );
    expect(none).toMatchObject({ status: 404, body: { message: 'No earlier credentials for this claim.' } });
    await invariants();
  });

  it("keeps the buyer's message sealed at rest (the raw row holds no clear text) and shows it to the buyer and staff", async () => {
    const pool = await product('Warranty Sealed', 1);
    const customer = await buyer('sealer');
    const order = await buy(customer, pool);
    const message = 'My password Hunter2-secret no longer works.';
    const sent = await claim(customer, order.id, 'wrong_credentials', message);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(message);
    const [row] = await sql(`select message from commerce.warranty_claim where id = ?`, [sent.body.id]);
    expect(row.message).toMatch(/^enc2\./);
    expect(row.message).not.toContain('Hunter2');
    const queue = (await admin.get(`/api/admin/claims?productId=${pool}`)).body as Array<any>;
    expect(queue.map((entry) => entry.message)).toEqual([message]);
  });

  it("refuses a claim from a wallet on hold with the hold's message (409), and writes nothing", async () => {
    const pool = await product('Warranty Hold', 1);
    const customer = await buyer('holder');
    const order = await buy(customer, pool);
    await sql(`update commerce.wallet set held_at = now(), hold_reason = 'reversed deposit' where user_id = ?`, [
      customer.id,
    ]);
    const refused = await claim(customer, order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ON_HOLD);
    const [count] = await sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [order.id]);
    expect(count.n).toBe(0);
  });

  it('a refund closes the open claim in its transaction (the buyer reads why); replacing it afterwards is a 409', async () => {
    const pool = await product('Warranty Refunder', 2);
    const customer = await buyer('refunder');
    const order = await buy(customer, pool);
    const open = await claim(customer, order.id);
    expect(open.body.status).toBe('submitted');
    const refunded = await admin.post(`/api/orders/${order.id}/refund`, { reason: 'Goodwill' });
    expect(refunded.status).toBe(200);
    const read = await customer.client.get(`/api/claims/${open.body.id}`);
    expect(read.body).toMatchObject({
      status: 'closed',
      decisionNote: 'Your order was refunded, so this claim is closed.',
      decidedAt: expect.any(String),
    });
    const replace = await admin.put(`/api/admin/claims/${open.body.id}`, { action: 'replace' });
    expect(replace.status).toBe(409);
    expect(replace.body.message).toBe('This order has been refunded or cancelled: nothing more is given for it.');
    expect((await claim(customer, order.id)).status).toBe(409);
    const seen = await myOrder(customer, order.id);
    expect(seen.status).toBe('refunded');
    expect(seen.accountDetails).toBe(order.accountDetails);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(1);
    await invariants();
  });

  it('refuses a claim outside the window (409), on an order of someone else (404), from a guest (401) and bad input (400)', async () => {
    const pool = await product('Warranty Window', 2);
    const customer = await buyer('windowed');
    const order = await buy(customer, pool);
    await sql(`update commerce."order" set order_date = now() - interval '15 days' where id = ?`, [order.id]);

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
      (await sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [order.id]))[0].n,
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
      (await sql(`select count(*)::int as n from commerce.warranty_claim where order_id = ?`, [orderId]))[0].n;

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

    it('the sweep removes a claim file no claim names after 24 hours, and staged files unused after an hour; claimed and newer files stay', async () => {
      const pool = await product('Warranty Sweep', 1);
      const customer = await buyer('sweeper');
      const order = await buy(customer, pool);
      const path = `/api/orders/${order.id}/claims/attachments`;
      const upload = async (name: string) =>
        (await customer.client.form('POST', path, fileForm({}, { name, content: PNG }))).body as {
          id: number;
          url: string;
        };
      const unused = await upload('unused.png');
      const recent = await upload('recent.png');
      const claimed = await claimWithFile(customer, order.id, { name: 'claimed.png', content: PNG });
      expect(claimed.status).toBe(201);
      // A file sent with a claim on somebody else's order stays staged: no claim file was made of it.
      const other = await buyer('sweepother');
      expect((await claimWithFile(other, order.id, { name: 'lost.png', content: PNG })).status).toBe(404);
      const [{ n: staged }] = await sql(`select count(*)::int as n from support.staged_file`);
      expect(staged).toBeGreaterThanOrEqual(1);

      await sql(`update support.claim_file set created_at = now() - interval '25 hours' where id in (?, ?)`, [
        unused.id,
        claimed.body.attachment.id,
      ]);
      await sql(`update support.staged_file set created_at = now() - interval '2 hours'`);
      const before = (await stack.storedAttachments()).size;
      expect(await stack.sweepFiles()).toEqual({ staged, claimFiles: 1 });
      expect((await stack.storedAttachments()).size).toBe(before - staged - 1);
      expect((await customer.client.raw(unused.url)).status).toBe(404);
      expect((await customer.client.raw(recent.url)).status).toBe(200);
      expect((await customer.client.raw(claimed.body.attachment.url)).status).toBe(200);
      expect(await sql(`select id from support.staged_file`)).toEqual([]);
      // Nothing more to sweep.
      expect(await stack.sweepFiles()).toEqual({ staged: 0, claimFiles: 0 });
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

  it('the warranty rules: admin only, checked, and the defaults of an import', async () => {
    const changed = await setRules(admin, {
      defaultWarrantyDays: 30,
      defaultReplacementLimit: 2,
      autoReasons: ['recovered'],
      autoReplace: true,
    });
    expect(changed).toEqual({
      ...DEFAULT_RULES,
      defaultWarrantyDays: 30,
      defaultReplacementLimit: 2,
      autoReasons: ['recovered'],
      autoReplace: true,
    });
    const [customer] = await signUp(stack.url, 'ruled', 1);
    expect(
      (await customer.client.post('/graphql', { query: '{ warrantyRules { autoReasons } }' })).body.errors[0].extensions
        .code,
    ).toBe('FORBIDDEN');
    const bad = await admin.post('/graphql', {
      query: `mutation { updateWarrantyRules(input: { defaultWarrantyDays: 14, defaultReplacementLimit: 1, autoReasons: [], claimRatioPercent: 101 }) { claimRatioPercent } }`,
    });
    expect(bad.body.errors[0].message).toContain('The claim ratio must be between 0 and 100.');
    try {
      const pool = await product('Warranty Rules', 2);
      const buyerOf = await buyer('rulebuyer');
      const order = await buy(buyerOf, pool);
      const sent = await claim(buyerOf, order.id, 'banned');
      expect(sent.body).toMatchObject({ status: 'submitted', automatic: false });
      const queued = (await admin.get(`/api/admin/claims?productId=${pool}`)).body[0];
      expect(queued.reviewReason).toBe('reason_not_automatic');

      const imported = await admin.post('/api/products/bulk-import', {
        accounts: accountLine('EUW'),
        basePrice: 2,
        title: 'Warranty Rules Import',
      });
      expect(imported.body.addedCount).toBe(1);
      const [made] = await sql(
        `select warranty_days, replacement_limit from catalog.product where title = 'Warranty Rules Import'`,
      );
      expect(made).toEqual({ warranty_days: 30, replacement_limit: 2 });
    } finally {
      await setRules(admin);
    }
  });

  it("shows each unit's life and each batch's health, and pulls a batch from sale in one action", async () => {
    const imported = await admin.post('/api/products/bulk-import', {
      accounts: [accountLine('EUW'), accountLine('EUW'), accountLine('EUW')].join('\n'),
      basePrice: 4,
      title: 'Warranty Batch',
    });
    const batchId = imported.body.batchId as string;
    const [unitOne] = await sql(
      `select id, product_id from commerce.inventory_unit where batch_id = ? order by line limit 1`,
      [batchId],
    );
    products.push(unitOne.product_id);
    const customer = await buyer('batchbuyer');
    const order = await buy(customer, unitOne.product_id);
    const waiting = await claim(customer, order.id, 'banned', 'Banned in a week.');
    expect(waiting.body.status).toBe('submitted');
    const queued = (await admin.get(`/api/admin/claims?batchId=${batchId}`)).body as Array<any>;
    expect(queued.map((entry) => [entry.id, entry.batchId])).toEqual([[waiting.body.id, batchId]]);
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
          '{ batchHealth { batchId unitCount soldCount claimCount burnedCount withdrawnCount burnedRate medianDaysToClaim pulledAt bannedAt confirmedClaimCount openClaimCount } }',
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
      bannedAt: null,
      confirmedClaimCount: 1,
      openClaimCount: 0,
    });
    await markBatchBanned(admin, batchId);
    expect(await health()).toMatchObject({ bannedAt: expect.any(String) });
    await markBatchBanned(admin, batchId, false);
    expect(await health()).toMatchObject({ bannedAt: null });

    const { pullImportBatch } = await graphql(`mutation { pullImportBatch(batchId: "${batchId}") { withdrawnCount } }`);
    expect(pullImportBatch.withdrawnCount).toBe(2);
    expect(await health()).toMatchObject({ withdrawnCount: 2, pulledAt: expect.any(String) });
    const [other] = await sql(
      `select product_id from commerce.inventory_unit where batch_id = ? order by line offset 1 limit 1`,
      [batchId],
    );
    expect((await customer.client.post('/api/orders', { productId: other.product_id })).status).toBe(409);
    const [audit] = await sql(`select count(*)::int as n from gateway.audit_entry where action = 'import.pull'`);
    expect(audit.n).toBe(1);
  });

  it('with no spare unit a replaced claim waits; a restock serves waiting claims oldest first, up to its share, the rest is for sale', async () => {
    const pool = await product('Warranty Restock', 3);
    const customers = await Promise.all(['waitinga', 'waitingb', 'waitingc'].map((name) => buyer(name)));
    const orders = [];
    for (const customer of customers) orders.push(await buy(customer, pool));
    const waiting = [];
    for (const [i, customer] of customers.entries()) {
      const sent = await claim(customer, orders[i].id, 'wrong_credentials', 'The password is wrong.');
      const decided = await admin.put(`/api/admin/claims/${sent.body.id}`, { action: 'replace' });
      expect(decided.body).toMatchObject({ status: 'waiting_stock', automatic: false });
      waiting.push(sent.body.id as number);
    }
    const shopper = await buyer('shopper');
    expect((await shopper.client.post('/api/orders', { productId: pool })).status).toBe(409);

    // 2 new units: half (one) to the oldest waiting claim, one for sale.
    await addUnits(admin, pool, 2);
    const statuses = async () =>
      Promise.all(
        waiting.map(async (id, i) => (await customers[i].client.get(`/api/claims/${id}`)).body.status as string),
      );
    expect(await statuses()).toEqual(['replaced', 'waiting_stock', 'waiting_stock']);
    expect((await myOrder(customers[0], orders[0].id)).accountDetails).not.toBe(orders[0].accountDetails);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(1);
    expect((await shopper.client.post('/api/orders', { productId: pool })).status).toBe(201);

    // 1 new unit: at least one unit goes to the next waiting claim.
    await addUnits(admin, pool, 1);
    expect(await statuses()).toEqual(['replaced', 'replaced', 'waiting_stock']);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(0);
    await invariants();
  });

  it("caps a customer's claims waiting for stock (staff's replace of one more is a 409)", async () => {
    await setRules(admin, { waitingClaimsPerCustomer: 1 });
    try {
      const pool = await product('Warranty Waiting Cap', 2);
      const customer = await buyer('waitcap');
      const first = await buy(customer, pool);
      const second = await buy(customer, pool);
      const one = await claim(customer, first.id);
      const two = await claim(customer, second.id);
      expect((await admin.put(`/api/admin/claims/${one.body.id}`, { action: 'replace' })).body.status).toBe(
        'waiting_stock',
      );
      const refused = await admin.put(`/api/admin/claims/${two.body.id}`, { action: 'replace' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This customer already has 1 claim waiting for stock: credit or refuse this one.',
      );
      expect((await customer.client.get(`/api/claims/${two.body.id}`)).body.status).toBe('submitted');
    } finally {
      await setRules(admin);
    }
  });

  it('a refund closes a claim waiting for stock and gives its reserved place back: the restock is for sale', async () => {
    const pool = await product('Warranty Refund Waiting', 1);
    const customer = await buyer('refundwait');
    const order = await buy(customer, pool);
    const sent = await claim(customer, order.id);
    expect((await admin.put(`/api/admin/claims/${sent.body.id}`, { action: 'replace' })).body.status).toBe(
      'waiting_stock',
    );
    expect((await admin.post(`/api/orders/${order.id}/refund`, {})).status).toBe(200);
    expect((await customer.client.get(`/api/claims/${sent.body.id}`)).body.status).toBe('closed');
    await addUnits(admin, pool, 1);
    expect((await admin.get(`/api/products/detail/${pool}`)).body.stock).toBe(1);
    expect((await myOrder(customer, order.id)).accountDetails).toBe(order.accountDetails);
    await invariants();
  });

  describe('automatic replacement only on evidence (rules on)', () => {
    beforeAll(() => setRules(admin, { autoReplace: true }));
    afterAll(() => setRules(admin));

    const queued = async (claimId: number) =>
      ((await admin.get('/api/admin/claims')).body as Array<any>).find((entry) => entry.id === claimId);

    it('the liar: a banned claim on a batch nobody confirmed goes to staff, with the reason', async () => {
      const { productId } = await batchProduct(shop, 'Warranty Good Batch', '10.00', 3);
      products.push(productId);
      const liar = await buyer('liar');
      const order = await buy(liar, productId);
      const sent = await claim(liar, order.id);
      expect(sent.body).toMatchObject({ status: 'submitted', automatic: false });
      expect((await myOrder(liar, order.id)).accountDetails).toBe(order.accountDetails);
      expect(await queued(sent.body.id)).toMatchObject({
        reviewReason: 'batch_not_confirmed',
        signals: { batchConfirmedClaims: 0, batchOpenClaims: 1, batchOtherCustomerClaims: 0 },
      });
      await invariants();
    });

    it('after staff confirmed 2 claims of the batch, the next claim is replaced at once; other signals show on the queue', async () => {
      const { productId } = await batchProduct(shop, 'Warranty Bad Batch', '10.00', 8);
      products.push(productId);
      const witnesses = await fundedCustomers(shop, 'witness', 3, '50.00');
      const confirmed = await confirmClaims(shop, witnesses.slice(0, 1), productId);
      // One confirmation is not yet evidence: the second witness waits for staff.
      const second = await witnessClaim(witnesses[1], productId);
      expect(second.body.status).toBe('submitted');
      expect(await queued(second.body.id)).toMatchObject({
        reviewReason: 'batch_not_confirmed',
        signals: { batchConfirmedClaims: 1, batchOtherCustomerClaims: 1 },
      });
      expect((await admin.put(`/api/admin/claims/${second.body.id}`, { action: 'replace' })).status).toBe(200);
      expect(confirmed).toHaveLength(1);

      const customer = witnesses[2];
      const order = await buy(customer, productId);
      const sent = await claim(customer, order.id);
      expect(sent.body).toMatchObject({ status: 'replaced', automatic: true });
      expectCustomerShape(sent.body);
      expect((await myOrder(customer, order.id)).accountDetails).not.toBe(order.accountDetails);
      expect(await queued(sent.body.id)).toMatchObject({
        reviewReason: null,
        signals: { batchConfirmedClaims: 2, batchOtherCustomerClaims: 2, customerClaims: 1 },
      });
      await invariants();
    });

    it('a batch marked banned from batch health is evidence too', async () => {
      const { productId, batchId } = await batchProduct(shop, 'Warranty Banned Batch', '10.00', 3);
      products.push(productId);
      await markBatchBanned(admin, batchId);
      const customer = await buyer('bannedbatch');
      const order = await buy(customer, productId);
      expect((await claim(customer, order.id)).body).toMatchObject({ status: 'replaced', automatic: true });
      // 'other' is never replaced by the rules.
      const another = await buyer('bannedother');
      const otherOrder = await buy(another, productId);
      const other = await claim(another, otherOrder.id, 'other');
      expect(other.body.status).toBe('submitted');
      expect((await queued(other.body.id)).reviewReason).toBe('reason_not_automatic');
      await invariants();
    });

    it('the repeater: over the cap of automatic replacements, then over the claim ratio, claims go to staff', async () => {
      await setRules(admin, { autoReplace: true, claimRatioPercent: 100 });
      const { productId, batchId } = await batchProduct(shop, 'Warranty Repeater', '5.00', 10);
      products.push(productId);
      await markBatchBanned(admin, batchId);
      const repeater = await buyer('repeater');
      const orders = [];
      for (let i = 0; i < 3; i += 1) orders.push(await buy(repeater, productId));
      const answers = [];
      for (const order of orders) answers.push((await claim(repeater, order.id)).body);
      expect(answers.map((answer) => answer.status)).toEqual(['replaced', 'replaced', 'submitted']);
      expect((await queued(answers[2].id)).reviewReason).toBe('customer_cap');

      await setRules(admin, { autoReplace: true });
      const ratio = await buyer('ratio');
      const three = [];
      for (let i = 0; i < 3; i += 1) three.push(await buy(ratio, productId));
      const first = await claim(ratio, three[0].id);
      const second = await claim(ratio, three[1].id);
      // 0 earlier claims of 3 orders: replaced; then 1 of 3 (33%) is over 30%.
      expect([first.body.status, second.body.status]).toEqual(['replaced', 'submitted']);
      expect(await queued(second.body.id)).toMatchObject({
        reviewReason: 'claim_ratio',
        signals: { customerClaims: 2, customerDeliveredOrders: 3 },
      });
      await invariants();
    });
  });
});
