import { kitSettings } from './env';
import { sha256Hex, signV4, type SigV4Credentials } from './sigv4';

/**
 * One signed S3 request at a time, path-style (`<endpoint>/<bucket>/<key>`, which AWS, MinIO, Ceph
 * and R2 accept), over fetch: what the attachment store (support) and the build store (the
 * gateway's release registry) share. A redirect is never followed and a request gives up after 30 s.
 */
export interface S3ClientConfig {
  /** The service's base URL, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  credentials: SigV4Credentials;
}

export type S3Method = 'GET' | 'PUT' | 'DELETE' | 'HEAD';

/** Where plain http to the store is allowed: a developer's machine and the tests, nowhere else. */
const DEVELOPMENT = new Set(['', 'development', 'test']);

const TIMEOUT_MS = 30_000;

/**
 * The endpoint's problem, if any: it must be an http(s) URL, and https outside development (plain
 * http would carry every object, and the signed requests, in clear). `carries` names the objects
 * in the message ("attachments", "build files").
 */
export function s3EndpointProblem(
  endpoint: string,
  nodeEnv: string | undefined,
  carries = 'objects',
): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `S3_ENDPOINT '${endpoint}' is not a URL (https://host[:port])`;
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol !== 'http:') return `S3_ENDPOINT must be an https:// URL (got ${url.protocol}//)`;
  if (DEVELOPMENT.has((nodeEnv ?? '').trim().toLowerCase())) return undefined;
  return `S3_ENDPOINT is http:// with NODE_ENV=${nodeEnv}: ${carries} and signed requests would cross the network in clear; use https:// (plain http is for development only)`;
}

/** The error of a request that was not ok; a 3xx says it was not followed and what to check. */
export function s3Failure(method: S3Method, status: number, what?: string): Error {
  if (status >= 300 && status < 400)
    return new Error(
      `S3 ${method} answered a redirect (${status}), which is never followed: check S3_ENDPOINT and S3_REGION`,
    );
  return new Error(`S3 ${method}${what ? ` of ${what}` : ''} failed with ${status}`);
}

export class S3Client {
  private readonly base: string;

  /** Refuses an http:// endpoint when the process runs in production (also for clients built without a config check). */
  constructor(
    private readonly config: S3ClientConfig,
    carries?: string,
  ) {
    const problem = s3EndpointProblem(config.endpoint, kitSettings().production ? 'production' : undefined, carries);
    if (problem) throw new Error(problem);
    this.base = config.endpoint.replace(/\/+$/, '');
  }

  /**
   * Sends one signed request for the object `key` (already checked by the caller; each segment is
   * sent as given) and answers the response, whatever its status. The body's SHA-256 is always
   * signed, never UNSIGNED-PAYLOAD.
   */
  request(method: S3Method, key: string, body?: Buffer): Promise<Response> {
    const url = new URL(`${this.base}/${encodeURIComponent(this.config.bucket)}/${key}`);
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
    delete headers.host; // fetch sets host and content-length itself
    return fetch(url, {
      method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      // Never follow a redirect (a signed request must not be replayed elsewhere): a 3xx is not ok, so it fails.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }
}
