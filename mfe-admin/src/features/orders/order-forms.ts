import { z } from 'zod';
import { checkedText, requiredText } from '../../lib/schema';
import { messages } from '../../messages';

const d = messages.orders.detail;
export const REASON_MAX = 200;
export const NOTES_MAX = 2000;

/** Cancel and refund: the reason the buyer is told (required, at most 200 characters, as the API wants). */
export const reasonFormSchema = z.object({
  reason: checkedText((value) =>
    !value.trim() ? d.reasonRequired : value.trim().length > REASON_MAX ? d.reasonTooLong : null,
  ),
});
export type ReasonFormValues = z.infer<typeof reasonFormSchema>;

/** Manual delivery: the account's details (required) and optional notes for the buyer. */
export const deliveryFormSchema = z.object({
  accountDetails: requiredText(d.deliverRequired),
  deliveryNotes: checkedText((value) => (value.trim().length <= NOTES_MAX ? null : d.notesTooLong)),
});
export type DeliveryFormValues = z.infer<typeof deliveryFormSchema>;
