import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { openOrm, sha256Hex } from '@shop/server-kit';
import { supportOrmOptions } from '../src/mikro-orm.config';
import {
  AttachmentMissingError,
  AttachmentTooLargeError,
  newAttachmentKey,
  readAll,
} from '../src/modules/attachment/attachment-store';
import { importLegacyAttachments } from '../src/modules/attachment/legacy-import';
import { CHUNK_BYTES, PgAttachmentStore } from '../src/modules/attachment/pg-attachment-store';
import { S3AttachmentStore } from '../src/modules/attachment/s3-attachment-store';
import { stageFile } from '../../../test-support/attachments';
import { testDatabaseUrl } from '../../../test-support/db';
import { identityHeaders } from '../../../test-support/identity';
import { SubgraphProcess } from '../../../test-support/subgraph-process';

const FIVE_MB = 5 * 1024 * 1024;

/** A stream that yields `content` in pieces of `piece` bytes, as an upload arrives. */
const pieces = (content: Buffer, piece = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < content.length; at += piece) yield content.subarray(at, at + piece);
    })(),
  );

describe('PgAttachmentStore (PostgreSQL, support schema)', () => {
  const databaseUrl = testDatabaseUrl('attachment_store');
  let orm: MikroORM<PostgreSqlDriver>;
  let store: PgAttachmentStore;
  const chunkRows = async (key: string) =>
    (
      await (orm.em as EntityManager)
        .getKnex()
        .raw<{ rows: Array<{ n: number }> }>(
          'select count(*)::int as n from support.attachment_chunk where storage_key = ?',
          [key],
        )
    ).rows[0].n;

  beforeAll(async () => {
    orm = await openOrm(supportOrmOptions(databaseUrl));
    store = new PgAttachmentStore((orm.em as EntityManager).getKnex());
  });
  afterAll(async () => {
    await orm.close(true);
  });

  it('stores a file in 256 KiB chunk rows and gives back the same bytes, in pieces', async () => {
    const content = randomBytes(FIVE_MB - 7);
    const key = newAttachmentKey();
    expect(await store.put(key, pieces(content, 100_000), FIVE_MB)).toEqual({ size: content.length });
    expect(await chunkRows(key)).toBe(Math.ceil(content.length / CHUNK_BYTES));
    const read = await store.get(key);
    const seen: number[] = [];
    const parts: Buffer[] = [];
    for await (const part of read as AsyncIterable<Buffer>) {
      seen.push(part.length);
      parts.push(part);
    }
    expect(Buffer.concat(parts).equals(content)).toBe(true);
    expect(Math.max(...seen)).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('refuses a file past the limit and keeps none of it', async () => {
    const key = newAttachmentKey();
    await expect(store.put(key, pieces(randomBytes(FIVE_MB + 1)), FIVE_MB)).rejects.toBeInstanceOf(
      AttachmentTooLargeError,
    );
    expect(await chunkRows(key)).toBe(0);
    await expect(store.get(key)).rejects.toBeInstanceOf(AttachmentMissingError);
  });

  it('deletes, and refuses a key it did not generate', async () => {
    const key = newAttachmentKey();
    await store.put(key, pieces(Buffer.from('hello')), FIVE_MB);
    expect((await readAll(await store.get(key))).toString()).toBe('hello');
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(AttachmentMissingError);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('invalid attachment key');
  });

  it("imports the files of an earlier version's folder that a ticket names, once", async () => {
    const knex = (orm.em as EntityManager).getKnex();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'legacy-attachments-'));
    const [named, stray] = [newAttachmentKey(), newAttachmentKey()];
    const content = randomBytes(300 * 1024);
    fs.writeFileSync(path.join(dir, named), content);
    fs.writeFileSync(path.join(dir, stray), 'not on any ticket');
    const ticket = await knex.raw<{ rows: Array<{ id: number }> }>(
      `insert into support.ticket (user_id, subject, message) values (5, 'Old', 'Before the store') returning id`,
    );
    await knex.raw(
      `insert into support.ticket_attachment (ticket_id, file_name, storage_key, mime_type, size) values (?, 'old.png', ?, 'image/png', ?)`,
      [ticket.rows[0].id, named, content.length],
    );

    expect(await importLegacyAttachments(dir, store, knex)).toBe(1);
    expect((await readAll(await store.get(named))).equals(content)).toBe(true);
    await expect(store.get(stray)).rejects.toBeInstanceOf(AttachmentMissingError);
    expect(await importLegacyAttachments(dir, store, knex)).toBe(0);
    expect(await chunkRows(named)).toBe(2);
    expect(await importLegacyAttachments(path.join(dir, 'missing'), store, knex)).toBe(0);
  });
});

