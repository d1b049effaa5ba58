import { moneyInputMessage, moneyInputProblem } from '@shop/shared';
import { z } from 'zod';

/**
 * Field builders of the facade's request schemas. Each reproduces the facade's documented leniency
 * (a number where text is expected, '' for "not given") and its exact 400 message; the schema a
 * builder returns documents the accepted type (zod-to-openapi documents a preprocess by its target).
 */

/** A form value as text: strings and finite numbers as sent, anything else as '' (the facade's old `stringField`). */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A value as text for card slots: strings and scalars as sent, nothing as '', anything else as JSON. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** Text that is never refused: a missing or non-text value reads as ''. */
export const text = () => z.preprocess(textOf, z.string());

/** Text where '' means "not given" (undefined). */
export const optionalText = () => text().transform((value) => value || undefined);

/** A JSON body as an object (express leaves it undefined when none was sent). */
export function jsonBody<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(
    (value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}),
    z.object(shape),
  );
}

/** A positive id from the path (`Invalid product id.` when it is none). */
export function idParam(label: string) {
  const message = `Invalid ${label}.`;
  return z.preprocess(
    (raw) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }),
  );
}

/** A path segment kept as text, cut to `max` characters (slugs, batch ids). */
export const pathText = (max: number) => z.string().transform((value) => value.slice(0, max));

/**
 * An optional query-string value: trimmed, undefined when absent or blank; a repeated value (a
 * list) is `Give <name> once, as text.` and a long one `<name> is too long.`
 */
export function queryText(name: string, max = 64) {
  return z
    .string({ error: `Give ${name} once, as text.` })
    .transform((raw, ctx) => {
      const value = raw.trim();
      if (value.length > max) {
        ctx.addIssue({ code: 'custom', message: `${name} is too long.` });
        return z.NEVER;
      }
      return value || undefined;
    })
    .optional()
    .meta({ maxLength: max });
}

/** An optional whole-number query-string value with a default (`<name> must be a whole number.`). */
export function queryWholeNumber(name: string, fallback: number) {
  return queryText(name, 9)
    .transform((value, ctx) => {
      if (value === undefined) return fallback;
      if (!/^\d+$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number.` });
        return z.NEVER;
      }
      return Number(value);
    })
    .meta({ pattern: '^\\d+$', default: String(fallback) });
}

/** true/false (or 'true'/'false'); absent, null or '' is undefined; anything else `<name> must be true or false.` */
export function trueFalse(name: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    },
    z.boolean({ error: `${name} must be true or false.` }).optional(),
  );
}

/** The admin catalogue's booleans: also 1/0, and null or '' read as false. */
export function lenientBoolean(name: string) {
  return z.preprocess(
    (value) => {
      if (value === 'true' || value === 1) return true;
      if (value === 'false' || value === 0 || value === null || value === '') return false;
      return value;
    },
    z.boolean({ error: `${name} must be true or false.` }).optional(),
  );
}

/** One of the documented spellings exactly (Open, not open), else `message`. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Text, null, or a finite number as text; anything else `<name> must be text.` */
export function nullableText(name: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: `${name} must be text.` })
      .nullable()
      .optional(),
  );
}

/** A whole number of 0 or more; '' and null read as 0 (spec §5). */
export function count(name: string) {
  const whole = `${name} must be a whole number.`;
  return z.preprocess(
    (value) => {
      if (value === null || (typeof value === 'string' && !value.trim())) return 0;
      if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
      return value;
    },
    z
      .number({ error: whole })
      .int({ error: whole })
      .min(0, { error: `${name} must not be negative.` })
      .max(2_000_000_000, { error: `${name} is too large.` })
      .optional(),
  );
}

/**
 * Money as a decimal string ("12.50"); numbers are taken as written (no float arithmetic).
 * null or '' clears the field (null), except for `price`, where it reads as "not given".
 */
export function money(name: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return name === 'price' ? undefined : null;
      if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
      return typeof value === 'string' ? value.trim() : '';
    },
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = moneyInputProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: moneyInputMessage(name, problem) });
      })
      .nullable()
      .optional()
      .meta({ pattern: '^\\d{1,10}(\\.\\d{1,2})?$', description: 'Money as a decimal string, e.g. "12.50".' }),
  );
}

/** A JSON field the spec sends as text or as the value itself (`<name> must be JSON.`). */
export function jsonValue(name: string) {
  return z
    .unknown()
    .transform((value, ctx) => {
      if (typeof value !== 'string') return value;
      if (!value.trim()) return undefined;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON.` });
        return z.NEVER;
      }
    })
    .optional()
    .meta({ description: 'The value, or the value as JSON text.' });
}

/** Answer: `{ message }`, e.g. after a delete. */
export const MessageAnswer = z.object({ message: z.string() }).meta({ id: 'MessageAnswer' });

/** Every error answer of the facade (docs/api.md "Errors"). */
export const ErrorAnswer = z
  .object({
    message: z.string(),
    error: z.string(),
    code: z.string(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorAnswer' });
