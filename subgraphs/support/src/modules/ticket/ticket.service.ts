import type { EntityManager } from '@mikro-orm/postgresql';
import { log, type Identity } from '@shop/server-kit';
import { AttachmentEntity } from '../attachment/attachment.entity';
import type { AttachmentStore } from '../attachment/attachment-store';
import { type FileColumns, StoredFiles } from '../attachment/stored-files';
import type { CommerceClient } from './commerce.client';
import { TicketMessageEntity } from './ticket-message.entity';
import { TicketEntity, TicketPriority, TicketStatus } from './ticket.entity';
import {
  attachmentNotFoundError,
  onlyCloseError,
  orderNotFoundError,
  ticketClosedError,
  ticketNotFoundError,
} from './ticket.errors';
import type { CreateTicketInput, ReplyToTicketInput } from './ticket.input';
import type { TicketAttachmentFileType, TicketAttachmentType, TicketMessageType, TicketType } from './ticket.type';

/** A signed-in person (the resolvers reject guests before calling the service). */
export interface Actor {
  userId: number;
  isAdmin: boolean;
}

export function actorOf(identity: Identity, userId: number): Actor {
  return { userId, isAdmin: identity.isAdmin };
}

function attachmentType(row: AttachmentEntity): TicketAttachmentType {
  return { id: row.id, fileName: row.fileName, mimeType: row.mimeType, size: row.size };
}

function ticketType(ticket: TicketEntity, attachments: AttachmentEntity[]): TicketType {
  return {
    id: ticket.id,
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    priority: ticket.priority,
    userId: ticket.userId,
    orderId: ticket.orderId ?? null,
    lastReplyBy: ticket.lastReplyBy,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
    attachments: attachments.map(attachmentType),
  };
}

function messageType(row: TicketMessageEntity, attachments: AttachmentEntity[]): TicketMessageType {
  return {
    id: row.id,
    ticketId: row.ticket.id,
    message: row.message,
    isAdmin: row.isAdmin,
    userId: row.userId,
    createdAt: row.createdAt,
    attachments: attachments.map(attachmentType),
  };
}

/**
 * Support tickets. A customer sees and writes only their own tickets (another user's answers as
 * not found); admins see all. A closed ticket takes no replies; a customer may only close.
 */
export class TicketService {
  private readonly files: StoredFiles;

  constructor(
    private readonly em: EntityManager,
    storage: AttachmentStore,
    private readonly commerce: CommerceClient,
  ) {
    this.files = new StoredFiles(storage);
  }

  /** The caller's tickets (admins: everyone's), most recently updated first. */
  async list(actor: Actor, status?: TicketStatus | null): Promise<TicketType[]> {
    const where = {
      ...(actor.isAdmin ? {} : { userId: actor.userId }),
      ...(status ? { status } : {}),
    };
    const tickets = await this.em.find(TicketEntity, where, { orderBy: { updatedAt: 'desc', id: 'desc' }, limit: 500 });
    const attachments = tickets.length
      ? await this.em.find(
          AttachmentEntity,
          { ticket: { $in: tickets.map((t) => t.id) }, message: null },
          { orderBy: { id: 'asc' } },
        )
      : [];
    return tickets.map((t) =>
      ticketType(
        t,
        attachments.filter((a) => a.ticket.id === t.id),
      ),
    );
  }

  async get(actor: Actor, id: number): Promise<TicketType> {
    const ticket = await this.visibleTicket(actor, id);
    return ticketType(
      ticket,
      await this.em.find(AttachmentEntity, { ticket: id, message: null }, { orderBy: { id: 'asc' } }),
    );
  }

