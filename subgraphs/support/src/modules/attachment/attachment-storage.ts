import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where attachment bytes live. The database keeps only the server-generated key, so a client's
 * file name never reaches a path; another implementation (object storage) can replace this one.
 */
export interface AttachmentStorage {
  save(content: Buffer): Promise<string>;
  open(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** Files named by a random key in one folder (default `.data/attachments`). */
export class FsAttachmentStorage implements AttachmentStorage {
  constructor(private readonly dir: string) {}

  async save(content: Buffer): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true });
    const key = randomBytes(16).toString('hex');
    await fs.writeFile(this.pathOf(key), content, { flag: 'wx', mode: 0o600 });
    return key;
  }

  open(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error('invalid attachment key');
    return path.join(this.dir, key);
  }
}