// No S3 server can run on this machine: this is a stand-in (an in-process HTTP server keeping
// objects in a Map) that checks what a real one checks of a request it can verify without the
// secret: the path-style URL, the declared body hash and the SigV4 credential scope. The
// signature itself is proved against AWS's published examples in sigv4.spec.ts.
describe('S3AttachmentStore against an S3 stand-in', () => {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  let server: http.Server;
  let store: S3AttachmentStore;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        const body = Buffer.concat(parts);
        const auth = String(req.headers.authorization ?? '');
        const scope =
          /^AWS4-HMAC-SHA256 Credential=AKIDSTANDIN\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=[0-9a-f]{64}$/.exec(
            auth,
          );
        if (
          !scope ||
          !scope[1].split(';').includes('host') ||
          req.headers['x-amz-content-sha256'] !== sha256Hex(body)
        ) {
          refused.push(`${req.method} ${req.url}`);
          res.writeHead(403).end();
          return;
        }
        const path = req.url ?? '';
        if (req.method === 'PUT') {
          objects.set(path, body);
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const object = objects.get(path);
          if (object) res.writeHead(200, { 'content-length': object.length }).end(object);
          else res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        } else if (req.method === 'DELETE') {
          objects.delete(path);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    store = new S3AttachmentStore({
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
      bucket: 'shop-files',
      region: 'eu-test-1',
      credentials: { accessKeyId: 'AKIDSTANDIN', secretAccessKey: 'stand-in-secret' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts an object at bucket/attachments/<key>, reads it back as a stream and deletes it', async () => {
    const content = randomBytes(1024 * 1024 + 3);
    const key = newAttachmentKey();
    expect(await store.put(key, pieces(content), FIVE_MB)).toEqual({ size: content.length });
    expect([...objects.keys()]).toContain(`/shop-files/attachments/${key}`);
    expect((await readAll(await store.get(key))).equals(content)).toBe(true);
    await store.delete(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(AttachmentMissingError);
    expect(refused).toEqual([]);
  });

  it('refuses a file past the limit without sending it', async () => {
    const before = objects.size;
    await expect(store.put(newAttachmentKey(), pieces(randomBytes(FIVE_MB + 1)), FIVE_MB)).rejects.toBeInstanceOf(
      AttachmentTooLargeError,
    );
    expect(objects.size).toBe(before);
  });
});

describe('attachments across support replicas', () => {
  jest.setTimeout(120_000);
  const databaseUrl = testDatabaseUrl('attachment_replicas');
  const replicas: SubgraphProcess[] = [];

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  const call = async (replica: SubgraphProcess, query: string, variables: Record<string, unknown>, userId: number) => {
    const response = await fetch(`${replica.url}/graphql`, {
      method: 'POST',
      headers: identityHeaders('support', { userId }),
      body: JSON.stringify({ query, variables }),
    });
    return response.json() as Promise<{ data?: any; errors?: unknown[] }>;
  };

  it('serves a file uploaded through one support process from a second process on the same database', async () => {
    const options = { databaseUrl, commerceUrl: 'http://127.0.0.1:9/graphql' };
    replicas.push(await SubgraphProcess.start('support', options));
    replicas.push(await SubgraphProcess.start('support', options));
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600 * 1024)]);
    const staged = await stageFile(replicas[0].url, { userId: 77 }, 'shot.png', png);
    expect(staged.status).toBe(201);
    // The ticket is written through the second replica: the staged file is in the shared database.
    const created = await call(
      replicas[1],
      'mutation($input: CreateTicketInput!) { createTicket(input: $input) { id attachments { id size } } }',
      { input: { subject: 'Screenshot', message: 'See attached', attachment: { fileId: staged.body.id } } },
      77,
    );
    expect(created.errors).toBeUndefined();
    const [attachment] = created.data.createTicket.attachments;
    expect(attachment.size).toBe(png.length);

    // The bytes come back streamed from the first replica, which did not write the ticket.
    const download = (userId: number) =>
      fetch(`${replicas[0].url}/files/ticket-attachments/${attachment.id}`, {
        headers: identityHeaders('support', { userId }),
      });
    const read = await download(77);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(decodeURIComponent(read.headers.get('x-file-name') ?? '')).toBe('shot.png');
    expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    // Another user still gets nothing.
    expect((await download(78)).status).toBe(404);
  });
});
