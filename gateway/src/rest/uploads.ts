import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { OperationError } from './execute';

const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * Multipart bodies (the route's fields plus one optional `attachment`) are parsed in memory with a
 * 5 MB limit; the file travels on to the support subgraph as base64 in the operation's variables,
 * where its name and content are checked (tickets, replies and warranty claims alike).
 */
const multipart = multer({
  storage: multer.memoryStorage(),
  // Browsers send UTF-8 file names without declaring a charset.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024 },
});

export const oneAttachment: RequestHandler = (req, res, next) => {
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

/** The form's file as the GraphQL upload input, if one was sent. */
export function attachmentOf(req: Request) {
  const file = req.file;
  if (!file) return undefined;
  return { fileName: file.originalname, contentBase64: file.buffer.toString('base64') };
}

/** `filename` for old clients (ASCII only) and `filename*` with the exact UTF-8 name. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a stored file as a download that no browser renders or sniffs, and no cache keeps. */
export function sendAttachment(res: Response, file: { fileName: string; mimeType: string; contentBase64: string }) {
  res.set({
    'content-type': file.mimeType,
    'content-disposition': contentDisposition(file.fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  res.send(Buffer.from(file.contentBase64, 'base64'));
}
