/**
 * The life of an order (the spec's status model; the panel shows them as Waiting, Processing,
 * Completed and Canceled):
 * - `pending`: sold from a manual counter, waiting for an admin to deliver it by hand;
 * - `processing`: an admin has taken the pending order on (the buyer sees someone is on it), not
 *   delivered yet;
 * - `delivered`: the credentials or the service text are on the order (at purchase for stocked
 *   units, by an admin for the others);
 * - `cancelled`: an admin cancelled it before delivery: price back to the wallet, stock returned;
 * - `refunded`: an admin gave the price back (`refundOrder`); the credentials stay delivered.
 * Delivery status follows: waiting, processing, delivered, cancelled.
 */
export const OrderStatus = {
  pending: 'pending',
  processing: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
} as const;

export const DeliveryStatus = {
  waiting: 'waiting',
  processing: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;