  /** The replies, oldest first (the opening message is the ticket's own). */
  async messages(actor: Actor, ticketId: number): Promise<TicketMessageType[]> {
    await this.visibleTicket(actor, ticketId);
    const rows = await this.em.find(
      TicketMessageEntity,
      { ticket: ticketId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    const attachments = await this.em.find(
      AttachmentEntity,
      { ticket: ticketId, message: { $ne: null } },
      { orderBy: { id: 'asc' } },
    );
    return rows.map((row) =>
      messageType(
        row,
        attachments.filter((a) => a.message?.id === row.id),
      ),
    );
  }

  async create(actor: Actor, input: CreateTicketInput): Promise<TicketType> {
    const file = await this.files.take(this.em, actor.userId, input.attachment);
    if (input.orderId) {
      // Never let a ticket point at somebody else's order; a foreign one answers like a missing one.
      const owner = await this.commerce.orderOwner(input.orderId);
      if (owner !== actor.userId) throw orderNotFoundError();
    }
    const ticket = this.em.create(TicketEntity, {
      userId: actor.userId,
      subject: input.subject,
      message: input.message,
      priority: input.priority ?? TicketPriority.Medium,
      orderId: input.orderId ?? null,
      lastReplyBy: 'user',
    });
    const attachments = file ? [this.em.create(AttachmentEntity, { ticket, message: null, ...file })] : [];
    await this.em.flush();
    return ticketType(ticket, attachments);
  }

  async reply(actor: Actor, input: ReplyToTicketInput): Promise<TicketMessageType> {
    const ticket = await this.visibleTicket(actor, input.ticketId);
    const current: TicketStatus = ticket.status;
    if (current === TicketStatus.Closed) throw ticketClosedError();
    const now = new Date();
    const message = this.em.create(TicketMessageEntity, {
      ticket,
      userId: actor.userId,
      isAdmin: actor.isAdmin,
      message: input.message,
      createdAt: now,
    });
    ticket.lastReplyBy = actor.isAdmin ? 'team' : 'user';
    ticket.updatedAt = now;
    const file = await this.files.take(this.em, actor.userId, input.attachment);
    const attachments = file ? [this.em.create(AttachmentEntity, { ticket, message, ...file })] : [];
    await this.em.flush();
    if (actor.isAdmin && ticket.userId !== actor.userId) await this.notifyOwner(ticket);
    return messageType(message, attachments);
  }

  /** Admins set any status on any ticket; a customer may only close their own open or pending ticket. */
  async setStatus(actor: Actor, id: number, status: TicketStatus): Promise<TicketType> {
    const ticket = await this.visibleTicket(actor, id);
    const current: TicketStatus = ticket.status;
    if (!actor.isAdmin && (status !== TicketStatus.Closed || current === TicketStatus.Closed)) throw onlyCloseError();
    if (current !== status) {
      ticket.status = status;
      ticket.updatedAt = new Date();
      await this.em.flush();
    }
    return this.get(actor, id);
  }

  /** The file's description, to the ticket's owner and admins only (its bytes: `GET /files/ticket-attachments/:id`). */
  async attachmentFile(actor: Actor, id: number): Promise<TicketAttachmentFileType> {
    const { row, ticketId } = await this.visibleAttachment(actor, id);
    return { ...attachmentType(row), ticketId };
  }

  /** What the download streams: the columns and the storage key, to the ticket's owner and admins only. */
  async attachmentForDownload(actor: Actor, id: number): Promise<FileColumns> {
    const { row } = await this.visibleAttachment(actor, id);
    const { fileName, mimeType, size, storageKey } = row;
    return { fileName, mimeType, size, storageKey };
  }

  private async visibleAttachment(actor: Actor, id: number): Promise<{ row: AttachmentEntity; ticketId: number }> {
    const row = await this.em.findOne(AttachmentEntity, id, { populate: ['storageKey'] });
    if (!row) throw attachmentNotFoundError();
    const ticket = await this.em.findOne(TicketEntity, row.ticket.id);
    if (!ticket || (!actor.isAdmin && ticket.userId !== actor.userId)) throw attachmentNotFoundError();
    return { row, ticketId: ticket.id };
  }

  private async visibleTicket(actor: Actor, id: number): Promise<TicketEntity> {
    const ticket = await this.em.findOne(TicketEntity, id);
    if (!ticket || (!actor.isAdmin && ticket.userId !== actor.userId)) throw ticketNotFoundError();
    return ticket;
  }

  /** After the commit: a failure to queue the e-mail is logged and never fails the reply. */
  private async notifyOwner(ticket: TicketEntity): Promise<void> {
    try {
      await this.commerce.queueTicketReplyEmail(ticket.userId, ticket.id, ticket.subject);
    } catch (error) {
      log('support', 'warn', 'could not queue the ticket reply e-mail', { ticketId: ticket.id, error: String(error) });
    }
  }
}
