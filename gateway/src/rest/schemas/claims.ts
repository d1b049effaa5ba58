import { CLAIM_MESSAGE_MAX, CLAIM_REASONS, CLAIM_REVIEW_REASONS, CLAIM_STATUSES } from '@shop/shared';
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

/**
 * A claim as its buyer reads it: no credentials (after a replacement only `status` replaced and
 * `decidedAt`, when), no internal unit or batch ids.
 */
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
    decisionNote: z.string().nullable().meta({
      description: "Staff's note: a refusal's reason, or why a closed claim closed (its order's refund or cancel).",
    }),
    attachment: ClaimAttachment.nullable().meta({ description: "The buyer's file, if one was sent with the claim." }),
    createdAt: z.string(),
    updatedAt: z.string(),
    decidedAt: z.string().nullable().meta({ description: 'When it was decided; for a replaced claim, when.' }),
  })
  .meta({ id: 'Claim' });

/** What staff weigh on a claim. */
export const ClaimSignals = z
  .object({
    minutesFromDelivery: z.number().int(),
    customerClaims: z.number().int().meta({ description: "The customer's claims in the ratio window." }),
    customerDeliveredOrders: z.number().int(),
    customerClaimRatio: z.number().nullable(),
    batchBanned: z.boolean(),
    batchConfirmedClaims: z.number().int(),
    batchOpenClaims: z.number().int(),
    batchOtherCustomerClaims: z.number().int(),
  })
  .meta({ id: 'ClaimSignals' });

/**
 * A claim in the admin queue: never credentials. Its units' credentials are one
 * `GET /api/units/{id}/credentials` each (re-authenticated, audited): `credentials` names them.
 */
export const AdminClaim = Claim.extend({
  unitId: z.number().int().nullable(),
  replacementUnitId: z.number().int().nullable(),
  batchId: z.string().nullable(),
  reviewReason: z
    .string()
    .nullable()
    .meta({ description: `Why the rules sent it to staff: ${CLAIM_REVIEW_REASONS.join(' | ')}.` }),
  signals: ClaimSignals.nullable(),
  credentials: z
    .object({
      claimed: z.string().nullable().meta({ description: "The claimed unit's reveal route." }),
      replacement: z.string().nullable().meta({ description: "The replacement unit's reveal route." }),
      previous: z
        .string()
        .nullable()
        .meta({ description: "The reveal route of the order's credentials before the claim's replacement." }),
    })
    .meta({ description: 'Where the credentials are revealed (one call each, re-authenticated, audited).' }),
}).meta({ id: 'AdminClaim' });

/** An order of the buyer's list: the order with its claims (its `accountDetails` are the replacement's after one). */
export const OrderWithClaims = Order.extend({
  warrantyDays: z.number().int(),
  replacementLimit: z.number().int(),
  warrantyEndsAt: z.string(),
  claims: z.array(Claim),
}).meta({ id: 'OrderWithClaims' });
