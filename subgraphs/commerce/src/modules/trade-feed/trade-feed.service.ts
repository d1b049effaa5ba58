import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '@shop/server-kit';
import { OrderEntity } from '../order/order.entity';
import { maskUsername } from './mask-username';
import type { RecentPurchaseType } from './recent-purchase.type';

/** Bounds of the public feed: a caller cannot page through the whole order history. */
export const FEED_MAX_LIMIT = 20;
export const FEED_MAX_HOURS = 24 * 7;

export class TradeFeedService {
  constructor(private readonly em: EntityManager) {}

  /** The newest completed purchases of the last `hours` hours, buyers masked. */
  async recent(limit: number, hours: number, now = new Date()): Promise<RecentPurchaseType[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > FEED_MAX_LIMIT) {
      throw badInput(`limit must be a whole number from 1 to ${FEED_MAX_LIMIT}.`);
    }
    if (!Number.isInteger(hours) || hours < 1 || hours > FEED_MAX_HOURS) {
      throw badInput(`hours must be a whole number from 1 to ${FEED_MAX_HOURS}.`);
    }
    const since = new Date(now.getTime() - hours * 3_600_000);
    const orders = await this.em.find(
      OrderEntity,
      { orderDate: { $gte: since }, status: { $ne: 'cancelled' } },
      {
        populate: ['user'],
        fields: ['productId', 'totalPrice', 'accountDelivered', 'orderDate', 'user.username'],
        orderBy: { orderDate: 'desc', id: 'desc' },
        limit,
      },
    );
    return orders.map((order) => ({
      // A key for clients built from what the entry shows anyway: order ids stay private.
      id: `${order.orderDate.getTime().toString(36)}-${order.productId}`,
      username: maskUsername(order.user.getEntity().username),
      verified: order.accountDelivered,
      message: null,
      amount: order.totalPrice,
      timestamp: order.orderDate,
      productId: order.productId,
    }));
  }
}
