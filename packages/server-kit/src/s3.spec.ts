import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Client, s3EndpointProblem } from './s3';
import { sha256Hex } from './sigv4';

// The one signed S3 request both stores send (support's attachments, the gateway's build files).
// Two in-process servers: one records what reaches it and answers 200, the other answers every
// request with a redirect to the first.

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

const close = (server: http.Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

const credentials = { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret' };

describe('S3Client', () => {
  const reached: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }> = [];
  let recording: http.Server;
  let redirecting: http.Server;
  let recordingUrl: string;
  let redirectingUrl: string;

  beforeAll(async () => {
    recording = http.createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        reached.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(parts) });
        res.writeHead(200, { 'content-length': 2 }).end(req.method === 'HEAD' ? undefined : 'ok');
      });
    });
    recordingUrl = await listen(recording);
    redirecting = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(307, { location: `${recordingUrl}${req.url}` }).end());
    });
    redirectingUrl = await listen(redirecting);
  });

  afterAll(() => Promise.all([close(recording), close(redirecting)]));
  beforeEach(() => (reached.length = 0));

  it('sends a path-style request with the body, its signed hash and the credential scope', async () => {
    const client = new S3Client({
      endpoint: `${recordingUrl}/`,
      bucket: 'shop-files',
      region: 'eu-test-1',
      credentials,
    });
    const response = await client.request('PUT', 'builds/abc', Buffer.from('bytes'));
    expect(response.status).toBe(200);
    expect(reached).toHaveLength(1);
    const [put] = reached;
    expect([put.method, put.url, put.body.toString()]).toEqual(['PUT', '/shop-files/builds/abc', 'bytes']);
    expect(put.headers['x-amz-content-sha256']).toBe(sha256Hex('bytes'));
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDSTANDIN\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it.each(['GET', 'PUT', 'DELETE', 'HEAD'] as const)(
    'never follows a redirect answering a %s: the 3xx comes back and nothing reaches its target',
    async (method) => {
      const client = new S3Client({ endpoint: redirectingUrl, bucket: 'b', region: 'eu-test-1', credentials });
      const response = await client.request(method, 'key', method === 'PUT' ? Buffer.from('x') : undefined);
      await response.arrayBuffer();
      expect(response.status).toBe(307);
      expect(reached).toEqual([]);
    },
  );

  it('refuses an http:// endpoint when the process runs in production', () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(
        () => new S3Client({ endpoint: 'http://minio:9000', bucket: 'b', region: 'r', credentials }, 'build files'),
      ).toThrow(
        'S3_ENDPOINT is http:// with NODE_ENV=production: build files and signed requests would cross the network in clear',
      );
      expect(
        () =>
          new S3Client({ endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'b', region: 'r', credentials }),
      ).not.toThrow();
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('s3EndpointProblem', () => {
  it('takes https:// everywhere and http:// only with NODE_ENV unset, development or test', () => {
    expect(s3EndpointProblem('https://s3.example', 'production')).toBeUndefined();
    for (const nodeEnv of [undefined, '', 'development', 'test', ' Test '])
      expect(s3EndpointProblem('http://127.0.0.1:9000', nodeEnv)).toBeUndefined();
    expect(s3EndpointProblem('http://minio:9000', 'staging', 'attachments')).toBe(
      'S3_ENDPOINT is http:// with NODE_ENV=staging: attachments and signed requests would cross the network in clear; use https:// (plain http is for development only)',
    );
    expect(s3EndpointProblem('ftp://files.example', 'development')).toBe(
      'S3_ENDPOINT must be an https:// URL (got ftp://)',
    );
    expect(s3EndpointProblem('minio:9000', 'development')).toMatch(/must be an https:\/\/ URL|is not a URL/);
  });
});
