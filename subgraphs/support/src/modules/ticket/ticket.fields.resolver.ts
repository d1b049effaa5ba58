import { FieldResolver, Resolver, Root } from 'type-graphql';
import { TicketType, TicketUserReference } from './ticket.type';

@Resolver(() => TicketType)
export class TicketFieldsResolver {
  @FieldResolver(() => TicketUserReference, {
    nullable: true,
    description: 'The opener (resolved by commerce; their username for the owner and admins).',
  })
  user(@Root() ticket: TicketType): TicketUserReference {
    return { id: ticket.userId };
  }
}
