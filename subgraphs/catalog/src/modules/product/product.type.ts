import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { CardFeatureType, CardTextsType, CustomFeatureType, DisplayOptionsType } from './product-card.type';

// Plain data, no middleware or auth on any field: `simpleResolvers` leaves graphql-jit a property
// read per field instead of a type-graphql wrapper call (a 5,000-product list resolves ~400,000).
// The summary fields marked @shareable are the ones commerce provides under `Order.product`
// (from its own read of these products, see commerce's order.fields.resolver.ts).
@ObjectType('Product', { simpleResolvers: true })
@Directive('@key(fields: "id")')
export class ProductType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  @Directive('@shareable')
  productCode?: string | null;

  @Field()
  @Directive('@shareable')
  title!: string;

  @Field()
  description!: string;

  @Field({ description: 'Decimal string with two decimals, e.g. "12.50" (USD).' })
  price!: string;

  @Field({ description: 'Available | Out of Stock | Sold' })
  status!: string;

  @Field()
  @Directive('@shareable')
  gameSlug!: string;

  @Field(() => Int)
  gameId!: number;

  @Field()
  rankStatus!: string;

  @Field()
  @Directive('@shareable')
  accountType!: string;

  @Field()
  @Directive('@shareable')
  subCategory!: string;

  @Field()
  @Directive('@shareable')
  server!: string;

  @Field({ description: 'Public, redacted account text in the documented format (credentials masked).' })
  accountText!: string;

  @Field(() => Int, { nullable: true })
  blueEssence?: number | null;

  @Field(() => [String])
  skins!: string[];

  @Field()
  deliveryMethod!: string;

  @Field(() => Int, { description: 'Number of skins (derived from skins).' })
  skinCount!: number;

  @Field(() => Int)
  level!: number;

  @Field(() => Int)
  championCount!: number;

  @Field(() => String, { nullable: true })
  imagePath!: string | null;

  @Field(() => String, { nullable: true })
  coverImage!: string | null;

  @Field(() => String, { nullable: true })
  cardBadge!: string | null;

  @Field()
  cardColor!: string;

  @Field(() => Int)
  displayPriority!: number;

  @Field(() => Int, { description: 'Days after the purchase in which a warranty claim is accepted.' })
  warrantyDays!: number;

  @Field(() => Int, { description: 'Replacements a warranty gives one order.' })
  replacementLimit!: number;

  @Field()
  featured!: boolean;

  @Field(() => String, { nullable: true, description: 'Price before discount, decimal string (USD).' })
  originalPrice!: string | null;

  @Field(() => Int)
  discountPercentage!: number;

  @Field(() => String, { nullable: true })
  contactInstructions!: string | null;

  @Field(() => CardTextsType)
  cardTexts!: CardTextsType;

  @Field(() => [CardFeatureType], { description: 'Filled card feature slots in slot order.' })
  cardFeatures!: CardFeatureType[];

  @Field(() => [String], { description: 'The four left-column slot values (blank when empty).' })
  leftColumn!: string[];

  @Field(() => [String])
  rightColumn!: string[];

  @Field(() => [String])
  orderColumn!: string[];

  @Field(() => [CustomFeatureType])
  customFeatures!: CustomFeatureType[];

  @Field(() => DisplayOptionsType)
  displayOptions!: DisplayOptionsType;

  @Field(() => String, { nullable: true, description: 'Price an import batch was created with (decimal string).' })
  basePrice!: string | null;

  @Field({ description: 'True while the product is not public (an unfinished import batch).' })
  hidden!: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'Set when an admin deleted the product; it is then in no public read.',
  })
  deletedAt!: Date | null;

  @Field()
  createdAt!: Date;
}
