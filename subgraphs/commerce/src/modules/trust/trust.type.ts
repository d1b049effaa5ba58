import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('OrderTrustFigures', {
  description:
    "The trust page's order figures over the last `days` days, order-dated (docs/api.md#trust-figures). Every figure is null while fewer than 100 orders are behind it (`enough` false).",
})
export class OrderTrustFiguresType {
  @Field(() => Int, { description: 'The window: the last 30 or 90 days.' })
  days!: number;

  @Field(() => Int, { description: 'Orders paid in the window and delivered: the orders behind every figure here.' })
  orders!: number;

  @Field({ description: 'At least 100 orders behind the figures; when false every figure is null.' })
  enough!: boolean;

  @Field(() => Int, { nullable: true, description: 'Median time from payment to delivery, in whole seconds.' })
  deliveryMedianSeconds!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: '95th percentile of the time from payment to delivery, in whole seconds.',
  })
  deliveryP95Seconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Share of the orders delivered automatically (from stock, at payment), percent with one decimal.',
  })
  automaticPercent!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Warranty claims on these orders per 100 of them, whenever filed, with one decimal.',
  })
  claimsPer100Orders!: string | null;

  @Field(() => Int, { nullable: true, description: 'Warranty claims filed on these orders, whenever filed.' })
  claims!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Share of those claims replaced, percent with one decimal; null without claims.',
  })
  replacedPercent!: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Median time from a claim to its replacement, in whole seconds; null without replacements.',
  })
  replacementMedianSeconds!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Share of those claims refused, percent with one decimal; null without claims.',
  })
  refusedPercent!: string | null;
}
