import { messages } from '../../../messages';
import type { GetAdminOrdersQuery } from '../../../gql/graphql';

/** The spec's display values; other values are shown as they are. */
export function orderStatusLabel(status: string): string {
  return messages.orders.displayStatus[status] ?? status;
}

/** User 1 (the first admin) is shown as Admin (spec: Orders tab). */
export function customerName(order: Pick<GetAdminOrdersQuery['adminOrders'][number], 'userId' | 'user'>): string {
  if (order.userId === 1) return messages.orders.admin;
  return order.user?.username ?? `#${order.userId}`;
}
