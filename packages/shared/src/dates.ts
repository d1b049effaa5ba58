/** How lists show a moment to the minute ("26.11.2026 03:31"): @shop/ui's `formatDateTimeToMinute`, the orders' first paint. */
export const DATE_TIME_TO_MINUTE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * The shop's clock: every moment is shown in Turkey's time, whatever the runtime's zone. Pages are
 * rendered on the server and hydrated in the browser, so both must write the same text: a gateway
 * on UTC and a browser in Istanbul would otherwise disagree on every date (a hydration mismatch).
 */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

/**
 * A moment as the shop shows it: the Turkish locale (spec §9), in the shop's time zone
 * (`SHOP_TIME_ZONE`). An ISO string (or nothing: ''); an unparsable value is given back as it came.
 */
export function formatMoment(value: string | null | undefined, options?: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatterFor(options).format(date);
}

/**
 * One formatter per set of options, made once: `toLocaleString` builds a new `Intl.DateTimeFormat`
 * on every call, and with a time zone that is the costly part (a list of orders paid it per row).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const DATE_PARTS = [
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'dateStyle',
  'timeStyle',
];
const WHOLE_MOMENT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};
function formatterFor(options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    // toLocaleString's default when no part is named is the date and the time; the formatter's is the date alone.
    const named = DATE_PARTS.some((part) => part in options);
    formatter = new Intl.DateTimeFormat('tr-TR', {
      ...(named ? {} : WHOLE_MOMENT),
      ...options,
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
