import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditEvent, type BaseContext, codedError, type ErrorCode, inTransaction, type Sql, SqlParams, withConnection } from '@shop/server-kit';
import type { AccessService } from '../access/access.service';
import { centsToDecimal, parseCents } from '@shop/shared';
import { storedCents } from '../../common/money';
import { orderEmail } from '../mail/order-email';
import { accountNotActiveError } from '../user/user.errors';
import { loadActiveUser } from '../user/user.service';
import { lockBuyer, purchaseEntrySql } from '../wallet/ledger';
import { accountOnHoldError, walletNotFoundError } from '../wallet/wallet.errors';
import type { CatalogClient, CatalogProduct } from './catalog.client';
import { OrderEntity } from './order.entity';
import {
  MAX_CART_ITEMS,
  idempotencyKeyReusedError,
  cartDuplicateError,
  cartEmptyError,
  cartItemLabel,
  cartTooLargeError,
  insufficientBalanceError,
  invalidExpectedPriceError,
  outOfStockError,
  priceChangedError,
  productNotFoundError,
  productSoldError,
} from './order.errors';
import type { CheckoutCartInput, CheckoutItemInput, PlaceOrderInput } from './order.input';
import { credentialVault, forEmail, forOrder, forUnit } from '../vault/credential-vault';
import { nextIdExpression } from '../vault/row-ids';
import { SCHEMA } from '../../mikro-orm.config';
import type { OrderType } from './order.type';

/**
 * A claimed credential unit: its id and its line, sealed as stored (for the unit), and the ids
 * its order and delivery e-mail will have, so the credentials can be sealed for those rows.
 */
interface ClaimedUnit {
  id: number;
  credentials: string;
  order_id: number;
  mail_id: number;
}

/**
 * Where the order number goes in an e-mail written before the order exists; SQL puts the number in.
 * Random per process, so no product title can carry it.
 */
const ORDER_ID_TOKEN = `{{order-${randomUUID()}}}`;

export function toOrderType(order: OrderEntity): OrderType {
  return {
    id: order.id,
    userId: order.user.id,
    productId: order.productId,
    productTitle: order.productTitle,
    totalPrice: order.totalPrice,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    deliveryMethod: order.deliveryMethod,
    accountDelivered: order.accountDelivered,
    accountDetails: order.accountDetails ?? null,
    orderDate: order.orderDate,
    deliveryNotes: order.deliveryNotes ?? null,
    cancelReason: order.cancelReason ?? null,
  };
}

/** The same coded error, its message prefixed with the checkout item it is about. */
function aboutItem(error: unknown, productId: number, title?: string | null): unknown {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (!(error instanceof Error) || typeof extensions?.code !== 'string') return error;
  const { code, ...rest } = extensions;
  return codedError(code as ErrorCode, `${cartItemLabel(productId, title)}: ${error.message}`, { ...rest, productId });
}

