import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type BaseContext,
  codedError,
  type ErrorCode,
  inTransaction,
  type Sql,
  withConnection,
} from '@shop/server-kit';
import { REPLACEMENT_DEFAULT_LIMIT, WARRANTY_DEFAULT_DAYS, centsToDecimal, parseCents } from '@shop/shared';
import { storedCents } from '../../common/money';
import { orderEmail } from '../mail/order-email';
import { accountNotActiveError } from '../user/user.errors';
import { loadActiveUser } from '../user/user.service';
import { Ledger } from '../wallet/ledger';
import { walletNotFoundError } from '../wallet/wallet.errors';
import type { CatalogClient, CatalogProduct } from './catalog.client';
import { OrderEntity } from './order.entity';
import {
  MAX_CART_ITEMS,
  idempotencyKeyReusedError,
  cartDuplicateError,
  cartEmptyError,
  cartItemLabel,
  cartTooLargeError,
  cartTooManyUnitsError,
  invalidExpectedPriceError,
} from './order.errors';
import {
  CheckoutCartSuccess,
  InsufficientBalanceError,
  OutOfStockError,
  PriceChangedError,
  ProductNotFoundError,
  ProductRefusal,
  ProductSoldError,
  type PurchaseRefusal,
} from './order.refusals';
import { AccountOnHoldError, Refused, answerRefusal } from '../wallet/wallet.refusals';
import type { CheckoutCartInput, CheckoutItemInput, PlaceOrderInput } from './order.input';
import { credentialVault, forEmail, forOrder, forUnit } from '../vault/credential-vault';
import { type ClaimedUnit, OrderRepository } from './order.repository';
import type { OrderType } from './order.type';

/**
 * Where the order number goes in an e-mail written before the order exists; SQL puts the number in.
 * Random per process, so no product title can carry it.
 */
const ORDER_ID_TOKEN = `{{order-${randomUUID()}}}`;

/** The warranty an order was bought with (orders from before warranties get the defaults). */
export function orderWarranty(orderDate: Date, days?: number | null, limit?: number | null) {
  const warrantyDays = days ?? WARRANTY_DEFAULT_DAYS;
  return {
    warrantyDays,
    replacementLimit: limit ?? REPLACEMENT_DEFAULT_LIMIT,
    warrantyEndsAt: new Date(orderDate.getTime() + warrantyDays * 24 * 60 * 60 * 1000),
  };
}

