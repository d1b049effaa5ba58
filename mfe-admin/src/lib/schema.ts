import { z } from 'zod';

/**
 * A text field checked by one rule that answers the message to show (or null): the panel's forms
 * keep the texts of the spec and the first failing rule is the one a field shows.
 */
export function checkedText(check: (value: string) => string | null) {
  return z.string().superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A field that must not be blank (spaces alone count as blank). */
export const requiredText = (message: string) => checkedText((value) => (value.trim() ? null : message));

/** A whole number from min to max typed as text; `optional` lets it stay blank (the server's default). */
export const wholeNumberText = (min: number, max: number, message: string, optional = false) =>
  checkedText((value) => {
    const trimmed = value.trim();
    if (!trimmed) return optional ? null : message;
    if (!/^\d+$/.test(trimmed)) return message;
    const number = Number(trimmed);
    return number >= min && number <= max ? null : message;
  });
