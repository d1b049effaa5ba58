import type {
  FacadeTicketAttachmentFieldsFragment,
  FacadeTicketFieldsFragment,
  FacadeTicketMessageFieldsFragment,
} from '../generated/graphql';

/** Attachments carry the download route, served only to the ticket's owner and admins. */
export function attachmentToRest(attachment: FacadeTicketAttachmentFieldsFragment) {
  return { ...attachment, url: `/api/tickets/attachments/${attachment.id}` };
}

/** The spec's Ticket: `message` and its alias `content`, plus the attachments of the opening message. */
export function ticketToRest(ticket: FacadeTicketFieldsFragment) {
  return { ...ticket, content: ticket.message, attachments: ticket.attachments.map(attachmentToRest) };
}

export function ticketMessageToRest(message: FacadeTicketMessageFieldsFragment) {
  return { ...message, content: message.message, attachments: message.attachments.map(attachmentToRest) };
}
