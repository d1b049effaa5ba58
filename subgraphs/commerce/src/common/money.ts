import { parseCents } from '@shop/shared';

/**
 * Cents of a decimal string read from our own numeric(12,2) columns or from catalog. A value
 * that does not parse is a bug or corrupt data, never user input, so it fails loudly (500).
 */
export function storedCents(value: string): number {
  const cents = parseCents(value);
  if (cents === null) throw new Error(`not a money amount: ${JSON.stringify(value)}`);
  return cents;
}
