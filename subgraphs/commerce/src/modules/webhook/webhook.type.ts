import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('WebhookEndpoint', {
  description: 'A webhook endpoint of the reseller API, as lists show it: never its secret.',
})
export class WebhookEndpointType {
  @Field(() => Int)
  id!: number;

  @Field()
  url!: string;

  @Field(() => [String], { description: 'The events it receives.' })
  events!: string[];

  @Field({
    description: '`active`, or `disabled` (after a 410 or 24 hours of failures; a redelivery enables it again).',
  })
  status!: string;

  @Field(() => String, { nullable: true })
  disabledReason!: string | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'While a rolled secret overlaps: when the old secret stops signing.',
  })
  previousSecretExpiresAt!: Date | null;
}

@ObjectType('CreatedWebhookEndpoint', { description: 'A new endpoint: `secret` (whsec_…) is shown this once.' })
export class CreatedWebhookEndpointType {
  @Field(() => Int)
  id!: number;

  @Field()
  secret!: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to an endpoint: its delivery log line.' })
export class WebhookDeliveryType {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'The `webhook-id` header: the same for every attempt and redelivery of one event.' })
  messageId!: string;

  @Field()
  eventType!: string;

  @Field({ description: '`pending`, `delivered` or `failed` (given up).' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The last attempt's response code; null when none came." })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;
}

@InputType('WebhookEndpointInput')
export class WebhookEndpointInput {
  @Field({ description: 'https://… (checked against private and special addresses when saved and at each delivery).' })
  url!: string;

  @Field(() => [String], {
    description: 'order.delivered, order.replaced, claim.updated, product.restocked, wallet.credited.',
  })
  events!: string[];
}
