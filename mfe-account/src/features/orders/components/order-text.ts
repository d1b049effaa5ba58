import { ACCOUNT_TYPES, GAMES } from '@shop/shared';
import { messages } from '../../../messages';
import type { Order } from '../hooks/use-orders';

/** The product's title, or 'Order #id' when the order has none. */
export function orderTitle(order: Pick<Order, 'id'> & { product: { title?: string | null } }): string {
  return order.product.title?.trim() || messages.orders.untitled(order.id);
}

/** game › server › ranked/unranked › account type › subcategory, from the product's fields. */
export function categoryPath(product: Order['product']): string {
  const game = GAMES.find((g) => g.slug === product.gameSlug)?.name ?? product.gameSlug;
  const type = ACCOUNT_TYPES.find((t) => t.id === product.accountType)?.name ?? product.accountType;
  const rank = messages.orders.rankStatus[product.rankStatus] ?? product.rankStatus;
  return [game, product.server, rank, type, product.subCategory].filter((part) => part && part.trim()).join(' › ');
}

export function deliveryMethod(method: string): string {
  return messages.orders.deliveryMethods[method.toLowerCase()] ?? method;
}
