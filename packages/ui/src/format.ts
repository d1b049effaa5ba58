import { DATE_TIME_TO_MINUTE } from '@shop/shared';

/**
 * Dates as the shop shows them: the Turkish locale (spec §9), one function per meaning. Each takes
 * an ISO string (or nothing: '') and gives back an unparsable value as it came. Money is
 * `formatUsd` / `formatTry` of @shop/shared (exact, from the decimal string).
 */
function format(value: string | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('tr-TR', options);
}

/** A recorded moment to the second ("26.11.2026 03:31:05"): audit entries, order and unit records. */
export function formatTimestamp(value: string | null | undefined): string {
  return format(value);
}

/** A moment to the minute ("26.11.2026 03:31"): when a ticket or an order was last touched. */
export function formatDateTimeToMinute(value: string | null | undefined): string {
  return format(value, DATE_TIME_TO_MINUTE);
}

/** A day without its time ("26.11.2026"): an expiry date. */
export function formatCalendarDate(value: string | null | undefined): string {
  return format(value, { day: 'numeric', month: 'numeric', year: 'numeric' });
}

/** A moment with its month in words ("22 Kasım 2026 16:38"): when an announcement was published. */
export function formatDateTimeWithMonthName(value: string | null | undefined): string {
  return format(value, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
