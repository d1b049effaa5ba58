import { z } from 'zod';
import { idParam, jsonBody, text } from './fields';

/** Support tickets, their messages and attachments (docs/api.md "Tickets"). */

export const TICKET_STATUSES = ['Open', 'Pending', 'Closed'] as const;
export const TICKET_PRIORITIES = ['High', 'Medium', 'Low'] as const;
const STATUS_MESSAGE = 'Status must be Open, Pending or Closed.';
const ticketStatus = z.enum(TICKET_STATUSES, { error: STATUS_MESSAGE });

export const TicketIdParams = z.object({ id: idParam('ticket id') });
export const AttachmentIdParams = z.object({ id: idParam('attachment id') });
export const TicketStatusParams = z.object({ status: ticketStatus });

const priority = text()
  .transform((value) => value.trim() || undefined)
  .pipe(z.enum(TICKET_PRIORITIES, { error: 'Priority must be High, Medium or Low.' }).optional());

const orderId = text()
  .transform((raw, ctx) => {
    const value = raw.trim();
    if (!value) return undefined;
    if (!/^\d{1,9}$/.test(value) || Number(value) <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Invalid order id.' });
      return z.NEVER;
    }
    return Number(value);
  })
  .meta({ description: 'The order the ticket is about (optional).' });

const attachmentField = {
  attachment: z
    .string()
    .optional()
    .meta({ format: 'binary', description: 'One file of at most 5 MB (multipart only).' }),
};

/** A JSON body or a multipart form (the same fields plus one `attachment`). */
const ticketFields = { subject: text(), message: text(), priority, orderId };
export const CreateTicketBody = jsonBody(ticketFields);
export const CreateTicketForm = z.object({ ...ticketFields, ...attachmentField });

export const ReplyBody = jsonBody({ message: text() });
export const ReplyForm = z.object({ message: text(), ...attachmentField });

export const TicketStatusBody = jsonBody({ status: text().pipe(ticketStatus) });

export const TicketAttachment = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    mimeType: z.string(),
    size: z.number().int(),
    url: z.string().meta({ description: 'The download route, for the ticket owner and admins.' }),
  })
  .meta({ id: 'TicketAttachment' });

export const Ticket = z
  .object({
    id: z.number().int(),
    subject: z.string(),
    message: z.string(),
    content: z.string().meta({ description: 'Alias of message.' }),
    status: z.enum(TICKET_STATUSES),
    priority: z.enum(TICKET_PRIORITIES),
    userId: z.number().int(),
    orderId: z.number().int().nullable(),
    lastReplyBy: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
    attachments: z.array(TicketAttachment),
  })
  .meta({ id: 'Ticket' });

export const TicketMessage = z
  .object({
    id: z.number().int(),
    ticketId: z.number().int(),
    message: z.string(),
    content: z.string(),
    isAdmin: z.boolean(),
    userId: z.number().int(),
    createdAt: z.string(),
    attachments: z.array(TicketAttachment),
  })
  .meta({ id: 'TicketMessage' });
