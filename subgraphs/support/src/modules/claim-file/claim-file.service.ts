import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '@shop/server-kit';
import DataLoader from 'dataloader';
import type { AttachmentStore } from '../attachment/attachment-store';
import { type FileColumns, StoredFiles } from '../attachment/stored-files';
import type { CommerceClient } from '../ticket/commerce.client';
import type { Actor } from '../ticket/ticket.service';
import { ClaimFileEntity } from './claim-file.entity';
import type { ClaimFileType, UploadClaimFileInput } from './claim-file.type';

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
    if ((await this.commerce.orderOwner(input.orderId)) !== actor.userId) throw orderNotFound();
    const file = await this.files.take(this.em, actor.userId, input.attachment);
    if (!file) throw fileNotFound();
    const row = this.em.create(ClaimFileEntity, { orderId: input.orderId, ownerUserId: actor.userId, ...file });
    await this.em.flush();
    return claimFileType(row);
  }

  /** A claim's file (`Claim.attachment`): null unless it was uploaded for that order and the caller may see it. */
  async onClaim(actor: Actor | null, id: number, orderId: number): Promise<ClaimFileType | null> {
    const row = await this.byId.load(id);
    return row && row.orderId === orderId && canSee(actor, row) ? claimFileType(row) : null;
  }

  /** The file's description, to its uploader and admins only. */
  async file(actor: Actor, id: number): Promise<ClaimFileType> {
    return claimFileType(await this.visible(actor, id));
  }

  /** What the download streams (`GET /files/claim-files/:id`), to its uploader and admins only. */
  async forDownload(actor: Actor, id: number): Promise<FileColumns> {
    const { fileName, mimeType, size, storageKey } = await this.visible(actor, id);
    return { fileName, mimeType, size, storageKey };
  }

  private async visible(actor: Actor, id: number): Promise<ClaimFileEntity> {
    const row = await this.em.findOne(ClaimFileEntity, id, { populate: ['storageKey'] });
    if (!row || !canSee(actor, row)) throw fileNotFound();
    return row;
  }
}
