/**
 * Money is handled as integer minor units (cents / kuruş) in code and as `numeric(12,2)` in
 * PostgreSQL. Decimal strings ("12.50") are the wire format. Never use binary floats for
 * arithmetic on money: parse to cents, add integers, format back.
 */

const DECIMAL = /^(-)?(\d{1,10})(?:\.(\d{1,2}))?$/;

/** Largest amount a numeric(12,2) column holds, in cents. */
export const MAX_CENTS = 99_999_999_999;

/** Parses a decimal string such as "12.5" or "-3.40" into integer cents; null when malformed. */
export function parseCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) return null;
  return sign ? -cents : cents;
}

/** The largest price or amount anything accepts: MAX_CENTS as a decimal string. */
export const MAX_MONEY = '999999999.99';

/**
 * Why a price or amount a client sent is refused: 'format' when it is not a number of 0 or more
 * with at most two decimals, 'range' when parseCents would refuse it (beyond MAX_MONEY); null when
 * accepted. Every validator of client money uses it, so none accepts what normaliseDecimal throws on.
 */
export function moneyInputProblem(value: string): 'format' | 'range' | null {
  const text = value.trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) return 'format';
  return parseCents(text) === null ? 'range' : null;
}

/** The message for a refused price or amount of `moneyInputProblem`. */
export function moneyInputMessage(field: string, problem: 'format' | 'range'): string {
  return problem === 'range'
    ? `${field} must be at most ${MAX_MONEY}.`
    : `${field} must be a number of 0 or more with at most two decimals.`;
}

/** Formats integer cents as a plain decimal string with two decimals: 1250 → "12.50". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an integer amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Normalises any decimal string to two decimals ("5" → "5.00"); throws on malformed input. */
export function normaliseDecimal(value: string | number): string {
  const cents = parseCents(value);
  if (cents === null) throw new RangeError(`not a money amount: ${value}`);
  return centsToDecimal(cents);
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function splitCents(amount: string | number): { sign: string; whole: string; fraction: string } {
  const cents = parseCents(amount) ?? 0;
  const text = centsToDecimal(Math.abs(cents));
  const [whole, fraction] = text.split('.');
  return { sign: cents < 0 ? '-' : '', whole, fraction };
}

/** US dollars with two decimals: "1234.5" → "$1,234.50". */
export function formatUsd(amount: string | number): string {
  const { sign, whole, fraction } = splitCents(amount);
  return `${sign}$${groupThousands(whole, ',')}.${fraction}`;
}

/** Turkish lira with Turkish grouping: "1234.5" → "₺1.234,50". */
export function formatTry(amount: string | number): string {
  const { sign, whole, fraction } = splitCents(amount);
  return `${sign}₺${groupThousands(whole, '.')},${fraction}`;
}
