import { LockMode, raw, ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Identity } from '@shop/server-kit';
import { centsToDecimal, parseCents } from '@shop/shared';
import { storedCents } from '../../common/money';
import { InventoryUnitEntity } from '../inventory/inventory-unit.entity';
import { ManualStockEntity } from '../inventory/manual-stock.entity';
import { EmailOutboxEntity } from '../mail/email-outbox.entity';
import { orderEmail } from '../mail/order-email';
import { loadActiveUser } from '../user/user.service';
import { lockWallet, postEntry } from '../wallet/ledger';
import type { CatalogClient, CatalogProduct } from './catalog.client';
import { OrderEntity } from './order.entity';
import {
  insufficientBalanceError,
  invalidExpectedPriceError,
  outOfStockError,
  priceChangedError,
  productNotFoundError,
  productSoldError,
} from './order.errors';
import type { PlaceOrderInput } from './order.input';
import type { OrderType } from './order.type';

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
  };
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

  /** Credentials are shown to the buyer and to admins only. */
  accountDetailsFor(identity: Identity, order: OrderType): string | null {
    return identity.isAdmin || identity.userId === order.userId ? order.accountDetails : null;
  }

  /**
   * Buys one unit of a product for `userId`. The price comes from catalog, never from the
   * client; everything that changes state happens in one transaction:
   * lock an unsold unit (FOR UPDATE SKIP LOCKED, so concurrent buyers each get a different unit
   * or none) or take one from the manual counter, lock the wallet, check the balance, append the
   * ledger entry, move the balance, write the order, mark the unit sold, queue the e-mail.
   * Any error rolls all of it back.
   */
  async placeOrder(userId: number, input: PlaceOrderInput): Promise<OrderType> {
    const expectedCents = this.expectedPrice(input.expectedPrice);
    const product = await this.priceCheckedProduct(input.productId, expectedCents);
    const priceCents = storedCents(product.price);
    if (priceCents < 0) throw new Error(`product ${product.id} has a negative price`);
    const user = await loadActiveUser(this.em, userId);

    const order = await this.em.transactional(async (tx) => {
      const unit = await tx.findOne(
        InventoryUnitEntity,
        { productId: product.id, order: null, status: 'active' },
        { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { id: 'asc' }, populate: ['credentials'] },
      );
      if (!unit && !(await this.takeManualStock(tx, product.id))) throw outOfStockError();

      const wallet = await lockWallet(tx, userId);
      if (storedCents(wallet.balance) < priceCents) {
        throw insufficientBalanceError(wallet.balance, centsToDecimal(priceCents));
      }

      const created = tx.create(OrderEntity, {
        user: userId,
        productId: product.id,
        productTitle: product.title.slice(0, 200),
        totalPrice: centsToDecimal(priceCents),
        ...(unit
          ? { status: 'completed', deliveryStatus: 'delivered', deliveryMethod: 'automatic', accountDelivered: true, accountDetails: unit.credentials }
          : { status: 'pending', deliveryStatus: 'waiting', deliveryMethod: 'manual', accountDelivered: false, accountDetails: null }),
      });
      // The order number goes into the ledger text and the e-mail subject; still one transaction.
      await tx.flush();

      if (priceCents > 0) {
        postEntry(tx, wallet, {
          type: 'purchase',
          amountCents: -priceCents,
          description: `Order #${created.id}: ${product.title}`,
          order: created,
        });
      }
      if (unit) {
        unit.order = ref(created);
        unit.soldAt = new Date();
      }
      tx.create(EmailOutboxEntity, orderEmail(user, created, unit?.credentials ?? null));
      return created;
    });
    return toOrderType(order);
  }

  private expectedPrice(value: string | null | undefined): number | null {
    if (value === null || value === undefined || value.trim() === '') return null;
    const cents = parseCents(value);
    if (cents === null || cents < 0) throw invalidExpectedPriceError();
    return cents;
  }

  /** Reads the product from catalog outside the transaction, so no lock waits on the network. */
  private async priceCheckedProduct(productId: number, expectedCents: number | null): Promise<CatalogProduct> {
    const product = await this.catalog.product(productId);
    if (!product || product.deletedAt || product.hidden) throw productNotFoundError();
    if (product.status === 'Sold') throw productSoldError();
    if (expectedCents !== null && expectedCents !== storedCents(product.price)) {
      throw priceChangedError(centsToDecimal(storedCents(product.price)));
    }
    return product;
  }

  /** One from the manual counter, with a guarded UPDATE that can never go below zero. */
  private async takeManualStock(tx: EntityManager, productId: number): Promise<boolean> {
    const updated = await tx.nativeUpdate(ManualStockEntity, { productId, quantity: { $gt: 0 } }, { quantity: raw('quantity - 1') });
    return updated > 0;
  }
}
