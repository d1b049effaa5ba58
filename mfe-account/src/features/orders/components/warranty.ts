import type { Order } from '../hooks/use-orders';

const OPEN = ['submitted', 'waiting_stock'];

/** Replacements the order's warranty still gives. */
export const replacementsLeft = (order: Order) =>
  Math.max(0, order.replacementLimit - order.claims.filter((claim) => claim.status === 'replaced').length);

/** Whether the warranty window is still open at `now`. */
export const inWarranty = (order: Order, now: number) => new Date(order.warrantyEndsAt).getTime() > now;

/**
 * Whether the buyer may claim now: delivered, inside its window, a replacement left, no claim
 * open (the server checks the same and answers a refusal otherwise).
 */
export function claimable(order: Order, now = Date.now()): boolean {
  return (
    order.status === 'delivered' &&
    order.accountDelivered &&
    inWarranty(order, now) &&
    replacementsLeft(order) > 0 &&
    !order.claims.some((claim) => OPEN.includes(claim.status))
  );
}
