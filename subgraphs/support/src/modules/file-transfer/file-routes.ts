import { pipeline } from 'node:stream/promises';
import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { IDENTITY_HEADER, type Identity, log, REQUEST_ID_HEADER, verifyIdentity } from '@shop/server-kit';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { GraphQLError } from 'graphql';
import { MAX_ATTACHMENT_BYTES } from '../attachment/attachment-file';
import type { AttachmentStore } from '../attachment/attachment-store';
import { StoredFiles, TOO_LARGE_MESSAGE, type FileColumns } from '../attachment/stored-files';
import { CustomerQuotaError, StoreFullError, type StorageQuotas } from '../attachment/storage-quota';
import { ClaimFileService } from '../claim-file/claim-file.service';
import { HttpCommerceClient } from '../ticket/commerce.client';
import { TicketService, type Actor } from '../ticket/ticket.service';
import type { MemorySlots } from './memory-slots';

/** Headers of support's file answers, read by the gateway (gateway/src/rest/files/support-files.ts). */
export const FILE_NAME_HEADER = 'x-file-name';

export interface FileRoutesOptions {
  orm: MikroORM<PostgreSqlDriver>;
  storage: AttachmentStore;
  quotas: StorageQuotas;
  commerceUrl: string;
  /** Uploads held in memory at once while checked (`FILE_UPLOADS_IN_MEMORY`). */
  slots: MemorySlots;
}

function fail(res: Response, status: number, message: string, extra: Record<string, unknown> = {}): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json({ message, ...extra });
}

/** The signed-in person the gateway signed for; a guest, a service or no valid token gets 401 before the body is read. */
function personOf(req: Request, res: Response): Actor | null {
  const identity: Identity | null = verifyIdentity(req.header(IDENTITY_HEADER), 'support');
  if (!identity || identity.service || identity.userId === null) {
    // The body is not read: the connection closes after the answer instead of draining it.
    res.set('connection', 'close');
    fail(res, 401, 'Missing or invalid identity token');
    return null;
  }
  return { userId: identity.userId, isAdmin: identity.isAdmin };
}

/**
 * A request body of at most `max` bytes, into one buffer allocated once (the declared length, or
 * `max` for a streamed body): one copy of the file in this process, never regrown. Null past `max`.
 */
async function bodyOf(req: Request, max: number): Promise<Buffer | null> {
  const declared = Number(req.header('content-length'));
  const buffer = Buffer.allocUnsafe(
    Number.isSafeInteger(declared) && declared >= 0 && declared <= max ? declared : max,
  );
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    if (size + chunk.length > buffer.length) return null;
    chunk.copy(buffer, size);
    size += chunk.length;
  }
  return buffer.subarray(0, size);
}

function errorStatus(error: unknown): { status: number; message: string; extra?: Record<string, unknown> } | null {
  if (error instanceof CustomerQuotaError || error instanceof StoreFullError)
    return { status: error.status, message: error.message };
  if (error instanceof GraphQLError) {
    const code = error.extensions.code;
    if (code === 'BAD_USER_INPUT')
      return { status: 400, message: error.message, extra: { fields: error.extensions.fields } };
    if (code === 'NOT_FOUND') return { status: 404, message: error.message };
  }
  return null;
}

/**
 * Support's file routes, for the gateway alone (the same signed identity as /graphql; never a
 * sibling service's token). Files travel here as plain HTTP streams, never inside GraphQL:
 * - `POST /files/staged`: the raw bytes (`x-file-name`: the percent-encoded name); checked, stored
 *   and kept as a staged file of the caller within their quota; the operation that uses it names its id.
 * - `GET /files/ticket-attachments/:id`, `GET /files/claim-files/:id`: the bytes, streamed from the
 *   store, to whoever may see them (the name, type and size in headers).
 */
export function fileRoutes(options: FileRoutesOptions): Router {
  const router = Router();
  const files = new StoredFiles(options.storage, options.quotas);
  const services = (req: Request) => {
    const em = options.orm.em.fork();
    const commerce = new HttpCommerceClient(options.commerceUrl, req.header(REQUEST_ID_HEADER) ?? undefined);
    return {
      em,
      tickets: new TicketService(em, options.storage, commerce),
      claims: new ClaimFileService(em, options.storage, commerce),
    };
  };

  router.post('/staged', async (req, res, next) => {
    const actor = personOf(req, res);
    if (!actor) return;
    let name: string;
    try {
      name = decodeURIComponent(req.header(FILE_NAME_HEADER) ?? '');
    } catch {
      name = '';
    }
    if (Number(req.header('content-length')) > MAX_ATTACHMENT_BYTES) {
      res.set('connection', 'close');
      fail(res, 413, TOO_LARGE_MESSAGE);
      return;
    }
    const { em } = services(req);
    let release: (() => void) | undefined;
    try {
      // A customer (or the store) already at the quota is refused before a byte is read.
      await options.quotas.checkRoom(em, actor.userId, actor.isAdmin);
      release = await options.slots.acquire();
      const content = await bodyOf(req, MAX_ATTACHMENT_BYTES);
      if (!content) {
        fail(res, 413, TOO_LARGE_MESSAGE);
        return;
      }
      const staged = await files.stage(em, actor, name, content);
      const { id, fileName, mimeType, size } = staged;
      res.status(201).json({ id, fileName, mimeType, size });
    } catch (error) {
      // The gateway ends its upload once it has the answer; what it sent meanwhile is discarded unread.
      const known = errorStatus(error);
      if (!known) return next(error);
      fail(res, known.status, known.message, known.extra);
    } finally {
      release?.();
    }
  });

  const download =
    (find: (s: ReturnType<typeof services>, actor: Actor, id: number) => Promise<FileColumns>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      const actor = personOf(req, res);
      if (!actor) return;
      const id = Number(req.params.id);
      try {
        if (!Number.isSafeInteger(id) || id < 1)
          throw new GraphQLError('Attachment not found.', { extensions: { code: 'NOT_FOUND' } });
        const file = await find(services(req), actor, id);
        const content = await options.storage.get(file.storageKey);
        res.status(200).set({
          'content-type': file.mimeType,
          'content-length': String(file.size),
          [FILE_NAME_HEADER]: encodeURIComponent(file.fileName),
        });
        await pipeline(content, res);
      } catch (error) {
        const known = errorStatus(error);
        if (!known) {
          if (res.headersSent) {
            log('support', 'warn', 'a download broke off', { error: String(error) });
            res.destroy();
            return;
          }
          return next(error);
        }
        fail(res, known.status, known.message);
      }
    };

  router.get(
    '/ticket-attachments/:id',
    download((s, actor, id) => s.tickets.attachmentForDownload(actor, id)),
  );
  router.get(
    '/claim-files/:id',
    download((s, actor, id) => s.claims.forDownload(actor, id)),
  );
  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log('support', 'error', 'file route failed', { error: String((error as Error)?.stack ?? error) });
    fail(res, 500, 'Internal server error');
  });
  return router;
}