export function toOrderType(order: OrderEntity): OrderType {
  return {
    ...orderWarranty(order.orderDate, order.warrantyDays, order.replacementLimit),
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

/** The same refusal or coded error, its message prefixed with the checkout item it is about. */
function aboutItem(error: unknown, productId: number, title?: string | null): unknown {
  if (error instanceof Refused && error.refusal instanceof ProductRefusal)
    return new Refused(error.refusal.forItem(title));
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions;
  if (!(error instanceof Error) || typeof extensions?.code !== 'string') return error;
  const { code, ...rest } = extensions;
  return codedError(code as ErrorCode, `${cartItemLabel(productId, title)}: ${error.message}`, { ...rest, productId });
}

/** A checkout's items as units: each product as many times as its quantity (default 1). */
function units(items: CheckoutItemInput[]): CheckoutItemInput[] {
  return items.flatMap((item) =>
    Array.from({ length: Math.max(1, Math.min(item.quantity ?? 1, MAX_CART_ITEMS + 1)) }, () => item),
  );
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
   * `Order.accountDetails`: a delivered order's credentials opened for its buyer alone (the field
   * is sealed until here). Every other reader, admins included, gets null: an admin sees them only
   * through `orderCredentials` (re-authenticated, with a reason, audited, throttled).
   */
  accountDetailsFor(ctx: BaseContext, order: OrderType): string | null {
    if (order.accountDetails === null) return null;
    if (ctx.identity.userId === null || ctx.identity.userId !== order.userId) return null;
    return order.openedDetails ?? credentialVault().open(order.accountDetails, forOrder(order.id));
  }

  /**
   * Buys one unit of a product for `userId`. The price comes from catalog, never from the
   * client; everything that changes state happens in one transaction (see `purchase`). A refusal
   * (out of stock, price changed, ...) is answered, not thrown: the union member says why.
   */
  placeOrder(userId: number, input: PlaceOrderInput): Promise<OrderType | PurchaseRefusal> {
    return answerRefusal<OrderType, PurchaseRefusal>(this.placeOne(userId, input));
  }

  private async placeOne(userId: number, input: PlaceOrderInput): Promise<OrderType> {
    const key = input.idempotencyKey || null;
    const [order] = await this.once(userId, key, [input.productId], async () => {
      const expectedCents = this.expectedPrice(input.expectedPrice);
      // Stock first, from one read: the losers of a race for a last unit (200 buyers at once in
      // `npm run bench`) are answered without a call to catalog each. Only a product that has sold
      // before is refused here; an id commerce never stocked goes on to catalog, which tells a
      // missing, hidden or deleted product apart.
      const soldOut = await this.soldOut([input.productId]);
      if (soldOut?.soldBefore) throw new Refused(new OutOfStockError(input.productId));
      const product = this.priceCheckedProduct(
        input.productId,
        await this.catalog.product(input.productId),
        expectedCents,
      );
      return this.purchase(userId, [product], { stockChecked: soldOut === undefined, idempotencyKey: key });
    });
    return order;
  }

  /**
   * Buys one unit of every product in the cart, all or nothing: one transaction claims every
   * unit, checks the balance once against the total and writes one order (and one ledger entry)
   * per product. Any refusal (not found, sold, out of stock, price changed) names the item and
   * leaves wallet and stock untouched; it is answered as the union member that says why.
   */
  checkoutCart(userId: number, input: CheckoutCartInput): Promise<CheckoutCartSuccess | PurchaseRefusal> {
    const items = input.items ?? [];
    const key = input.idempotencyKey || null;
    return answerRefusal<CheckoutCartSuccess, PurchaseRefusal>(
      this.once(
        userId,
        key,
        units(items).map((item) => item.productId),
        async () => this.purchase(userId, await this.cartProducts(items), { nameItems: true, idempotencyKey: key }),
      ).then((orders): CheckoutCartSuccess => ({ orders })),
    );
  }

  /**
   * A purchase sent with an Idempotency-Key buys at most once per user and key: the orders keep
   * the key (unique per user and product), so a repeat answers the orders of the first purchase
   * and charges nothing, also when the first committed but its answer was lost (a gateway 5xx
   * frees the gateway's own record of the key). A repeat that loses a race to the first, or finds
   * the product sold by it, is answered the same way; a key reused for other products is a 409.
   */
  private async once(
    userId: number,
    key: string | null,
    productIds: number[],
    buy: () => Promise<OrderType[]>,
  ): Promise<OrderType[]> {
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
    const orders = await this.em.find(
      OrderEntity,
      { user: userId, idempotencyKey: key },
      { populate: ['accountDetails'], orderBy: { id: 'asc' }, refresh: true },
    );
    if (!orders.length) return null;
    // A product bought `quantity` times has as many orders, answered in id order.
    const byProduct = new Map<number, OrderEntity[]>();
    for (const order of orders) byProduct.set(order.productId, [...(byProduct.get(order.productId) ?? []), order]);
    if (orders.length !== productIds.length) throw idempotencyKeyReusedError();
    return productIds.map((id) => {
      const order = byProduct.get(id)?.shift();
      if (!order) throw idempotencyKeyReusedError();
      return toOrderType(order);
    });
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
    if (units(items).length > MAX_CART_ITEMS) throw cartTooManyUnitsError();
    const found = await this.catalog.products(items.map((item) => item.productId));
    return items.flatMap((item, index) => {
      try {
        const product = this.priceCheckedProduct(item.productId, found[index], expected[index]);
        return Array.from({ length: item.quantity ?? 1 }, () => product);
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
      const refusal = new OutOfStockError(product.id);
      throw new Refused(options.nameItems ? refusal.forItem(product.title) : refusal);
    }

    // Plain prepared statements on the pg driver, no unit of work: each order with its unit,
    // ledger entry, wallet debit, e-mail and activity is one statement (`writeOrder`). Through
    // MikroORM a purchase took twelve round trips and its bookkeeping, and commerce's CPU capped
    // `npm run bench`'s orders/s.
    return inTransaction(this.em, async (sql) => {
      // Purchases with one user's key run one at a time, and a later one finds the orders of an
      // earlier one: `once` answers those.
      if (key && (await OrderRepository.lockIdempotencyKey(sql, userId, key))) throw idempotencyKeyReusedError();
      // One claim per line: a product bought several times claims as many units (each claim
      // skips the units this transaction already holds) or takes as many from the manual counter.
      const claimed = new Map<(typeof lines)[number], ClaimedUnit | null>();
      const held: number[] = [];
      for (const line of [...lines].sort((a, b) => a.product.id - b.product.id)) {
        const { product } = line;
        const unit = await OrderRepository.claimUnit(sql, product.id, held);
        if (!unit && !(await OrderRepository.takeManualStock(sql, product.id))) {
          const refusal = new OutOfStockError(product.id);
          throw new Refused(options.nameItems ? refusal.forItem(product.title) : refusal);
        }
        if (unit) held.push(unit.id);
        claimed.set(line, unit);
      }

      const buyer = await Ledger.lockBuyer(sql, userId);
      if (!buyer) {
        await loadActiveUser(this.em, userId); // unauthenticated when the user is gone
        throw walletNotFoundError();
      }
      if (buyer.status !== 'Active') throw accountNotActiveError();
      if (buyer.onHold) throw new Refused(new AccountOnHoldError());
      if (buyer.balanceCents < totalCents) {
        const [balance, price, shortBy] = [buyer.balanceCents, totalCents, totalCents - buyer.balanceCents];
        throw new Refused(
          new InsufficientBalanceError(centsToDecimal(balance), centsToDecimal(price), centsToDecimal(shortBy)),
        );
      }
      const created: OrderType[] = [];
      for (const line of lines)
        created.push(await this.writeOrder(sql, { id: userId, ...buyer }, line, claimed.get(line) ?? null, key));
      return created;
    });
  }

  /**
   * One order: the order row with its unit marked sold, its e-mail (its text carries the order
   * number, put in by SQL), its activity entry and its wallet debit with its ledger entry (the
   * ledger's `postCtes`) in one statement (`OrderRepository.insertOrder`).
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
      ? {
          status: 'delivered',
          deliveryStatus: 'delivered',
          deliveryMethod: 'automatic',
          accountDelivered: true,
          accountDetails: vault.seal(credentials!, forOrder(unit.orderId)),
        }
      : {
          status: 'pending',
          deliveryStatus: 'waiting',
          deliveryMethod: 'manual',
          accountDelivered: false,
          accountDetails: null,
        };
    const email = orderEmail(
      buyer,
      { id: ORDER_ID_TOKEN, productTitle: title, totalPrice },
      credentials,
      unit ? forEmail(unit.mailId) : undefined,
    );
    const written = await OrderRepository.insertOrder(sql, {
      id: unit?.orderId ?? null,
      userId: buyer.id,
      productId: product.id,
      productTitle: title,
      totalPrice,
      ...delivery,
      idempotencyKey,
      warrantyDays: product.warrantyDays ?? WARRANTY_DEFAULT_DAYS,
      replacementLimit: product.replacementLimit ?? REPLACEMENT_DEFAULT_LIMIT,
      unitId: unit?.id ?? null,
      mail: {
        id: unit?.mailId ?? null,
        toAddress: email.toAddress,
        subject: email.subject,
        body: email.body,
        secret: email.secret ?? null,
      },
      debit:
        priceCents > 0
          ? Ledger.statementEntry({
              type: 'purchase',
              amountCents: -priceCents,
              description: `Order #${ORDER_ID_TOKEN}: ${product.title}`,
            })
          : null,
      orderIdToken: ORDER_ID_TOKEN,
      activityDetails: `: ${title}`,
    });
    // The wallet was locked by lockBuyer; a debit that found no wallet must not commit an unpaid order.
    if (priceCents > 0 && written.entryId === null) throw walletNotFoundError();
    return {
      id: written.id,
      userId: buyer.id,
      productId: product.id,
      productTitle: title,
      totalPrice,
      ...delivery,
      openedDetails: credentials,
      orderDate: written.orderDate,
      ...orderWarranty(written.orderDate, product.warrantyDays, product.replacementLimit),
    };
  }

  private expectedPrice(value: string | null | undefined): number | null {
    if (value === null || value === undefined || value.trim() === '') return null;
    const cents = parseCents(value);
    if (cents === null || cents < 0) throw invalidExpectedPriceError();
    return cents;
  }

  /** Checks a product read from catalog (outside the transaction, so no lock waits on the network). */
  private priceCheckedProduct(
    productId: number,
    product: CatalogProduct | null,
    expectedCents: number | null,
  ): CatalogProduct {
    if (!product || product.deletedAt || product.hidden) throw new Refused(new ProductNotFoundError(productId));
    if (product.id !== productId) throw new Error(`catalog answered product ${product.id} for ${productId}`);
    if (product.status === 'Sold') throw new Refused(new ProductSoldError(productId));
    if (expectedCents !== null && expectedCents !== storedCents(product.price)) {
      throw new Refused(new PriceChangedError(productId, centsToDecimal(storedCents(product.price))));
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
  private soldOut(productIds: number[]): Promise<{ id: number; soldBefore: boolean } | undefined> {
    return withConnection(this.em, (sql) => OrderRepository.soldOut(sql, productIds));
  }
}
