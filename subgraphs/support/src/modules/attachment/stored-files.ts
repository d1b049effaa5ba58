import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '@shop/server-kit';
import { checkAttachment, MAX_ATTACHMENT_BYTES } from './attachment-file';
import { AttachmentTooLargeError, newAttachmentKey, type AttachmentStore } from './attachment-store';
import type { AttachmentUploadInput } from './attachment-upload.input';
import { StagedFileEntity } from './staged-file.entity';
import type { StorageQuotas } from './storage-quota';

/** A refused file answers BAD_USER_INPUT with the message on the `attachment` field. */
export const attachmentRefusedError = (message: string) => badInput(message, { fields: { attachment: message } });

export const TOO_LARGE_MESSAGE = 'The file must be smaller than 5 MB.';

/** What a staged file becomes on the row that uses it (a ticket's attachment, a claim's file). */
export interface FileColumns {
  fileName: string;
  mimeType: string;
  size: number;
  storageKey: string;
}

/**
 * The one path every uploaded file takes (ticket, reply, warranty claim). The gateway streams the
 * bytes to `POST /files/staged` (file-routes.ts): they are checked (attachment-file.ts), written to
 * the store, and recorded as a staged file of the uploader within their quota. The GraphQL
 * operation then names the staged file's id; `take` moves its columns to the new row and deletes
 * the staged row in the same flush, so the bytes have exactly one owner row at any time.
 */
export class StoredFiles {
  constructor(
    private readonly storage: AttachmentStore,
    private readonly quotas?: StorageQuotas,
  ) {}

  /** Checks `content` and stores it as a staged file of `owner`; the store keeps nothing on a refusal. */
  async stage(
    em: EntityManager,
    owner: { userId: number; isAdmin: boolean },
    rawName: string,
    content: Buffer,
  ): Promise<StagedFileEntity> {
    const check = await checkAttachment(rawName, content);
    if (!check.ok) throw attachmentRefusedError(check.message);
    const storageKey = newAttachmentKey();
    try {
      await this.storage.put(storageKey, Readable.from([content]), MAX_ATTACHMENT_BYTES);
    } catch (error) {
      if (error instanceof AttachmentTooLargeError) throw attachmentRefusedError(TOO_LARGE_MESSAGE);
      throw error;
    }
    const write = async (tx: EntityManager) => {
      const row = tx.create(StagedFileEntity, {
        ownerUserId: owner.userId,
        fileName: check.fileName,
        mimeType: check.mimeType,
        size: content.length,
        storageKey,
      });
      await tx.flush();
      return row;
    };
    try {
      return this.quotas
        ? await this.quotas.withRoom(em, owner.userId, owner.isAdmin, content.length, write)
        : await write(em);
    } catch (error) {
      await this.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The staged file `upload` names, if it is the caller's: removed from the staged files in the
   * caller's next flush, its columns for the row that takes it. Null when there is no upload.
   */
  async take(
    em: EntityManager,
    userId: number,
    upload: AttachmentUploadInput | null | undefined,
  ): Promise<FileColumns | null> {
    if (!upload) return null;
    const staged = await em.findOne(
      StagedFileEntity,
      { id: upload.fileId, ownerUserId: userId },
      { populate: ['storageKey'] },
    );
    // Another user's staged file answers like a missing one.
    if (!staged) throw attachmentRefusedError('The file was not found. Send it again.');
    em.remove(staged);
    const { fileName, mimeType, size, storageKey } = staged;
    return { fileName, mimeType, size, storageKey };
  }
}
