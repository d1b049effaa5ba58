import { CLAIM_MESSAGE_MAX, CLAIM_REASONS, CLAIM_STATUSES } from '@shop/shared';
import { z } from 'zod';
import { idParam, jsonBody, oneOf, queryText, text } from './fields';
import { Order } from './orders';
import { TicketAttachment } from './tickets';

/** Warranty claims (docs/api.md "Warranty claims"). */

export const SubmitClaimBody = jsonBody({
  reason: oneOf(CLAIM_REASONS, `reason must be one of: ${CLAIM_REASONS.join(', ')}.`),
  message: text().pipe(
    z
      .string()
      .trim()
      .min(1, { error: 'Please describe the problem.' })
      .max(CLAIM_MESSAGE_MAX, { error: `The message can be at most ${CLAIM_MESSAGE_MAX} characters.` }),
  ),
});

/** The same fields as a multipart form, with one optional file (the ticket rules: 5 MB, .jpg .jpeg .png .pdf .doc .docx .txt). */
export const SubmitClaimForm = z.object({
  reason: z.string(),
  message: z.string(),
  attachment: z.string().optional().meta({
    format: 'binary',
    description: 'One file of at most 5 MB (multipart only): a screenshot of the ban, say.',
  }),
});

/** Only the file, for `POST /api/orders/{id}/claims/attachments`. */
export const ClaimAttachmentForm = SubmitClaimForm.pick({ attachment: true });

export const ClaimIdParams = z.object({ id: idParam('claim id') });

export const AdminClaimQuery = z.object({
  status: queryText('status'),
  productId: queryText('productId').transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (!/^\d{1,9}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'productId must be a whole number.' });
      return z.NEVER;
    }
    return Number(value);
  }),
  batchId: queryText('batchId', 64),
  reason: queryText('reason'),
});

export const DecideClaimBody = jsonBody({
  action: oneOf(['replace', 'credit', 'refuse'], 'action must be one of: replace, credit, refuse.'),
  note: text()
    .pipe(z.string().max(1000, { error: 'The note can be at most 1,000 characters.' }))
    .optional(),
});

/** A stored file as tickets show theirs (support keeps both), downloaded from the claims' route. */
export const ClaimAttachment = TicketAttachment.extend({
  url: z.string().meta({ description: "The download route, for the claim's buyer and admins." }),
}).meta({ id: 'ClaimAttachment' });

/** A claim as its buyer (and an admin) reads it; `previousDetails` (the replaced credentials) only for them. */
export const Claim = z
  .object({
    id: z.number().int(),
    orderId: z.number().int(),
    userId: z.number().int(),
    productId: z.number().int(),
    productTitle: z.string(),
    reason: z.string().meta({ description: CLAIM_REASONS.join(' | ') }),
    message: z.string(),
    status: z.string().meta({ description: CLAIM_STATUSES.join(' | ') }),
    automatic: z.boolean(),
    decisionNote: z.string().nullable(),
    previousDetails: z.string().nullable(),
    unitId: z.number().int().nullable(),
    replacementUnitId: z.number().int().nullable(),
    batchId: z.string().nullable(),
    attachment: ClaimAttachment.nullable().meta({ description: "The buyer's file, if one was sent with the claim." }),
    createdAt: z.string(),
    updatedAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'Claim' });

/** An order of the buyer's list: the order with its claims (its `accountDetails` are the replacement's after one). */
export const OrderWithClaims = Order.extend({
  warrantyDays: z.number().int(),
  replacementLimit: z.number().int(),
  warrantyEndsAt: z.string(),
  claims: z.array(Claim),
}).meta({ id: 'OrderWithClaims' });
