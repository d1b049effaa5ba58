import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256Hex } from '../packages/server-kit/src/sigv4';

/**
 * An S3 stand-in (no S3 server runs on this machine): an in-process HTTP server keeping objects
 * in a Map, checking what a real one checks without the secret: the path-style URL, the declared
 * body hash and the SigV4 credential scope (the signature itself: packages/server-kit's sigv4.spec.ts).
 */
export async function startS3StandIn(region = 'eu-test-1', accessKeyId = 'AKIDSTANDIN') {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  const scope = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/${region}/s3/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$`,
  );
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const body = Buffer.concat(parts);
      const signed = scope.exec(String(req.headers.authorization ?? ''));
      if (
        !signed ||
        !signed[1].split(';').includes('host') ||
        req.headers['x-amz-content-sha256'] !== sha256Hex(body)
      ) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(403).end();
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (object) res.writeHead(200, { 'content-length': object.length }).end(object);
        else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region,
    accessKeyId,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
