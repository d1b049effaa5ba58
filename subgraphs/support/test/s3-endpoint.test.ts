import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { newAttachmentKey } from '../src/modules/attachment/attachment-store';
import { S3AttachmentStore, s3ConfigOf } from '../src/modules/attachment/s3-attachment-store';
import { supportEnv } from '../src/env';

// Issue 30 item 5: the S3 attachment store refuses an http:// endpoint outside development (start
// refused with a message) and never follows a redirect (a signed request is not replayed to
// wherever an answer points). The endpoint is an in-process stand-in that answers every request
// with a redirect to a second server, which counts what reaches it.

const S3_VARIABLES = {
  ATTACHMENT_STORE: 's3',
  S3_BUCKET: 'shop-files',
  S3_REGION: 'eu-test-1',
  S3_ACCESS_KEY_ID: 'AKIDSTANDIN',
  S3_SECRET_ACCESS_KEY: 'stand-in-secret',
};

describe('S3_ENDPOINT', () => {
  const withEndpoint = (endpoint: string, nodeEnv?: string) => ({
    ...S3_VARIABLES,
    S3_ENDPOINT: endpoint,
    ...(nodeEnv === undefined ? {} : { NODE_ENV: nodeEnv }),
  });

  it.each(['production', 'staging'])('refuses http:// with NODE_ENV=%s, and support does not start', (nodeEnv) => {
    expect(() => s3ConfigOf(withEndpoint('http://minio:9000', nodeEnv))).toThrow(
      `S3_ENDPOINT is http:// with NODE_ENV=${nodeEnv}: attachments and signed requests would cross the network in clear; use https:// (plain http is for development only)`,
    );
    expect(() =>
      supportEnv.load({ ...withEndpoint('http://minio:9000', nodeEnv), DATABASE_URL: 'postgres://x@h/db' }),
    ).toThrow(/S3_ENDPOINT is http:\/\//);
  });

  it('takes https:// everywhere, and http:// in development and tests only', () => {
    expect(s3ConfigOf(withEndpoint('https://s3.eu-central-1.amazonaws.com', 'production')).endpoint).toBe(
      'https://s3.eu-central-1.amazonaws.com',
    );
    for (const nodeEnv of [undefined, 'development', 'test'])
      expect(s3ConfigOf(withEndpoint('http://127.0.0.1:9000', nodeEnv)).endpoint).toBe('http://127.0.0.1:9000');
    expect(() => s3ConfigOf(withEndpoint('ftp://files.example', 'production'))).toThrow(/must be an https:\/\/ URL/);
    expect(() => s3ConfigOf(withEndpoint('minio:9000', 'development'))).toThrow(
      /must be an https:\/\/ URL|is not a URL/,
    );
  });

  it('the store itself refuses an http:// endpoint when the process runs in production', () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(
        () =>
          new S3AttachmentStore({
            endpoint: 'http://minio:9000',
            bucket: 'b',
            region: 'r',
            credentials: { accessKeyId: 'a', secretAccessKey: 's' },
          }),
      ).toThrow(/S3_ENDPOINT is http:\/\//);
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });
});

describe('S3AttachmentStore and redirects', () => {
  let redirecting: http.Server;
  let elsewhere: http.Server;
  const reachedElsewhere: string[] = [];
  let store: S3AttachmentStore;

  const listen = async (server: http.Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    elsewhere = http.createServer((req, res) => {
      reachedElsewhere.push(`${req.method} ${req.url} ${req.headers.authorization ? 'signed' : 'unsigned'}`);
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-length': 2 }).end('ok'));
    });
    const target = await listen(elsewhere);
    redirecting = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const status = req.method === 'PUT' ? 307 : req.method === 'GET' ? 301 : 308;
        res.writeHead(status, { location: `${target}${req.url}` }).end();
      });
    });
    store = new S3AttachmentStore({
      endpoint: await listen(redirecting),
      bucket: 'shop-files',
      region: 'eu-test-1',
      credentials: { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret' },
    });
  });

  afterAll(async () => {
    await Promise.all(
      [redirecting, elsewhere].map((server) => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      }),
    );
  });

  it('a put, a get and a delete answered with a redirect fail with a message; nothing reaches the other server', async () => {
    const key = newAttachmentKey();
    await expect(store.put(key, Readable.from([Buffer.from('file bytes')]), 1024)).rejects.toThrow(
      'S3 PUT answered a redirect (307), which is never followed: check S3_ENDPOINT and S3_REGION',
    );
    await expect(store.get(key)).rejects.toThrow('S3 GET answered a redirect (301), which is never followed');
    await expect(store.delete(key)).rejects.toThrow('S3 DELETE answered a redirect (308), which is never followed');
    expect(reachedElsewhere).toEqual([]);
  });
});