export class OrderService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogClient,
  ) {}

  /** A user's orders, newest first, with the delivered credentials (callers are owner or admin). */
  async listByUser(userId: number): Promise<OrderType[]> {
    const orders = await this.em.find(
      OrderEntity,
      { user: userId },
      { orderBy: { orderDate: 'desc', id: 'desc' }, populate: ['accountDetails'] },
    );
    return orders.map(toOrderType);
  }

  /**
   * The one place a delivered order's credentials are opened (`accountDetails` of an order type
   * is sealed until here). Credentials are shown to the buyer and to admins only (admin rights read fresh); an admin
   * reading someone else's credentials is recorded in the audit log.
   */
  async accountDetailsFor(ctx: BaseContext & { access: AccessService }, order: OrderType): Promise<string | null> {
    if (order.accountDetails === null) return null;
    if (ctx.identity.userId !== null && ctx.identity.userId === order.userId) return order.openedDetails ?? credentialVault().open(order.accountDetails, forOrder(order.id));
    if (!(await ctx.access.isAdmin())) return null;
    auditEvent(ctx, 'credentials.read', `order:${order.id}`);
    return credentialVault().open(order.accountDetails, forOrder(order.id));
  }

  /**
   * Buys one unit of a product for `userId`. The price comes from catalog, never from the
   * client; everything that changes state happens in one transaction (see `purchase`).
   */
  async placeOrder(userId: number, input: PlaceOrderInput): Promise<OrderType> {
    const key = input.idempotencyKey || null;
    const [order] = await this.once(userId, key, [input.productId], async () => {
      const expectedCents = this.expectedPrice(input.expectedPrice);
      // Stock first, from one read: the losers of a race for a last unit (200 buyers at once in
      // `npm run bench`) are answered without a call to catalog each. Only a product that has sold
      // before is refused here; an id commerce never stocked goes on to catalog, which tells a
      // missing, hidden or deleted product apart.
      const soldOut = await this.soldOut([input.productId]);
      if (soldOut?.soldBefore) throw outOfStockError();
      const product = this.priceCheckedProduct(input.productId, await this.catalog.product(input.productId), expectedCents);
      return this.purchase(userId, [product], { stockChecked: soldOut === undefined, idempotencyKey: key });
    });
    return order;
  }

  /**
   * Buys one unit of every product in the cart, all or nothing: one transaction claims every
   * unit, checks the balance once against the total and writes one order (and one ledger entry)
   * per product. Any refusal (not found, sold, out of stock, price changed) names the item and
   * leaves wallet and stock untouched.
   */
  async checkoutCart(userId: number, input: CheckoutCartInput): Promise<OrderType[]> {
    const items = input.items ?? [];
    const key = input.idempotencyKey || null;
    return this.once(userId, key, items.map((item) => item.productId), async () =>
      this.purchase(userId, await this.cartProducts(items), { nameItems: true, idempotencyKey: key }),
    );
  }

  /**
   * A purchase sent with an Idempotency-Key buys at most once per user and key: the orders keep
   * the key (unique per user and product), so a repeat answers the orders of the first purchase
   * and charges nothing, also when the first committed but its answer was lost (a gateway 5xx
   * frees the gateway's own record of the key). A repeat that loses a race to the first, or finds
   * the product sold by it, is answered the same way; a key reused for other products is a 409.
   */
  private async once(userId: number, key: string | null, productIds: number[], buy: () => Promise<OrderType[]>): Promise<OrderType[]> {
    if (!key) return buy();
    const earlier = await this.ordersWithKey(userId, key, productIds);
    if (earlier) return earlier;
    try {
      return await buy();
    } catch (error) {
      const won = await this.ordersWithKey(userId, key, productIds);
      if (won) return won;
      throw error;
    }
  }

  /** The orders a purchase with this key wrote, in the order of `productIds`; null when none. */
  private async ordersWithKey(userId: number, key: string, productIds: number[]): Promise<OrderType[] | null> {
    const orders = await this.em.find(OrderEntity, { user: userId, idempotencyKey: key }, { populate: ['accountDetails'], orderBy: { id: 'asc' }, refresh: true });
    if (!orders.length) return null;
    const byProduct = new Map(orders.map((order) => [order.productId, order]));
    if (orders.length !== productIds.length || productIds.some((id) => !byProduct.has(id))) throw idempotencyKeyReusedError();
    return productIds.map((id) => toOrderType(byProduct.get(id)!));
  }

  /** The cart's products read from catalog and checked, refusing an unusable cart as a whole. */
  private async cartProducts(items: CheckoutItemInput[]): Promise<CatalogProduct[]> {
    if (items.length === 0) throw cartEmptyError();
    if (items.length > MAX_CART_ITEMS) throw cartTooLargeError();
    const seen = new Set<number>();
    for (const item of items) {
      if (seen.has(item.productId)) throw cartDuplicateError(item.productId);
      seen.add(item.productId);
    }
    const expected = items.map((item) => {
      try {
        return this.expectedPrice(item.expectedPrice);
      } catch (error) {
        throw aboutItem(error, item.productId);
      }
    });
    const found = await this.catalog.products(items.map((item) => item.productId));
    return items.map((item, index) => {
      try {
        return this.priceCheckedProduct(item.productId, found[index], expected[index]);
      } catch (error) {
        throw aboutItem(error, item.productId, found[index]?.title);
      }
    });
  }

  /**
   * The purchase transaction shared by a single order and a cart: for each product (in id order,
   * so two purchases lock manual counters in the same order and cannot deadlock) lock an unsold
   * unit (FOR UPDATE SKIP LOCKED, so concurrent buyers each get a different unit or none) or
   * take one from the manual counter; then lock the wallet once, check the balance against the
   * total, write the orders, one ledger entry per order, mark the units sold and queue the
   * e-mails. Any error rolls all of it back. Orders come back in the order the products came.
   */
  private async purchase(
    userId: number,
    products: CatalogProduct[],
    options: { nameItems?: boolean; stockChecked?: boolean; idempotencyKey?: string | null } = {},
  ): Promise<OrderType[]> {
    const key = options.idempotencyKey ?? null;
    const lines = products.map((product) => {
      const priceCents = storedCents(product.price);
      if (priceCents < 0) throw new Error(`product ${product.id} has a negative price`);
      return { product, priceCents };
    });
    const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    const soldOut = options.stockChecked ? undefined : await this.soldOut(lines.map(({ product }) => product.id));
    if (soldOut !== undefined) {
      const product = products.find((candidate) => candidate.id === soldOut.id)!;
      throw options.nameItems ? aboutItem(outOfStockError(), product.id, product.title) : outOfStockError();
    }

    // Plain prepared statements on the pg driver, no unit of work: each order with its unit,
    // ledger entry, wallet debit, e-mail and activity is one statement (`writeOrder`). Through
    // MikroORM a purchase took twelve round trips and its bookkeeping, and commerce's CPU capped
    // `npm run bench`'s orders/s.
    return inTransaction(this.em, async (sql) => {
      if (key) {
        // Purchases with one user's key run one at a time (the lock is held until commit), and a
        // later one finds the orders of an earlier one: `once` answers those.
        await sql(`select pg_advisory_xact_lock($1::int, hashtext($2::text))`, [userId, key]);
        const [taken] = await sql(`select 1 as taken from "${SCHEMA}"."order" where user_id = $1 and idempotency_key = $2 limit 1`, [userId, key]);
        if (taken) throw idempotencyKeyReusedError();
      }
      const claimed = new Map<number, ClaimedUnit | null>();
      for (const { product } of [...lines].sort((a, b) => a.product.id - b.product.id)) {
        const [unit] = await sql<ClaimedUnit>(
          `select id, credentials, ${nextIdExpression('order')} as order_id, ${nextIdExpression('email_outbox')} as mail_id
             from "${SCHEMA}"."inventory_unit"
            where product_id = $1 and order_id is null and status = 'active' order by id limit 1 for update skip locked`,
          [product.id],
        );
        if (!unit && !(await this.takeManualStock(sql, product.id))) {
          throw options.nameItems ? aboutItem(outOfStockError(), product.id, product.title) : outOfStockError();
        }
        claimed.set(product.id, unit ?? null);
      }

      const buyer = await lockBuyer(sql, userId);
      if (!buyer) {
        await loadActiveUser(this.em, userId); // unauthenticated when the user is gone
        throw walletNotFoundError();
      }
      if (buyer.status !== 'Active') throw accountNotActiveError();
      if (buyer.onHold) throw accountOnHoldError();
      if (buyer.balanceCents < totalCents) {
        throw insufficientBalanceError(centsToDecimal(buyer.balanceCents), centsToDecimal(totalCents));
      }
      const created: OrderType[] = [];
      for (const line of lines) created.push(await this.writeOrder(sql, { id: userId, ...buyer }, line, claimed.get(line.product.id) ?? null, key));
      return created;
    });
  }

  /**
   * One order in one statement: the order row, then (from its id) the unit marked sold, the ledger
   * entry and wallet debit (`purchaseEntrySql`, the ledger's own), the e-mail (its text carries
   * the order number, put in by SQL) and the activity entry.
   */
  private async writeOrder(
    sql: Sql,
    buyer: { id: number; username: string; email: string },
    line: { product: CatalogProduct; priceCents: number },
    unit: ClaimedUnit | null,
    idempotencyKey: string | null,
  ): Promise<OrderType> {
    const { product, priceCents } = line;
    const title = product.title.slice(0, 200);
    const totalPrice = centsToDecimal(priceCents);
    // The unit's credentials open for the unit only, and are sealed again for the order and for
    // the e-mail (each row's value bound to that row), whose ids were taken when the unit was claimed.
    const vault = credentialVault();
    const credentials = unit ? vault.open(unit.credentials, forUnit(unit.id)) : null;
    const delivery = unit
      ? { status: 'delivered', deliveryStatus: 'delivered', deliveryMethod: 'automatic', accountDelivered: true, accountDetails: vault.seal(credentials!, forOrder(unit.order_id)) }
      : { status: 'pending', deliveryStatus: 'waiting', deliveryMethod: 'manual', accountDelivered: false, accountDetails: null };
    const email = orderEmail(buyer, { id: ORDER_ID_TOKEN, productTitle: title, totalPrice }, credentials, unit ? forEmail(unit.mail_id) : undefined);
    const p = new SqlParams();
    const order = `insert into "${SCHEMA}"."order"
          (id, user_id, product_id, product_title, total_price, status, delivery_status, delivery_method, account_delivered, account_details, idempotency_key)
          values (${unit ? p.add(unit.order_id) : 'default'}, ${[buyer.id, product.id, title, totalPrice, delivery.status, delivery.deliveryStatus, delivery.deliveryMethod, delivery.accountDelivered, delivery.accountDetails, idempotencyKey].map((value) => p.add(value)).join(', ')})
          returning id, order_date`;
    const parts: string[] = [];
    if (unit) parts.push(`sold as (update "${SCHEMA}"."inventory_unit" set order_id = o.id, sold_at = now() from o where inventory_unit.id = ${p.add(unit.id)})`);
    if (priceCents > 0) parts.push(purchaseEntrySql(p, buyer.id, priceCents, { before: 'Order #', after: `: ${product.title}` }));
    const token = p.add(ORDER_ID_TOKEN);
    parts.push(
      `mail as (insert into "${SCHEMA}"."email_outbox" (id, to_address, subject, body, secret, order_id)
        select ${unit ? p.add(unit.mail_id) : `${nextIdExpression('email_outbox')}`}, ${p.add(email.toAddress)}, replace(${p.add(email.subject)}::text, ${token}::text, o.id::text), replace(${p.add(email.body)}::text, ${token}::text, o.id::text), ${p.add(email.secret)}, o.id from o)`,
      `activity as (insert into "${SCHEMA}"."activity_entry" (user_id, action, details, metadata)
        select ${p.add(buyer.id)}, 'purchase', 'Order #' || o.id || ${p.add(`: ${title}`)}::text,
          jsonb_build_object('orderId', o.id, 'productId', ${p.add(product.id)}::int, 'amount', ${p.add(totalPrice)}::text) from o)`,
    );
    const [row] = await sql<{ id: number; order_date: Date }>(`with o as (${order}),\n        ${parts.join(',\n        ')}\n        select id, order_date from o`, p.values);
    return {
      id: Number(row.id),
      userId: buyer.id,
      productId: product.id,
      productTitle: title,
      totalPrice,
      ...delivery,
      openedDetails: credentials,
      orderDate: new Date(row.order_date),
    };
  }

  private expectedPrice(value: string | null | undefined): number | null {
    if (value === null || value === undefined || value.trim() === '') return null;
    const cents = parseCents(value);
    if (cents === null || cents < 0) throw invalidExpectedPriceError();
    return cents;
  }

  /** Checks a product read from catalog (outside the transaction, so no lock waits on the network). */
  private priceCheckedProduct(productId: number, product: CatalogProduct | null, expectedCents: number | null): CatalogProduct {
    if (!product || product.deletedAt || product.hidden) throw productNotFoundError();
    if (product.id !== productId) throw new Error(`catalog answered product ${product.id} for ${productId}`);
    if (product.status === 'Sold') throw productSoldError();
    if (expectedCents !== null && expectedCents !== storedCents(product.price)) {
      throw priceChangedError(centsToDecimal(storedCents(product.price)));
    }
    return product;
  }

  /**
   * The first product (by id, the order the transaction claims in) with neither an unsold unit
   * nor manual stock, read without a lock or a transaction, and whether it ever had stock that
   * sold (a sold unit or a manual counter). Two hundred buyers racing for one
   * unit each opened a transaction, found nothing to lock and rolled back, holding a pooled
   * connection for four round trips; the losers now get their answer from one read. Only
   * "nothing left" is decided here: whoever finds stock still claims it under the locks below,
   * where a unit sold in between is refused as before.
   */
  private async soldOut(productIds: number[]): Promise<{ id: number; soldBefore: boolean } | undefined> {
    // Each lookup is a LATERAL subquery with LIMIT, so PostgreSQL runs it per product on the
    // (product_id) indexes whatever its statistics say. Written as NOT EXISTS it became an anti
    // join that, with the statistics left behind by a bulk import, read every unsold unit of the
    // shop (the most expensive statement of a purchase; docs/performance.md, "History").
    // One product (a single order) as a scalar: PostgreSQL then settles on one generic plan for
    // the prepared statement, where an array keeps it planning each call for the array's length.
    const source = productIds.length === 1 ? '(select $1::int as id)' : 'unnest($1::int[])';
    const rows = await withConnection(this.em, (sql) => sql<{ id: number; sold_before: boolean }>(
      `select p.id, (sold.id is not null or counter.quantity is not null) as sold_before
        from ${source} as p(id)
        left join lateral (select 1 as id from "${SCHEMA}"."inventory_unit" u
          where u.product_id = p.id and u.order_id is null and u.status = 'active' limit 1) as unsold on true
        left join lateral (select m.quantity from "${SCHEMA}"."manual_stock" m where m.product_id = p.id limit 1) as counter on true
        left join lateral (select 1 as id from "${SCHEMA}"."inventory_unit" u where u.product_id = p.id and u.order_id is not null limit 1) as sold on true
        where unsold.id is null and coalesce(counter.quantity, 0) <= 0
        order by p.id limit 1`,
      [productIds.length === 1 ? productIds[0] : productIds],
    ));
    return rows.length ? { id: Number(rows[0].id), soldBefore: rows[0].sold_before === true } : undefined;
  }

  /** One from the manual counter, with a guarded UPDATE that can never go below zero. */
  private async takeManualStock(sql: Sql, productId: number): Promise<boolean> {
    const taken = await sql(`update "${SCHEMA}"."manual_stock" set quantity = quantity - 1 where product_id = $1 and quantity > 0 returning product_id`, [productId]);
    return taken.length > 0;
  }
}
