import { type Request, type RequestHandler, type Response, Router } from 'express';
import multer from 'multer';
import {
  CreateTicketDocument,
  GetTicketAttachmentDocument,
  GetTicketDocument,
  GetTicketMessagesDocument,
  GetTicketsDocument,
  ReplyToTicketDocument,
  UpdateTicketStatusDocument,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { ROUTES } from './registry';
import { mount } from './route-spec';
import { ticketMessageToRest, ticketToRest } from './tickets.mappers';

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * Multipart bodies (`message`/`subject`/... plus one optional `attachment`) are parsed in memory
 * with a 5 MB limit; the file travels on to the support subgraph as base64 in the operation's
 * variables, where its name and content are checked. JSON bodies are accepted too.
 */
const multipart = multer({
  storage: multer.memoryStorage(),
  // Browsers send UTF-8 file names without declaring a charset.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
});

const oneAttachment: RequestHandler = (req, res, next) => {
  multipart.single('attachment')(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE')
        return next(new OperationError(413, 'The file must be smaller than 5 MB.', 'BAD_USER_INPUT'));
      return next(new OperationError(400, 'Send at most one file, in the field "attachment".', 'BAD_USER_INPUT'));
    }
    // Anything else multer passes on comes from busboy reading the client's bytes (a malformed
    // part header, a NUL in a file name, a truncated body): the client's fault, never a 500.
    next(new OperationError(400, 'The upload could not be read. Send the form again.', 'BAD_USER_INPUT'));
  });
};

function attachmentOf(req: Request) {
  const file = req.file;
  if (!file) return undefined;
  return { fileName: file.originalname, contentBase64: file.buffer.toString('base64') };
}

/** `filename` for old clients (ASCII only) and `filename*` with the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function ticketRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  const run = (req: Request, res: Response) => context(req, res);

  mount(router, ROUTES.tickets, async (_input, req, res) => {
    const data = await server.run(GetTicketsDocument, {}, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  mount(router, ROUTES.ticketsByStatus, async ({ params }, req, res) => {
    const data = await server.run(GetTicketsDocument, { status: params.status }, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  mount(router, ROUTES.ticketAttachment, async ({ params }, req, res) => {
    const { ticketAttachment: file } = await server.run(GetTicketAttachmentDocument, { id: params.id }, run(req, res));
    res.set({
      'content-type': file.mimeType,
      'content-disposition': contentDisposition(file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    res.send(Buffer.from(file.contentBase64, 'base64'));
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
    oneAttachment,
  );

  mount(
    router,
    ROUTES.replyToTicket,
    async ({ params, body }, req, res) => {
      const input = { ticketId: params.id, message: body.message, attachment: attachmentOf(req) };
      const data = await server.run(ReplyToTicketDocument, { input }, run(req, res));
      res.status(201).json(ticketMessageToRest(data.replyToTicket));
    },
    oneAttachment,
  );

  mount(router, ROUTES.updateTicketStatus, async ({ params, body }, req, res) => {
    const data = await server.run(UpdateTicketStatusDocument, { id: params.id, status: body.status }, run(req, res));
    res.json(ticketToRest(data.updateTicketStatus));
  });

  return router;
}
