import * as z from 'zod/mini';
import { PAYMENT_METHODS } from './catalog-constants';
import { centsToDecimal, parseCents } from './money';
import { CLAIM_MESSAGE_MAX, CLAIM_REASONS } from './warranty';

/**
 * The rules of the account area's inputs (sign-in, sign-up, deposit, new ticket, ticket reply) as
 * zod schemas: the account microfrontend's forms resolve with them, and a server parsing the same
 * input can too. The rules live here once; each caller passes the texts it shows (the spec's, in
 * the browser), so no message is written twice. zod's mini build: a few KB in the browser's
 * bundle instead of the full API's tens.
 */

/** A text checked by one rule that answers the message to show (or null). */
export function checkedText(check: (value: string) => string | null) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** A text that must not be blank (spaces alone count as blank). */
export const requiredText = (message: string) => checkedText((value) => (value.trim() ? null : message));

/** A text that must not be empty (a password: spaces are characters like any other). */
const nonEmpty = (message: string) => checkedText((value) => (value ? null : message));

export const signInInput = (texts: { missingFields: string }) =>
  z.object({ email: requiredText(texts.missingFields), password: nonEmpty(texts.missingFields) });

/** Username, e-mail and password required; the retyped password must match (checked once all are given). */
export const signUpInput = (texts: { missingFields: string; passwordMismatch: string }) =>
  z
    .object({
      username: requiredText(texts.missingFields),
      email: requiredText(texts.missingFields),
      password: nonEmpty(texts.missingFields),
      retypePassword: z.string(),
    })
    .check(
      z.refine((values) => values.password === values.retypePassword, {
        message: texts.passwordMismatch,
        path: ['retypePassword'],
      }),
    );

/**
 * A deposit: an amount greater than 0 with at most two decimals (given back as the exact decimal
 * string, "25" → "25.00") and one of the payment methods commerce accepts.
 */
export const depositInput = (texts: { invalidAmount: string }) =>
  z.object({
    amount: z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        const cents = parseCents(text.trim());
        if (cents === null || cents <= 0) {
          ctx.issues.push({ code: 'custom', message: texts.invalidAmount, input: text });
          return z.NEVER;
        }
        return centsToDecimal(cents);
      }),
    ),
    paymentMethod: z.enum(PAYMENT_METHODS),
  });

/** The spec's attachment limits (one file, 5 MB, these types); support checks names and content again. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.txt'] as const;

/** What the rules read of a file (a browser File is one). */
export interface AttachmentFile {
  name: string;
  size: number;
}

export function attachmentProblem(file: AttachmentFile): 'tooLarge' | 'wrongType' | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension) ? null : 'wrongType';
}

const isFile = (value: unknown): value is AttachmentFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AttachmentFile).name === 'string' &&
  typeof (value as AttachmentFile).size === 'number';

/** An optional attachment (null when none). */
function attachment<F extends AttachmentFile>(texts: { tooLarge: string; wrongType: string }) {
  return z
    .custom<F | null>((value) => value === null || isFile(value))
    .check(
      z.superRefine((file, ctx) => {
        const problem = file ? attachmentProblem(file) : null;
        if (problem)
          ctx.addIssue({ code: 'custom', message: problem === 'tooLarge' ? texts.tooLarge : texts.wrongType });
      }),
    );
}

export const TICKET_PRIORITY_CHOICES = ['High', 'Medium', 'Low'] as const;

interface TicketTexts {
  missingSubject: string;
  emptyMessage: string;
  tooLarge: string;
  wrongType: string;
}

/** A new ticket: subject and message not blank, a priority, an optional order ('' for none) and file. */
export const newTicketInput = <F extends AttachmentFile = AttachmentFile>(texts: TicketTexts) =>
  z.object({
    subject: requiredText(texts.missingSubject),
    message: requiredText(texts.emptyMessage),
    priority: z.enum(TICKET_PRIORITY_CHOICES),
    orderId: z.string().check(z.regex(/^(\d{1,9})?$/)),
    attachment: attachment<F>(texts),
  });

/** A reply on a ticket: a message not blank and an optional file. */
export const ticketReplyInput = <F extends AttachmentFile = AttachmentFile>(
  texts: Pick<TicketTexts, 'emptyMessage' | 'tooLarge' | 'wrongType'>,
) => z.object({ message: requiredText(texts.emptyMessage), attachment: attachment<F>(texts) });

/** A warranty claim: a known reason, a message not blank (at most CLAIM_MESSAGE_MAX characters), an optional file. */
export const claimInput = <F extends AttachmentFile = AttachmentFile>(texts: {
  messageRequired: string;
  messageTooLong: string;
  tooLarge: string;
  wrongType: string;
}) =>
  z.object({
    reason: z.enum(CLAIM_REASONS),
    message: checkedText((value) =>
      !value.trim() ? texts.messageRequired : value.length > CLAIM_MESSAGE_MAX ? texts.messageTooLong : null,
    ),
    attachment: attachment<F>(texts),
  });
