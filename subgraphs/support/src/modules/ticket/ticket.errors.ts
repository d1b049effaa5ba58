import { conflict, forbidden, notFound } from '@shop/server-kit';

// Another user's ticket answers exactly like a missing one, so ids reveal nothing.
export const ticketNotFoundError = () => notFound('Ticket not found.');
export const attachmentNotFoundError = () => notFound('Attachment not found.');
export const orderNotFoundError = () => notFound('Order not found.');
export const ticketClosedError = () =>
  conflict('This ticket is closed and accepts no replies.', { reason: 'TICKET_CLOSED' });
export const onlyCloseError = () => forbidden('You can only close your own open ticket.');
