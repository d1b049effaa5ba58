import { Field, InputType, Int } from 'type-graphql';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { CARD_FEATURE_SLOT_NAMES, moneyInputMessage, moneyInputProblem, SERVERS } from '@shop/shared';

/*
 * The product fields an admin writes, one definition for the two subgraphs that take them: catalog
 * stores them (createProduct, updateProduct, the import steps) and commerce receives them with the
 * account lines of the product dialog (saveAccountProduct) to pass on to catalog. Both publish the
 * same input types, so the supergraph composes them as one.
 */

/** A decimal string the product service can store (normaliseDecimal throws beyond it). */
export const IsMoney = (field: string) =>
  ValidateBy({
    name: 'isMoney',
    validator: {
      validate: (value) => typeof value === 'string' && moneyInputProblem(value) === null,
      defaultMessage: (args) =>
        moneyInputMessage(
          field,
          typeof args?.value === 'string' ? (moneyInputProblem(args.value) ?? 'format') : 'format',
        ),
    },
  });

@InputType('CardTextsInput', { description: 'Card texts; a blank text falls back to its default when read.' })
export class CardTextsInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) warranty?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) deliveryTime?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) level?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) email?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) ranked?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) champions?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) skins?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) honor?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) access?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) deliveryType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) support?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) paymentMethods?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) paymentInfo?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) extra1?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) extra2?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200) extra3?: string | null;
}

@InputType('CardFeatureInput', {
  description: 'One of the twelve card slots (card_sasa ... card_444); a blank value empties it.',
})
export class CardFeatureInput {
  @Field()
  @IsIn(CARD_FEATURE_SLOT_NAMES as string[], { message: 'Unknown card slot.' })
  slot!: string;

  @Field()
  @IsString()
  @MaxLength(200, { message: 'A card feature is at most 200 characters.' })
  value!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  icon?: string | null;
}

@InputType('CustomFeatureInput')
export class CustomFeatureInput {
  @Field() @IsString() @MaxLength(64) id!: string;
  @Field() @IsString() @MaxLength(100) icon!: string;
  @Field() @IsString() @MaxLength(200) label!: string;
  @Field() @IsString() @MaxLength(200) value!: string;
}

@InputType('DisplayOptionsInput')
export class DisplayOptionsInput {
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() showLevel?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() showBE?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() showChampions?: boolean | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() showSkins?: boolean | null;
}

const count = (field: string) => `${field} must be a whole number of 0 or more.`;

/** An optional whole number from `min` to `max`, refused with one message. */
function wholeNumberIn(min: number, max: number, message: string): PropertyDecorator {
  const rules = [IsOptional(), IsInt({ message }), Min(min, { message }), Max(max, { message })];
  return (target, key) => rules.forEach((rule) => rule(target, key));
}

/** A product's (or an import's) warranty window: 0 to 3650 days. */
export const IsWarrantyDays = () => wholeNumberIn(0, 3650, 'Warranty days must be a whole number from 0 to 3650.');
/** Replacements a warranty gives one order: 0 to 10. */
export const IsReplacementLimit = () => wholeNumberIn(0, 10, 'Replacement limit must be a whole number from 0 to 10.');

/**
 * Every field of a product an admin writes. On create, title and price are required; on update
 * only the fields sent change. Counts are whole numbers of 0 or more (spec §5).
 */
@InputType('ProductInput')
export class ProductInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Title is at most 200 characters.' })
  title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(10000) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal string (USD).' })
  @IsOptional()
  @IsMoney('Price')
  price?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsMoney('Base price') basePrice?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsMoney('Original price') originalPrice?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['Available', 'Out of Stock', 'Sold'], { message: 'Status must be Available, Out of Stock or Sold.' })
  status?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(64) productCode?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['lol', 'valorant'], { message: 'Game must be lol or valorant.' })
  gameSlug?: string | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsIn([1, 2], { message: 'gameId must be 1 (lol) or 2 (valorant).' })
  gameId?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsIn([...SERVERS], { message: 'Unknown server.' }) server?:
    string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['ranked', 'unranked'], { message: 'rankStatus must be ranked or unranked.' })
  rankStatus?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) accountType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) subCategory?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) imagePath?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(500) coverImage?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(64) cardBadge?: string | null;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^#[0-9a-fA-F]{3,8}$/, { message: 'Card colour must be a hex colour such as #0f172a.' })
  cardColor?: string | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Display priority') })
  @Min(0, { message: count('Display priority') })
  displayPriority?: number | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() featured?: boolean | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Discount') })
  @Min(0, { message: count('Discount') })
  discountPercentage?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Days after the purchase in which a warranty claim is accepted (default 14).',
  })
  @IsWarrantyDays()
  warrantyDays?: number | null;
  @Field(() => Int, { nullable: true, description: 'Replacements a warranty gives one order (default 1).' })
  @IsReplacementLimit()
  replacementLimit?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) deliveryMethod?: string | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Champion count') })
  @Min(0, { message: count('Champion count') })
  championCount?: number | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Skin count') })
  @Min(0, { message: count('Skin count') })
  skinCount?: number | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Blue essence') })
  @Min(0, { message: count('Blue essence') })
  blueEssence?: number | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: count('Level') })
  @Min(0, { message: count('Level') })
  level?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(5000) contactInstructions?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Account lines (old or new format, one per line). Catalog stores only their redaction and refuses a line it cannot read; commerce saveAccountProduct stores them as credential units.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20000)
  accountText?: string | null;

  @Field(() => CardTextsInput, { nullable: true }) @IsOptional() @ValidateNested() cardTexts?: CardTextsInput | null;
  @Field(() => [CardFeatureInput], {
    nullable: true,
    description: 'Slots sent replace the stored ones; slots not sent keep their value.',
  })
  @IsOptional()
  @ValidateNested({ each: true })
  cardFeatures?: CardFeatureInput[] | null;
  @Field(() => [CustomFeatureInput], { nullable: true }) @IsOptional() @ValidateNested({ each: true }) customFeatures?:
    CustomFeatureInput[] | null;
  @Field(() => DisplayOptionsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  displayOptions?: DisplayOptionsInput | null;
}
