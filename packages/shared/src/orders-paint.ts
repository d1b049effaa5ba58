import { DATE_TIME_TO_MINUTE, formatMoment } from './dates';
import { escapeHtml } from './html';
import { formatUsd } from './money';

/**
 * The account's orders list painted with the HTML of `/account/orders` (issue 21): the account
 * remote's first paint gives the markup (`OrdersPaintParts`, in its pages.json), the gateway fills
 * it with the signed-in user's first orders. Only what the list shows before a click: never
 * credentials, delivery notes or anything of the order's dialog.
 */
export interface PaintedOrder {
  id: number;
  /** The product's title (null or blank: the list's 'Order #id'). */
  title: string | null;
  productCode: string | null;
  /** ISO moment of the order. */
  orderDate: string;
  /** Exact decimal string. */
  totalPrice: string;
  status: string;
  /** The latest warranty claim's status, shown under the order's. */
  claimStatus: string | null;
}

/**
 * The list's markup with slots `<!--name-->` the gateway fills (values escaped, one pass, so a
 * value can never fill a slot of its own). Made by mfe-account's `src/first-paint.ts` from its
 * messages and styles.
 */
export interface OrdersPaintParts {
  /** The list around its rows: `<!--rows-->`. */
  list: string;
  /** One row: `<!--id-->`, `<!--title-->`, `<!--code-->` (the `code` part or nothing), `<!--date-->`,
   * `<!--dateText-->`, `<!--price-->`, `<!--status-->`, `<!--claim-->` (the `claim` part or nothing). */
  row: string;
  /** The product code line: `<!--text-->`. */
  code: string;
  /** The latest claim's badge: `<!--status-->` (for an attribute) and `<!--text-->`. */
  claim: string;
  /** The list with no orders (its empty state). */
  empty: string;
  /** The title of an order whose product has none: `<!--id-->`. */
  untitled: string;
  /** Display texts of order statuses (lower-case keys) and claim statuses; an unknown one is shown as it is. */
  statuses: Record<string, string>;
  claimStatuses: Record<string, string>;
}

const SLOT = /<!--([A-Za-z]+)-->/g;

/** `template` with each `<!--name-->` replaced by `values[name]` (markup, already escaped) or nothing. */
export function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(SLOT, (_slot, name: string) => (Object.hasOwn(values, name) ? values[name] : ''));
}

const own = (texts: Record<string, string>, key: string) => (Object.hasOwn(texts, key) ? texts[key] : undefined);

/** The orders list's markup for `orders` (the empty state for none), every value escaped. */
export function paintOrders(parts: OrdersPaintParts, orders: readonly PaintedOrder[]): string {
  if (!orders.length) return parts.empty;
  const rows = orders.map((order) => {
    const id = escapeHtml(String(order.id));
    const title = order.title?.trim() ? escapeHtml(order.title.trim()) : fillSlots(parts.untitled, { id });
    const status = order.status.toLowerCase();
    return fillSlots(parts.row, {
      id,
      title,
      code: order.productCode ? fillSlots(parts.code, { text: escapeHtml(order.productCode) }) : '',
      date: escapeHtml(order.orderDate),
      // In this process's time zone; the page's inline script redoes it in the browser's.
      dateText: escapeHtml(formatMoment(order.orderDate, DATE_TIME_TO_MINUTE)),
      price: escapeHtml(formatUsd(order.totalPrice)),
      status: escapeHtml(own(parts.statuses, status) ?? order.status),
      claim: order.claimStatus
        ? fillSlots(parts.claim, {
            status: escapeHtml(order.claimStatus),
            text: escapeHtml(own(parts.claimStatuses, order.claimStatus) ?? order.claimStatus),
          })
        : '',
    });
  });
  return fillSlots(parts.list, { rows: rows.join('') });
}
