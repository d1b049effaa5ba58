import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { GatewayContext } from '../graphql/context';
import { OperationError } from './execute';
import type { StagedFile, SupportFiles } from './files/support-files';

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** The file of a form once support staged it (`_handleFile`'s answer, merged into `req.file`). */
type StagedUpload = Express.Multer.File & { staged?: StagedFile };

/**
 * Multer's documented door for custom storage (a StorageEngine): the file part's stream is piped
 * to support (`SupportFiles.stage`) as it arrives, so the gateway never holds the file; support
 * checks it (name, content, macros, size, quota) and stages it for the caller, and the operation
 * then names the staged id. The form's text fields are parsed by multer as before.
 */
function supportStorage(
  files: SupportFiles,
  context: (req: Request, res: Response) => GatewayContext,
): multer.StorageEngine {
  return {
    _handleFile(req, file, callback) {
      const { identity, requestId } = context(req, req.res!);
      files.stage(identity, requestId, file.originalname, file.stream).then(
        (staged) => callback(null, { staged, size: staged.size } as Partial<StagedUpload>),
        (error: unknown) => callback(error as Error),
      );
    },
    _removeFile(_req, _file, callback) {
      // A staged file nobody names is removed by support's sweep within the hour.
      callback(null);
    },
  };
}

/** Multipart bodies: the route's fields plus one optional `attachment`, streamed to support. */
export function oneAttachment(
  files: SupportFiles,
  context: (req: Request, res: Response) => GatewayContext,
): RequestHandler {
  const multipart = multer({
    storage: supportStorage(files, context),
    // Browsers send UTF-8 file names without declaring a charset.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
  });
  return (req, res, next) => {
    multipart.single('attachment')(req, res, (error?: unknown) => {
      if (!error) return next();
      // Support's refusal (the file's content, its size, a quota) as support said it.
      if (error instanceof OperationError) return next(error);
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
}

/** The form's file as the operation's upload input (the staged file's id), if one was sent. */
export function attachmentOf(req: Request) {
  const file: StagedUpload | undefined = req.file;
  return file?.staged ? { fileId: file.staged.id } : undefined;
}

/** `filename` for old clients (ASCII only) and `filename*` with the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The headers of a download that no browser renders or sniffs, and no cache keeps. */
export function downloadHeaders(file: { fileName: string; mimeType: string; size: string }): Record<string, string> {
  return {
    'content-type': file.mimeType,
    ...(file.size ? { 'content-length': file.size } : {}),
    'content-disposition': contentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  };
}
