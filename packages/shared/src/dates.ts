/** How lists show a moment to the minute ("26.11.2026 03:31"): @shop/ui's `formatDateTimeToMinute`, the orders' first paint. */
export const DATE_TIME_TO_MINUTE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * A moment as the shop shows it: the Turkish locale (spec §9), in this runtime's time zone. An
 * ISO string (or nothing: ''); an unparsable value is given back as it came.
 */
export function formatMoment(value: string | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('tr-TR', options);
}
