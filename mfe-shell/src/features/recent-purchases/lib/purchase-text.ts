import { formatTry, parseCents } from '@shop/shared';
import { messages } from '../../../messages';
import type { RecentPurchase } from '../api/recent-purchase';

const m = messages.recentPurchases;

/** The message if present, else 'purchased a' + account type + 'account' + 'for' + region. */
export function purchaseLine(purchase: Pick<RecentPurchase, 'message' | 'product'>): string {
  const message = purchase.message?.trim();
  if (message) return message;
  const accountType = purchase.product?.accountType.trim();
  const region = purchase.product?.server.trim();
  return [m.purchasedA, accountType, m.account, ...(region ? [m.for, region] : [])].filter(Boolean).join(' ');
}

/** 'League of Legends' for lol, anything else is the second game; null when the product is gone. */
export function gameLabel(product: RecentPurchase['product']): string | null {
  if (!product) return null;
  return product.gameSlug.trim().toLowerCase() === 'lol' ? m.games.lol : m.games.other;
}

/** "₺1.234,50"; null for a malformed amount (never shown as ₺0,00). */
export function amountText(amount: string): string | null {
  return parseCents(amount) === null ? null : formatTry(amount);
}

// Made on first use, not when main.js runs: creating it loads the locale data (a start-up task of
// the first page otherwise), and the widget needs it 3 s after the page loaded.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = {
  format: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
    (relativeFormat ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' })).format(value, unit),
};

/** "5 minutes ago", "1 hour ago", ...; '' for an unreadable date. Future times count as now. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return relative.format(-seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}
