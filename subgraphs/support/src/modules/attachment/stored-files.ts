import { Readable } from 'node:stream';
import { badInput } from '@shop/server-kit';
import { checkAttachment, MAX_ATTACHMENT_BYTES } from './attachment-file';
import { AttachmentTooLargeError, newAttachmentKey, readAll, type AttachmentStore } from './attachment-store';
import type { AttachmentUploadInput } from './attachment-upload.input';

/** A file that passed the attachment rules, ready to store. */
export interface CheckedFile {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** A refused file answers BAD_USER_INPUT with the message on the `attachment` field. */
export const attachmentRefusedError = (message: string) => badInput(message, { fields: { attachment: message } });

/**
 * The one path every uploaded file takes (ticket, reply, warranty claim): the rules of
 * attachment-file.ts, then the bytes in the store before the rows that point at them.
 */
export class StoredFiles {
  constructor(private readonly storage: AttachmentStore) {}

  /** The upload decoded and checked; null when there is none. */
  async check(upload: AttachmentUploadInput | null | undefined): Promise<CheckedFile | null> {
    if (!upload) return null;
    const content = Buffer.from(upload.contentBase64, 'base64');
    const check = await checkAttachment(upload.fileName, content);
    if (!check.ok) throw attachmentRefusedError(check.message);
    return { fileName: check.fileName, mimeType: check.mimeType, content };
  }

  /** Writes the bytes first, then the rows (`write`); a failed write removes the orphaned bytes. */
  async store<T>(file: CheckedFile | null, write: (storageKey: string | null) => Promise<T>): Promise<T> {
    const storageKey = file ? newAttachmentKey() : null;
    if (file && storageKey) {
      try {
        await this.storage.put(storageKey, Readable.from([file.content]), MAX_ATTACHMENT_BYTES);
      } catch (error) {
        if (error instanceof AttachmentTooLargeError)
          throw attachmentRefusedError('The file must be smaller than 5 MB.');
        throw error;
      }
    }
    try {
      return await write(storageKey);
    } catch (error) {
      if (storageKey) await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** The stored bytes, base64 (GraphQL carries them so; at most 5 MB in memory). */
  async base64(storageKey: string): Promise<string> {
    return (await readAll(await this.storage.get(storageKey))).toString('base64');
  }
}
