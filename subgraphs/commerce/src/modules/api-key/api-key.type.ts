import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ApiKey', {
  description:
    'An API key of the reseller API, as lists show it: never the key or its hash, only the last four characters.',
})
export class ApiKeyType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { description: "The key's owner: its calls act as this user." })
  userId!: number;

  @Field()
  name!: string;

  @Field(() => [String])
  scopes!: string[];

  @Field({ description: 'The last four characters of the key.' })
  lastFour!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  expiresAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'The last successful use, to the minute.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'While a rolled key overlaps: when the key it replaced stops working.',
  })
  previousExpiresAt!: Date | null;

  @Field(() => [String], { description: 'Addresses and CIDR ranges the key may be used from; empty: any.' })
  allowedAddresses!: string[];

  @Field(() => Int, { nullable: true, description: 'Requests a minute on /api/v1 (null: the shop’s default).' })
  requestsPerMinute!: number | null;

  @Field(() => Int, { nullable: true, description: 'Order requests a minute (null: the shop’s default).' })
  ordersPerMinute!: number | null;
}

@ObjectType('CreatedApiKey', { description: 'A new API key: `key` is shown this once and never again.' })
export class CreatedApiKeyType {
  @Field(() => Int)
  id!: number;

  @Field()
  key!: string;
}

@InputType('ApiKeyInput')
export class ApiKeyInput {
  @Field()
  name!: string;

  @Field(() => [String], {
    description: 'products:read, orders:write, orders:read, credentials:read, wallet:read, webhooks:write.',
  })
  scopes!: string[];

  @Field(() => Date, { nullable: true })
  expiresAt?: Date | null;

  @Field(() => [String], { nullable: true, description: 'Addresses and CIDR ranges; empty or absent: any.' })
  allowedAddresses?: string[] | null;
}

@InputType('ApiKeyLimitsInput')
export class ApiKeyLimitsInput {
  @Field(() => Int, { nullable: true })
  requestsPerMinute?: number | null;

  @Field(() => Int, { nullable: true })
  ordersPerMinute?: number | null;
}
