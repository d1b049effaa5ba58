import { accountLine } from '../../test-support/account-line';
import { type Shop, startShop } from '../../test-support/shop';

/**
 * The trust page's figures (issue 38 item 5, docs/api.md#trust-figures) through the real gateway
 * as a guest, over a history built row by row in PostgreSQL with chosen dates, delays and outcomes,
 * each figure checked exactly (and the same through GET /api/trust); the floor of 100 orders (tickets) for both windows; and the
 * purchase's and the admin's delivery writing the delivery time the figures read. The subgraphs
 * keep no figures between reads here (`trustFiguresTtlMs: 0`); the minute's cache is
 * packages/server-kit/src/ttl-memo.spec.ts's.
 */
jest.setTimeout(180_000);

const FIGURES = `query {
  orderTrustFigures { days orders enough deliveryMedianSeconds deliveryP95Seconds automaticPercent
    claims claimsPer100Orders replacedPercent replacementMedianSeconds refusedPercent }
  ticketTrustFigures { days tickets enough answeredWithin24hPercent }
}`;

const HOUR = 3600;
const DAY = 24 * HOUR;

describe('trust figures', () => {
  let shop: Shop;
  let userId: number;
  let staffId: number;

  beforeAll(async () => {
    shop = await startShop({ commerce: { trustFiguresTtlMs: 0 }, support: { trustFiguresTtlMs: 0 } });
    [{ id: userId }] = await shop.signUp('trustbuyer', 1);
    [{ id: staffId }] = await shop.sql<{ id: number }>(`select id from commerce."user" where is_admin limit 1`);
  });

  afterAll(async () => {
    await shop?.close();
  });

  async function figures() {
    const answer = await shop.client().post('/graphql', { query: FIGURES });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data as {
      orderTrustFigures: Array<Record<string, unknown>>;
      ticketTrustFigures: Array<Record<string, unknown>>;
    };
  }

  /**
   * `count` orders paid `daysAgo` days ago (one a minute further back each), delivered `delaySeconds`
   * after payment (null: not delivered); answers their ids and payment times, oldest last.
   */
  async function orders(
    title: string,
    count: number,
    daysAgo: number,
    delaySeconds: number | null,
    method: 'automatic' | 'manual' = delaySeconds === 0 ? 'automatic' : 'manual',
    status = delaySeconds === null ? 'pending' : 'delivered',
  ): Promise<number[]> {
    const { rows } = await shop.pool.query<{ id: number }>(
      `insert into commerce."order" (user_id, product_id, product_title, total_price, status, delivery_status,
         delivery_method, account_delivered, order_date, delivered_at)
       select $1::int, 1, $2::varchar, 10.00, $6::varchar,
         case when $6::varchar = 'delivered' then 'delivered' else 'waiting' end, $3::varchar, $5::int is not null,
         now() - make_interval(days => $4::int) - g * interval '1 minute',
         now() - make_interval(days => $4::int) - g * interval '1 minute' + make_interval(secs => $5::int)
       from generate_series(1, $7::int) g returning id`,
      [userId, title, method, daysAgo, delaySeconds, status, count],
    );
    return rows.map((row) => Number(row.id));
  }

  /** A claim on `orderId` filed `filedAfterOrder` seconds after its payment (or at `filedDaysAgo`), decided `decidedAfter` seconds later. */
  async function claim(
    orderId: number,
    status: string,
    decidedAfter: number | null,
    filed: { afterOrder: number } | { daysAgo: number } = { afterOrder: DAY },
  ): Promise<void> {
    const createdAt =
      'afterOrder' in filed
        ? `(select order_date from commerce."order" where id = $1) + make_interval(secs => ${filed.afterOrder})`
        : `now() - make_interval(days => ${filed.daysAgo})`;
    await shop.pool.query(
      `insert into commerce.warranty_claim (order_id, user_id, product_id, reason, message, status, created_at, decided_at)
       select $1::int, $2::int, 1, 'banned', 'test', $3::varchar, c.at, c.at + make_interval(secs => $4::int)
       from (select ${createdAt} as at) c`,
      [orderId, userId, status, decidedAfter],
    );
  }

  /**
   * `count` tickets opened `daysAgo` days ago (an hour further back each), answered by staff
   * `answeredAfter` seconds after opening (null: never), optionally with the buyer's own reply first.
   */
  async function tickets(
    subject: string,
    count: number,
    daysAgo: number,
    answeredAfter: number | null,
    buyerRepliedAfter?: number,
  ): Promise<void> {
    const { rows } = await shop.pool.query<{ id: number }>(
      `insert into support.ticket (user_id, subject, message, created_at, updated_at)
       select $1::int, $2::varchar, 'Where is my order?', at, at
       from (select now() - make_interval(days => $3::int) - g * interval '1 hour' as at from generate_series(1, $4::int) g) t
       returning id`,
      [userId, subject, daysAgo, count],
    );
    const ids = rows.map((row) => Number(row.id));
    const reply = (author: number, admin: boolean, after: number) =>
      shop.pool.query(
        `insert into support.ticket_message (ticket_id, user_id, is_admin, message, created_at)
         select id, $2::int, $3::boolean, 'A reply', created_at + make_interval(secs => $4::int) from support.ticket where id = any($1::int[])`,
        [ids, author, admin, after],
      );
    if (buyerRepliedAfter !== undefined) await reply(userId, false, buyerRepliedAfter);
    if (answeredAfter !== null) await reply(staffId, true, answeredAfter);
  }

  /** Opened a few hours ago: `count` tickets, `hoursAgo` hours old. */
  async function recentTickets(subject: string, count: number, hoursAgo: number, answeredAfter: number | null) {
    const { rows } = await shop.pool.query<{ id: number }>(
      `insert into support.ticket (user_id, subject, message, created_at, updated_at)
       select $1::int, $2::varchar, 'Help', now() - make_interval(hours => $3::int), now() from generate_series(1, $4::int)
       returning id`,
      [userId, subject, hoursAgo, count],
    );
    if (answeredAfter !== null)
      await shop.pool.query(
        `insert into support.ticket_message (ticket_id, user_id, is_admin, message, created_at)
         select id, $2::int, true, 'On it', created_at + make_interval(secs => $3::int) from support.ticket where id = any($1::int[])`,
        [rows.map((row) => row.id), staffId, answeredAfter],
      );
  }

  const NOTHING = {
    deliveryMedianSeconds: null,
    deliveryP95Seconds: null,
    automaticPercent: null,
    claims: null,
    claimsPer100Orders: null,
    replacedPercent: null,
    replacementMedianSeconds: null,
    refusedPercent: null,
  };

  it('publishes no figure with fewer than 100 orders or tickets behind it, in either window', async () => {
    const floor = await orders('Trust floor', 99, 3, 0);
    await claim(floor[0], 'refused', HOUR);
    await tickets('Trust floor', 99, 3, HOUR);
    expect(await figures()).toEqual({
      orderTrustFigures: [
        { days: 30, orders: 99, enough: false, ...NOTHING },
        { days: 90, orders: 99, enough: false, ...NOTHING },
      ],
      ticketTrustFigures: [
        { days: 30, tickets: 99, enough: false, answeredWithin24hPercent: null },
        { days: 90, tickets: 99, enough: false, answeredWithin24hPercent: null },
      ],
    });

    // One more order and ticket 60 days ago: 100 behind the 90 days' figures, still 99 behind the 30 days'.
    await orders('Trust floor', 1, 60, 0);
    await tickets('Trust floor', 1, 60, 2 * DAY);
    const { orderTrustFigures, ticketTrustFigures } = await figures();
    expect(orderTrustFigures).toEqual([
      { days: 30, orders: 99, enough: false, ...NOTHING },
      {
        days: 90,
        orders: 100,
        enough: true,
        deliveryMedianSeconds: 0,
        deliveryP95Seconds: 0,
        automaticPercent: '100.0',
        claims: 1,
        claimsPer100Orders: '1.0',
        replacedPercent: '0.0',
        replacementMedianSeconds: null,
        refusedPercent: '100.0',
      },
    ]);
    expect(ticketTrustFigures).toEqual([
      { days: 30, tickets: 99, enough: false, answeredWithin24hPercent: null },
      { days: 90, tickets: 100, enough: true, answeredWithin24hPercent: '99.0' },
    ]);

    await shop.pool.query(`delete from commerce.warranty_claim where order_id = $1`, [floor[0]]);
    await shop.pool.query(`delete from commerce."order" where product_title = 'Trust floor'`);
    await shop.pool.query(`delete from support.ticket where subject = 'Trust floor'`);
    const emptied = await figures();
    expect(emptied.orderTrustFigures.map((window) => window.orders)).toEqual([0, 0]);
    expect(emptied.ticketTrustFigures.map((window) => window.tickets)).toEqual([0, 0]);
  });

  it('computes every figure exactly from a known history, order-dated', async () => {
    // Paid in the last 30 days: 120 delivered. Delays sorted: 40 x 0 s (automatic), 20 x 300 s,
    // 40 x 900 s, 14 x 3,600 s, 6 x 90,000 s (manual): median between the 60th and 61st, (300 + 900) / 2;
    // 95th percentile at 0.95 x 119 = 113.05, 3,600 + 0.05 x 86,400 = 7,920.
    const automatic30 = await orders('Trust 30', 40, 2, 0);
    await orders('Trust 30', 20, 4, 300);
    const slow = await orders('Trust 30', 40, 6, 900);
    await orders('Trust 30', 14, 8, HOUR);
    await orders('Trust 30', 6, 10, 90_000);
    // Not delivered (waiting, cancelled): behind no figure.
    await orders('Trust 30', 3, 3, null, 'manual', 'pending');
    await orders('Trust 30', 2, 3, null, 'manual', 'cancelled');
    // Paid 40-80 days ago: 80 automatic, 20 by hand after 1,800 s.
    const automatic90 = await orders('Trust 90', 80, 40, 0);
    await orders('Trust 90', 20, 70, 1800);
    // Paid 100 days ago, outside both windows, with a claim.
    const old = await orders('Trust old', 5, 100, 0);
    await claim(old[0], 'replaced', 60);

    // Claims on the 30 days' orders: 9 (5 replaced after 600, 1,200, 1,800, 7,200 and 86,400 s; 2 refused; 1 open; 1 closed).
    const replacedAfter = [600, 1200, 1800, 7200, 86_400];
    for (const [i, after] of replacedAfter.entries()) await claim(automatic30[i], 'replaced', after);
    await claim(slow[0], 'refused', HOUR);
    await claim(slow[1], 'refused', 2 * HOUR);
    await claim(slow[2], 'submitted', null);
    await claim(slow[3], 'closed', HOUR);
    // Claims on the 90 days' orders: one replaced after 3,600 s, one refused, and one refused filed
    // 5 days ago on an order paid 40 days ago: it counts where its order does, in the 90 days only.
    await claim(automatic90[0], 'replaced', HOUR);
    await claim(automatic90[1], 'refused', HOUR);
    await claim(automatic90[2], 'refused', HOUR, { daysAgo: 5 });

    // Tickets opened in the last 30 days: 60 answered after 1 h, 30 after 23 h, 15 after 25 h (the
    // buyer's own reply after 1 h is no answer), 5 never, 2 opened 3 h ago answered after 1 h; 4
    // opened 2 h ago and not answered yet are not counted yet. 92 of 112 within 24 h.
    await tickets('Trust 30', 60, 2, HOUR);
    await tickets('Trust 30', 30, 8, 23 * HOUR);
    await tickets('Trust 30', 15, 12, 25 * HOUR, HOUR);
    await tickets('Trust 30', 5, 16, null);
    await recentTickets('Trust 30', 2, 3, HOUR);
    await recentTickets('Trust 30', 4, 2, null);
    // 40-80 days ago: 20 answered after 1 h, 20 after 30 h; 100 days ago: outside both.
    await tickets('Trust 90', 20, 40, HOUR);
    await tickets('Trust 90', 20, 60, 30 * HOUR);
    await tickets('Trust old', 5, 100, 30 * HOUR);

    const read = await figures();
    // The REST facade's GET /api/trust answers the same figures.
    const rest = await shop.client().get('/api/trust');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ orders: read.orderTrustFigures, tickets: read.ticketTrustFigures });
    expect(read).toEqual({
      orderTrustFigures: [
        {
          days: 30,
          orders: 120,
          enough: true,
          deliveryMedianSeconds: 600,
          deliveryP95Seconds: 7920,
          automaticPercent: '33.3', // 40 / 120
          claims: 9,
          claimsPer100Orders: '7.5', // 9 x 100 / 120
          replacedPercent: '55.6', // 5 / 9
          replacementMedianSeconds: 1800,
          refusedPercent: '22.2', // 2 / 9
        },
        {
          // 220 orders: 120 x 0 s, 20 x 300, 40 x 900, 20 x 1,800, 14 x 3,600, 6 x 90,000 s.
          days: 90,
          orders: 220,
          enough: true,
          deliveryMedianSeconds: 0, // between the 110th and 111th: both 0
          deliveryP95Seconds: 3600, // 0.95 x 219 = 208.05: the 209th and 210th, both 3,600
          automaticPercent: '54.5', // 120 / 220 = 54.545...
          claims: 12,
          claimsPer100Orders: '5.5', // 12 x 100 / 220 = 5.4545...
          replacedPercent: '50.0', // 6 / 12
          replacementMedianSeconds: 2700, // 600, 1,200, 1,800, 3,600, 7,200, 86,400: (1,800 + 3,600) / 2
          refusedPercent: '33.3', // 4 / 12
        },
      ],
      ticketTrustFigures: [
        { days: 30, tickets: 112, enough: true, answeredWithin24hPercent: '82.1' }, // 92 / 112
        { days: 90, tickets: 152, enough: true, answeredWithin24hPercent: '73.7' }, // 112 / 152
      ],
    });
  });

  it('records the delivery time: at payment for a unit, at the admin’s delivery for a hand-delivered order', async () => {
    const [buyer] = await shop.fundedCustomers('trustpaid', 1, '100.00');
    const unitProduct = await shop.unitProduct('Trust Unit', '5.00', 1);
    const manual = (await shop.admin.post('/api/products', { title: 'Trust Service', price: '5.00', stock: 1 })).body
      .id as number;
    const fromStock = await buyer.client.post('/api/orders', { productId: unitProduct });
    const byHand = await buyer.client.post('/api/orders', { productId: manual });
    expect([fromStock.status, byHand.status]).toEqual([201, 201]);
    const deliveredAt = async (id: number) =>
      (
        await shop.sql<{ paid: string; delivered: string | null }>(
          `select order_date::text as paid, delivered_at::text as delivered from commerce."order" where id = ?`,
          [id],
        )
      )[0];
    const unit = await deliveredAt(fromStock.body.id);
    expect(unit.delivered).toBe(unit.paid);
    expect((await deliveredAt(byHand.body.id)).delivered).toBeNull();

    const delivered = await shop.admin.post(`/api/orders/${byHand.body.id}/deliver`, { accountDetails: accountLine() });
    expect(delivered.status).toBe(200);
    const hand = await deliveredAt(byHand.body.id);
    expect(hand.delivered).not.toBeNull();
    expect(Date.parse(hand.delivered!)).toBeGreaterThan(Date.parse(hand.paid));
  });
});
