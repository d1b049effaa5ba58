import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where attachment bytes live, shared by every support replica: PostgreSQL by default
 * (`PgAttachmentStore`, support's own schema), or an S3-compatible bucket (`S3AttachmentStore`).
 * The database row keeps only the server-generated key, so a client's file name never reaches
 * the store.
 */
export interface AttachmentStore {
  /** Stores the stream under `key`; past `maxBytes` it stops reading, keeps nothing and throws `AttachmentTooLargeError`. */
  put(key: string, content: Readable, maxBytes: number): Promise<{ size: number }>;
  /** The bytes stored under `key`, as a stream; `AttachmentMissingError` when there are none. */
  get(key: string): Promise<Readable>;
  /** Forgets `key` (nothing happens when it is not there). */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** A fresh random key: 32 hex digits. */
export function newAttachmentKey(): string {
  return randomBytes(16).toString('hex');
}

/** Refuses anything but a key this service generated. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid attachment key');
  return key;
}

export class AttachmentTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`attachment larger than ${maxBytes} bytes`);
  }
}

export class AttachmentMissingError extends Error {
  constructor(key: string) {
    super(`attachment ${key} is not in the store`);
  }
}

/** Reads a whole stream into memory (at most `maxBytes`, else `AttachmentTooLargeError`). */
export async function readAll(content: Readable, maxBytes = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer | string>) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > maxBytes) {
      content.destroy();
      throw new AttachmentTooLargeError(maxBytes);
    }
    parts.push(bytes);
  }
  return Buffer.concat(parts, size);
}
