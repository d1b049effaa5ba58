import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

const HEX = /^#[0-9a-fA-F]{3,8}$/;
const hex = (field: string) => `${field} must be a hex colour such as #2563eb.`;

@InputType('CardStylesInput')
export class CardStylesInput {
  @Field() @Matches(HEX, { message: hex('backgroundColor') }) backgroundColor!: string;
  @Field() @Matches(HEX, { message: hex('borderColor') }) borderColor!: string;
  @Field() @Matches(HEX, { message: hex('glowColor') }) glowColor!: string;
  @Field() @Matches(HEX, { message: hex('textColor') }) textColor!: string;
  @Field() @Matches(HEX, { message: hex('accentColor') }) accentColor!: string;
}

@InputType('CardDesignFeatureInput')
export class CardDesignFeatureInput {
  @Field() @IsString() @MaxLength(100) icon!: string;
  @Field() @IsString() @MaxLength(100) label!: string;
  @Field() @IsString() @MaxLength(200) value!: string;
}

@InputType('CardDesignInput', {
  description: 'A card design of a game, optionally narrowed to an account type and subcategory.',
})
export class CardDesignInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) accountType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) subCategory?: string | null;
  @Field(() => CardStylesInput) @ValidateNested() cardStyles!: CardStylesInput;
  @Field(() => [CardDesignFeatureInput], { nullable: true }) @IsOptional() @ValidateNested({ each: true }) features?:
    CardDesignFeatureInput[] | null;
}
