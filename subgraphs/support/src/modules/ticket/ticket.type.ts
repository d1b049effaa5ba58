import { Directive, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { StoredFileFields } from '../attachment/stored-file.type';
import { TicketPriority, TicketStatus } from './ticket.entity';

registerEnumType(TicketStatus, { name: 'TicketStatus' });
registerEnumType(TicketPriority, { name: 'TicketPriority' });

@ObjectType('TicketAttachment')
export class TicketAttachmentType extends StoredFileFields {}

@ObjectType('Ticket')
export class TicketType {
  @Field(() => Int)
  id!: number;

  @Field()
  subject!: string;

  @Field({ description: 'The opening message.' })
  message!: string;

  @Field(() => TicketStatus)
  status!: TicketStatus;

  @Field(() => TicketPriority)
  priority!: TicketPriority;

  @Field(() => Int)
  userId!: number;

  @Field(() => Int, { nullable: true, description: "An order of the opener's the ticket is about." })
  orderId!: number | null;

  @Field({ description: "'team' when an admin wrote last, else 'user'." })
  lastReplyBy!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  @Field(() => [TicketAttachmentType], { description: 'Files sent with the opening message.' })
  attachments!: TicketAttachmentType[];
}

@ObjectType('TicketMessage')
export class TicketMessageType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  ticketId!: number;

  @Field()
  message!: string;

  @Field({ description: 'Written by the support team.' })
  isAdmin!: boolean;

  @Field(() => Int)
  userId!: number;

  @Field()
  createdAt!: Date;

  @Field(() => [TicketAttachmentType])
  attachments!: TicketAttachmentType[];
}

@ObjectType('TicketAttachmentFile', {
  description: 'An attachment and its ticket (its bytes: the REST download route, streamed).',
})
export class TicketAttachmentFileType extends TicketAttachmentType {
  @Field(() => Int)
  ticketId!: number;
}

/** Commerce's user, referenced by id (support never reads users itself). */
@Directive('@key(fields: "id", resolvable: false)')
@ObjectType('User')
export class TicketUserReference {
  @Field(() => Int)
  id!: number;
}
