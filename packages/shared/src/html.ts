/**
 * Where a first paint takes data the gateway fills in per request (the account's orders page: the
 * signed-in user's first orders, see orders-paint.ts). The remote writes the slot, the gateway
 * replaces it.
 */
export const FIRST_PAINT_SLOTS = { orders: '<!--orders.list-->' } as const;

/** Text made safe for HTML content and attribute values (first paints, the gateway's filled-in data). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
