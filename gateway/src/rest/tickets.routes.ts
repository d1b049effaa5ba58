import { type Request, type RequestHandler, type Response, Router } from 'express';
import multer from 'multer';
import {
  CreateTicketDocument,
  GetTicketAttachmentDocument,
  GetTicketDocument,
  GetTicketMessagesDocument,
  GetTicketsDocument,
  ReplyToTicketDocument,
  type TicketPriority,
  type TicketStatus,
  UpdateTicketStatusDocument,
} from '../generated/graphql';
import { OperationError } from './execute';
import type { FacadeDeps } from './facade-deps';
import { body, idParam, stringField } from './params';
import { ticketMessageToRest, ticketToRest } from './tickets.mappers';

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];
const PRIORITIES: TicketPriority[] = ['High', 'Medium', 'Low'];

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

function optionalId(source: Record<string, unknown>, field: string, label: string): number | undefined {
  const raw = stringField(source, field).trim();
  if (!raw) return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) <= 0) throw new OperationError(400, `Invalid ${label}.`, 'BAD_USER_INPUT');
  return Number(raw);
}

/** Exactly one of the documented spellings (Open, not open), else a 400. */
function oneOf<T extends string>(values: T[], raw: string, message: string): T {
  const found = values.find((value) => value === raw);
  if (!found) throw new OperationError(400, message, 'BAD_USER_INPUT');
  return found;
}

/** `filename` for old clients (ASCII only) and `filename*` with the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function ticketRoutes({ server, context }: FacadeDeps): Router {
  const router = Router();
  const run = (req: Request, res: Response) => context(req, res);

  router.get('/tickets', async (req, res) => {
    const data = await server.run(GetTicketsDocument, {}, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  router.get('/tickets/status/:status', async (req, res) => {
    const status = oneOf(STATUSES, String(req.params.status), 'Status must be Open, Pending or Closed.');
    const data = await server.run(GetTicketsDocument, { status }, run(req, res));
    res.json(data.tickets.map(ticketToRest));
  });

  router.get('/tickets/attachments/:id', async (req, res) => {
    const id = idParam(req, 'id', 'attachment id');
    const { ticketAttachment: file } = await server.run(GetTicketAttachmentDocument, { id }, run(req, res));
    res.set({
      'content-type': file.mimeType,
      'content-disposition': contentDisposition(file.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    res.send(Buffer.from(file.contentBase64, 'base64'));
  });

  router.get('/tickets/:id', async (req, res) => {
    const data = await server.run(GetTicketDocument, { id: idParam(req, 'id', 'ticket id') }, run(req, res));
    res.json(ticketToRest(data.ticket));
  });

  router.get('/tickets/:id/messages', async (req, res) => {
    const data = await server.run(
      GetTicketMessagesDocument,
      { ticketId: idParam(req, 'id', 'ticket id') },
      run(req, res),
    );
    res.json(data.ticketMessages.map(ticketMessageToRest));
  });

  router.post('/tickets', oneAttachment, async (req, res) => {
    const input = body(req);
    const priorityText = stringField(input, 'priority').trim();
    const data = await server.run(
      CreateTicketDocument,
      {
        input: {
          subject: stringField(input, 'subject'),
          message: stringField(input, 'message'),
          priority: priorityText ? oneOf(PRIORITIES, priorityText, 'Priority must be High, Medium or Low.') : undefined,
          orderId: optionalId(input, 'orderId', 'order id'),
          attachment: attachmentOf(req),
        },
      },
      run(req, res),
    );
    res.status(201).json(ticketToRest(data.createTicket));
  });

  router.post('/tickets/:id/messages', oneAttachment, async (req, res) => {
    const ticketId = idParam(req, 'id', 'ticket id');
    const input = { ticketId, message: stringField(body(req), 'message'), attachment: attachmentOf(req) };
    const data = await server.run(ReplyToTicketDocument, { input }, run(req, res));
    res.status(201).json(ticketMessageToRest(data.replyToTicket));
  });

  router.put('/tickets/:id', async (req, res) => {
    const id = idParam(req, 'id', 'ticket id');
    const status = oneOf(STATUSES, stringField(body(req), 'status'), 'Status must be Open, Pending or Closed.');
    const data = await server.run(UpdateTicketStatusDocument, { id, status }, run(req, res));
    res.json(ticketToRest(data.updateTicketStatus));
  });

  return router;
}
