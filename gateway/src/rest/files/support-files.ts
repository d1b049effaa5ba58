import http from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { IDENTITY_HEADER, type Identity, REQUEST_ID_HEADER, signIdentity, UNAVAILABLE_MESSAGE } from '@shop/server-kit';
import type { Response } from 'express';
import { OperationError } from '../execute';

/** A file support staged for the caller: the operation that uses it names `id`. */
export interface StagedFile {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
}

const FILE_NAME_HEADER = 'x-file-name';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** Support's refusal, said to the client with the same status and message (400, 404, 413, 507). */
async function refusal(response: http.IncomingMessage): Promise<OperationError> {
  const chunks: Buffer[] = [];
  for await (const chunk of response as AsyncIterable<Buffer>) chunks.push(chunk);
  let body: { message?: unknown; fields?: unknown } = {};
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
  } catch {
    // Not support's JSON (a proxy's page): said as an outage below.
  }
  const status = response.statusCode ?? 502;
  const message = typeof body.message === 'string' ? body.message : UNAVAILABLE_MESSAGE;
  if ([400, 404, 413, 507].includes(status)) {
    const code = status === 404 ? 'NOT_FOUND' : status === 507 ? 'INSUFFICIENT_STORAGE' : 'BAD_USER_INPUT';
    return new OperationError(status, message, code, body.fields ? { fields: body.fields } : {});
  }
  return new OperationError(503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE');
}

/**
 * Support's file routes (`/files` beside its `/graphql`), called with the caller's signed identity
 * exactly as a GraphQL operation is. Uploads and downloads are piped: the gateway holds no file,
 * only the chunks in flight, and a slow side slows the other through TCP flow control.
 */
export class SupportFiles {
  private readonly base: string;

  constructor(supportGraphqlUrl: string) {
    this.base = supportGraphqlUrl.replace(/\/graphql\/?$/, '/files');
  }

  private request(method: 'GET' | 'POST', path: string, identity: Identity, requestId: string, headers = {}) {
    return http.request(`${this.base}${path}`, {
      method,
      agent,
      headers: { [IDENTITY_HEADER]: signIdentity(identity, 'support'), [REQUEST_ID_HEADER]: requestId, ...headers },
    });
  }

  /** Streams `content` to support, which checks and stages it for the caller. */
  stage(identity: Identity, requestId: string, fileName: string, content: Readable): Promise<StagedFile> {
    return new Promise((resolve, reject) => {
      const request = this.request('POST', '/staged', identity, requestId, {
        'content-type': 'application/octet-stream',
        [FILE_NAME_HEADER]: encodeURIComponent(fileName),
      });
      request.once('response', (response) => {
        if (response.statusCode === 201) {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.once('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as StagedFile));
          response.once('error', reject);
        } else {
          // Support refused (a quota before it read a byte, the size, the content): the rest of the
          // file is not sent; the form's part is drained so multer finishes, and the upload ends here.
          content.unpipe(request);
          content.resume();
          refusal(response)
            .then(reject, reject)
            .finally(() => request.destroy());
        }
      });
      request.on('error', (error) =>
        reject(new OperationError(503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE', { cause: String(error) })),
      );
      content.once('error', (error) => request.destroy(error));
      content.pipe(request);
    });
  }

  /**
   * Streams a stored file to `res` as a download (`headers` decides the download headers from the
   * name and type); support's 404 for a file the caller may not see becomes the same 404.
   */
  async download(
    identity: Identity,
    requestId: string,
    path: string,
    res: Response,
    headers: (file: { fileName: string; mimeType: string; size: string }) => Record<string, string>,
  ): Promise<void> {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = this.request('GET', path, identity, requestId);
      request.once('response', resolve);
      request.on('error', () => reject(new OperationError(503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE')));
      request.end();
    });
    if (response.statusCode !== 200) throw await refusal(response);
    let fileName = 'attachment';
    try {
      fileName = decodeURIComponent(String(response.headers[FILE_NAME_HEADER] ?? 'attachment'));
    } catch {
      // support encodes every name; a broken one falls back to a neutral name.
    }
    res.status(200).set(
      headers({
        fileName,
        mimeType: String(response.headers['content-type'] ?? 'application/octet-stream'),
        size: String(response.headers['content-length'] ?? ''),
      }),
    );
    await pipeline(response, res);
  }
}
