import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for the few S3 calls the attachment and build stores make (PUT, GET, DELETE of
 * one object), over fetch: the AWS SDK would add dozens of packages for three requests.
 * Checked against AWS's published examples (sigv4.spec.ts).
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials only (sent as x-amz-security-token). */
  sessionToken?: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host and x-amz-date (lower- or mixed-case names). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex`), or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  service: string;
  /** `YYYYMMDDTHHMMSSZ`; now when omitted. */
  amzDate?: string;
}

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, everything else %XX). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function amzDateOf(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Answers the headers to send: the given ones plus host, x-amz-date, the token and Authorization. */
export function signV4(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const amzDate = request.amzDate ?? amzDateOf(new Date());
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, 'x-amz-date': amzDate };
  if (credentials.sessionToken) headers['x-amz-security-token'] = credentials.sessionToken;
  const canonicalHeaders = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = canonicalHeaders.map(([name]) => name).join(';');
  // S3 paths are encoded once, segment by segment, as they are sent.
  const path =
    request.url.pathname
      .split('/')
      .map((segment) => encode(decodeURIComponent(segment)))
      .join('/') || '/';
  const query = [...request.url.searchParams]
    .map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    query,
    canonicalHeaders.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), request.region), request.service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
