import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AttachmentMissingError, checkedKey, readAll, type AttachmentStore } from './attachment-store';
import { S3Client, s3EndpointProblem, s3Failure as failed, type S3ClientConfig } from '@shop/server-kit';

export interface S3StoreConfig extends S3ClientConfig {
  /** Object key prefix inside the bucket (default `attachments/`). */
  prefix?: string;
}

/** The S3 variables of support's schema (src/env.ts); `AWS_*` stand in for the `S3_*` keys. */
export type S3Env = Partial<
  Record<
    | 'S3_ENDPOINT'
    | 'S3_BUCKET'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'AWS_ACCESS_KEY_ID'
    | 'AWS_SECRET_ACCESS_KEY'
    | 'S3_SESSION_TOKEN'
    | 'S3_PREFIX'
    | 'NODE_ENV',
    string
  >
>;

/** The store's settings, or an error naming every missing variable. */
export function s3ConfigOf(env: S3Env): S3StoreConfig {
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? env.AWS_SECRET_ACCESS_KEY;
  const missing = [
    ['S3_ENDPOINT', env.S3_ENDPOINT],
    ['S3_BUCKET', env.S3_BUCKET],
    ['S3_REGION', env.S3_REGION],
    ['S3_ACCESS_KEY_ID', accessKeyId],
    ['S3_SECRET_ACCESS_KEY', secretAccessKey],
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new Error(`ATTACHMENT_STORE=s3 needs ${missing.join(', ')}`);
  // https outside development: plain http would carry every attachment and the signed requests in clear.
  const problem = s3EndpointProblem(env.S3_ENDPOINT!, env.NODE_ENV, 'attachments');
  if (problem) throw new Error(problem);
  return {
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION!,
    credentials: {
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
      sessionToken: env.S3_SESSION_TOKEN || undefined,
    },
    prefix: env.S3_PREFIX,
  };
}

/**
 * Attachments as objects in an S3-compatible bucket (path-style URLs, so MinIO and other
 * S3-compatible servers work as AWS does). A put reads the upload (at most the 5 MB limit) into
 * memory, because a single signed PUT needs its length and hash before it starts; a get streams
 * the object's body through. A redirect is never followed (a signed request must not be replayed
 * to wherever an answer points): it is a failure that names it.
 */
export class S3AttachmentStore implements AttachmentStore {
  private readonly prefix: string;
  private readonly s3: S3Client;

  constructor(config: S3StoreConfig) {
    // The client refuses an http:// endpoint in production again, for stores built without s3ConfigOf (tests, scripts).
    this.s3 = new S3Client(config, 'attachments');
    this.prefix = config.prefix ?? 'attachments/';
  }

  async put(key: string, content: Readable, maxBytes: number): Promise<{ size: number }> {
    const body = await readAll(content, maxBytes);
    const response = await this.send('PUT', key, body);
    await response.arrayBuffer();
    if (!response.ok) throw failed('PUT', response.status);
    return { size: body.length };
  }

  async get(key: string): Promise<Readable> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer();
      throw new AttachmentMissingError(key);
    }
    if (!response.ok || !response.body) {
      await response.arrayBuffer().catch(() => undefined);
      throw failed('GET', response.status);
    }
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer();
    if (!response.ok && response.status !== 404) throw failed('DELETE', response.status);
  }

  private send(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    return this.s3.request(method, `${this.prefix}${checkedKey(key)}`, body);
  }
}
