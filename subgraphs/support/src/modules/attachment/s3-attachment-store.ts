import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AttachmentMissingError, checkedKey, readAll, type AttachmentStore } from './attachment-store';
import { kitSettings } from '@shop/server-kit';
import { sha256Hex, signV4, type SigV4Credentials } from './sigv4';

export interface S3StoreConfig {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigV4Credentials;
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

/** Where plain http to the store is allowed: a developer's machine and the tests, nowhere else. */
const DEVELOPMENT = new Set(['', 'development', 'test']);

/**
 * The endpoint's problem, if any: it must be an http(s) URL, and https outside development (plain
 * http would carry every attachment, and the signed requests, in clear).
 */
export function s3EndpointProblem(endpoint: string, nodeEnv: string | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `S3_ENDPOINT '${endpoint}' is not a URL (https://host[:port])`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol !== 'http:') return `S3_ENDPOINT must be an https:// URL (got ${url.protocol}//)`;
  if (DEVELOPMENT.has((nodeEnv ?? '').trim().toLowerCase())) return undefined;
  return `S3_ENDPOINT is http:// with NODE_ENV=${nodeEnv}: attachments and signed requests would cross the network in clear; use https:// (plain http is for development only)`;
}

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
  const problem = s3EndpointProblem(env.S3_ENDPOINT!, env.NODE_ENV);
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

  constructor(private readonly config: S3StoreConfig) {
    // Checked again here for stores built without s3ConfigOf (tests, scripts): production's setting.
    const problem = s3EndpointProblem(config.endpoint, kitSettings().production ? 'production' : undefined);
    if (problem) throw new Error(problem);
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

  private send(method: string, key: string, body?: Buffer): Promise<Response> {
    const base = this.config.endpoint.replace(/\/+$/, '');
    const url = new URL(`${base}/${encodeURIComponent(this.config.bucket)}/${this.prefix}${checkedKey(key)}`);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4(
      {
        method,
        url,
        headers: {
          'x-amz-content-sha256': payloadHash,
          ...(body ? { 'content-type': 'application/octet-stream' } : {}),
        },
        payloadHash,
        region: this.config.region,
        service: 's3',
      },
      this.config.credentials,
    );
    // fetch sets host and content-length itself.
    delete headers.host;
    return fetch(url, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  }
}

function failed(method: string, status: number): Error {
  if (status >= 300 && status < 400)
    return new Error(
      `S3 ${method} answered a redirect (${status}), which is never followed: check S3_ENDPOINT and S3_REGION`,
    );
  return new Error(`S3 ${method} failed with ${status}`);
}
