import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TicketTrustFigures', {
  description:
    "The trust page's tickets figure over the last `days` days, ticket-dated (docs/api.md#trust-figures); null while fewer than 100 tickets are behind it (`enough` false).",
})
export class TicketTrustFiguresType {
  @Field(() => Int, { description: 'The window: the last 30 or 90 days.' })
  days!: number;

  @Field(() => Int, {
    description: 'Tickets opened in the window that staff answered or whose first 24 hours are over.',
  })
  tickets!: number;

  @Field({ description: 'At least 100 tickets behind the figure; when false it is null.' })
  enough!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Share of those tickets with a first staff reply within 24 hours, percent with one decimal.',
  })
  answeredWithin24hPercent!: string | null;
}
