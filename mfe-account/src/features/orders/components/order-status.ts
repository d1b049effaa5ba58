import { messages } from '../../../messages';

/** Display text of an order status; unknown values are shown as they are. */
export function orderStatus(status: string): string {
  return messages.orders.statuses[status.toLowerCase()] ?? status;
}
