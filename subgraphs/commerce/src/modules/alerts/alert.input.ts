import { SERVERS } from '@shop/shared';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class RestockAlertFilterInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(['lol', 'valorant'], { message: 'gameSlug must be lol or valorant.' })
  gameSlug?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(SERVERS, { message: `server must be one of: ${SERVERS.join(', ')}.` })
  server?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  accountType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  subCategory?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10, { message: 'Choose at most 10 skins.' })
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  skins?: string[] | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'minBlueEssence must be a whole number of 0 or more.' })
  @Min(0, { message: 'minBlueEssence must be a whole number of 0 or more.' })
  minBlueEssence?: number | null;
}

@InputType({ description: 'Exactly one of productId (a sold-out product) and filter.' })
export class CreateRestockAlertInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Invalid product id.' })
  @Min(1, { message: 'Invalid product id.' })
  productId?: number | null;

  @Field(() => RestockAlertFilterInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: RestockAlertFilterInput | null;
}
