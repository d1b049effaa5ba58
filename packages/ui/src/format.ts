import { DATE_TIME_TO_MINUTE, formatMoment } from '@shop/shared';

/**
 * Dates as the shop shows them (@shop/shared's `formatMoment`: the Turkish locale, spec §9), one
 * function per meaning. Each takes an ISO string (or nothing: '') and gives back an unparsable
 * value as it came. Money is `formatUsd` / `formatTry` of @shop/shared (exact, from the decimal string).
 */

/** A recorded moment to the second ("26.11.2026 03:31:05"): audit entries, order and unit records. */
export function formatTimestamp(value: string | null | undefined): string {
  return formatMoment(value);
}

/** A moment to the minute ("26.11.2026 03:31"): when a ticket or an order was last touched. */
export function formatDateTimeToMinute(value: string | null | undefined): string {
  return formatMoment(value, DATE_TIME_TO_MINUTE);
}

/** A day without its time ("26.11.2026"): an expiry date. */
export function formatCalendarDate(value: string | null | undefined): string {
  return formatMoment(value, { day: 'numeric', month: 'numeric', year: 'numeric' });
}

/** A moment with its month in words ("22 Kasım 2026 16:38"): when an announcement was published. */
export function formatDateTimeWithMonthName(value: string | null | undefined): string {
  return formatMoment(value, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
