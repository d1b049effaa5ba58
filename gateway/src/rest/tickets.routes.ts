import { type Request, type Response, Router } from 'express';
import {
  CreateTicketDocument,
  GetTicketDocument,
  GetTicketMessagesDocument,
  GetTicketsDocument,
  ReplyToTicketDocument,
  UpdateTicketStatusDocument,
} from '../generated/graphql';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';
import { ticketMessageToRest, ticketToRest } from './tickets.mappers';
import { attachmentOf, downloadHeaders, oneAttachment } from './uploads';

export function ticketRoutes({ server, context, files }: FacadeDeps): Router {
  const router = Router();
  const run = (req: Request, res: Response) => context(req, res);
  const upload = oneAttachment(files, context);

  mount(router, ROUTES.tickets, async (_input, req, res) => {
    const data = await server.run(GetTicketsDocument, {}, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  mount(router, ROUTES.ticketsByStatus, async ({ params }, req, res) => {
    const data = await server.run(GetTicketsDocument, { status: params.status }, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  mount(router, ROUTES.ticketAttachment, async ({ params }, req, res) => {
    const { identity, requestId } = run(req, res);
    await files.download(identity, requestId, `/ticket-attachments/${params.id}`, res, downloadHeaders);
  });

  mount(router, ROUTES.ticket, async ({ params }, req, res) => {
    const data = await server.run(GetTicketDocument, { id: params.id }, run(req, res));
    res.json(ticketToRest(data.ticket));
  });

  mount(router, ROUTES.ticketMessages, async ({ params }, req, res) => {
    const data = await server.run(GetTicketMessagesDocument, { ticketId: params.id }, run(req, res));
    res.json(data.ticketMessages.map(ticketMessageToRest));
  });

  mount(
    router,
    ROUTES.createTicket,
    async ({ body }, req, res) => {
      const data = await server.run(
        CreateTicketDocument,
        { input: { ...body, attachment: attachmentOf(req) } },
        run(req, res),
      );
      res.status(201).json(ticketToRest(data.createTicket));
    },
    upload,
  );

  mount(
    router,
    ROUTES.replyToTicket,
    async ({ params, body }, req, res) => {
      const input = { ticketId: params.id, message: body.message, attachment: attachmentOf(req) };
      const data = await server.run(ReplyToTicketDocument, { input }, run(req, res));
      res.status(201).json(ticketMessageToRest(data.replyToTicket));
    },
    upload,
  );

  mount(router, ROUTES.updateTicketStatus, async ({ params, body }, req, res) => {
    const data = await server.run(UpdateTicketStatusDocument, { id: params.id, status: body.status }, run(req, res));
    res.json(ticketToRest(data.updateTicketStatus));
  });

  return router;
}
