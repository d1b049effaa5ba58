import { requireUser, validateInput } from '@shop/server-kit';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { SupportContext } from '../../context';
import { TicketStatus } from './ticket.entity';
import { CreateTicketInput, ReplyToTicketInput } from './ticket.input';
import { actorOf } from './ticket.service';
import { TicketAttachmentFileType, TicketMessageType, TicketType } from './ticket.type';

const actor = (ctx: SupportContext) => actorOf(ctx.identity, requireUser(ctx));

@Resolver(() => TicketType)
export class TicketResolver {
  @Query(() => [TicketType], { description: "The caller's tickets (admins: all), most recently updated first." })
  tickets(
    @Arg('status', () => TicketStatus, { nullable: true }) status: TicketStatus | null,
    @Ctx() ctx: SupportContext,
  ): Promise<TicketType[]> {
    return ctx.tickets.list(actor(ctx), status);
  }

  @Query(() => TicketType, { description: "Owner or admin; another user's ticket is NOT_FOUND." })
  ticket(@Arg('id', () => Int) id: number, @Ctx() ctx: SupportContext): Promise<TicketType> {
    return ctx.tickets.get(actor(ctx), id);
  }

  @Query(() => [TicketMessageType], { description: 'Replies on a ticket, oldest first; owner or admin.' })
  ticketMessages(
    @Arg('ticketId', () => Int) ticketId: number,
    @Ctx() ctx: SupportContext,
  ): Promise<TicketMessageType[]> {
    return ctx.tickets.messages(actor(ctx), ticketId);
  }

  @Query(() => TicketAttachmentFileType, { description: "An attachment's description; owner of the ticket or admin." })
  ticketAttachment(@Arg('id', () => Int) id: number, @Ctx() ctx: SupportContext): Promise<TicketAttachmentFileType> {
    return ctx.tickets.attachmentFile(actor(ctx), id);
  }

  @Mutation(() => TicketType, {
    description: 'Opens a ticket (status Open). Errors: BAD_USER_INPUT, NOT_FOUND (order).',
  })
  createTicket(
    @Arg('input', () => CreateTicketInput, { validateFn: validateInput }) input: CreateTicketInput,
    @Ctx() ctx: SupportContext,
  ): Promise<TicketType> {
    return ctx.tickets.create(actor(ctx), input);
  }

  @Mutation(() => TicketMessageType, {
    description: 'Replies on a ticket. Errors: NOT_FOUND, CONFLICT (closed), BAD_USER_INPUT.',
  })
  replyToTicket(
    @Arg('input', () => ReplyToTicketInput, { validateFn: validateInput }) input: ReplyToTicketInput,
    @Ctx() ctx: SupportContext,
  ): Promise<TicketMessageType> {
    return ctx.tickets.reply(actor(ctx), input);
  }

  @Mutation(() => TicketType, {
    description: 'Admins: any status. Customers: only Closed, on their own open ticket (else FORBIDDEN).',
  })
  updateTicketStatus(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => TicketStatus) status: TicketStatus,
    @Ctx() ctx: SupportContext,
  ): Promise<TicketType> {
    return ctx.tickets.setStatus(actor(ctx), id, status);
  }
}
