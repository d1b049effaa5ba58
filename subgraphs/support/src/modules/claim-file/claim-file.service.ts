import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '@shop/server-kit';
import DataLoader from 'dataloader';
import type { AttachmentStore } from '../attachment/attachment-store';
import { StoredFiles } from '../attachment/stored-files';
import type { CommerceClient } from '../ticket/commerce.client';
import type { Actor } from '../ticket/ticket.service';
import { ClaimFileEntity } from './claim-file.entity';
import type { ClaimFileContentType, ClaimFileType, UploadClaimFileInput } from './claim-file.type';

// Another user's file or order answers exactly like a missing one.
const fileNotFound = () => notFound('Attachment not found.');
const orderNotFound = () => notFound('Order not found.');

function claimFileType(row: ClaimFileEntity): ClaimFileType {
  const { id, orderId, fileName, mimeType, size, createdAt } = row;
  return { id, orderId, fileName, mimeType, size, createdAt };
}

const canSee = (actor: Actor | null, row: ClaimFileEntity) =>
  !!actor && (actor.isAdmin || row.ownerUserId === actor.userId);

/**
 * Files of warranty claims. The buyer uploads the file for their order before the claim (so a
 * refused file leaves no claim behind); the claim keeps the id, and the file is shown on it to the
 * buyer and admins only.
 */
export class ClaimFileService {
  private readonly files: StoredFiles;
  private readonly byId: DataLoader<number, ClaimFileEntity | null>;

  constructor(
    private readonly em: EntityManager,
    storage: AttachmentStore,
    private readonly commerce: CommerceClient,
  ) {
    this.files = new StoredFiles(storage);
    this.byId = new DataLoader(async (ids) => {
      const rows = await this.em.find(ClaimFileEntity, { id: { $in: [...ids] } });
      return ids.map((id) => rows.find((row) => row.id === id) ?? null);
    });
  }

  async upload(actor: Actor, input: UploadClaimFileInput): Promise<ClaimFileType> {
    const file = await this.files.check(input.attachment);
    if (!file) throw fileNotFound();
    if ((await this.commerce.orderOwner(input.orderId)) !== actor.userId) throw orderNotFound();
    const row = await this.files.store(file, async (storageKey) => {
      const created = this.em.create(ClaimFileEntity, {
        orderId: input.orderId,
        ownerUserId: actor.userId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.content.length,
        storageKey: storageKey!,
      });
      await this.em.flush();
      return created;
    });
    return claimFileType(row);
  }

  /** A claim's file (`Claim.attachment`): null unless it was uploaded for that order and the caller may see it. */
  async onClaim(actor: Actor | null, id: number, orderId: number): Promise<ClaimFileType | null> {
    const row = await this.byId.load(id);
    return row && row.orderId === orderId && canSee(actor, row) ? claimFileType(row) : null;
  }

  /** The file and its bytes, to its uploader and admins only. */
  async content(actor: Actor, id: number): Promise<ClaimFileContentType> {
    const row = await this.em.findOne(ClaimFileEntity, id, { populate: ['storageKey'] });
    if (!row || !canSee(actor, row)) throw fileNotFound();
    return { ...claimFileType(row), contentBase64: await this.files.base64(row.storageKey) };
  }
}
