import { Field, InputType } from 'type-graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Exact filters of GET /api/products/{gameSlug}; the game matches its slug or its id as text. */
@InputType('ProductFilterInput')
export class ProductFilterInput {
  @Field(() => String, { nullable: true, description: 'Game slug (lol) or id as text (1).' })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'gameSlug is too long.' })
  game?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'accountType is too long.' })
  accountType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'subCategory is too long.' })
  subCategory?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(8, { message: 'server is too long.' })
  server?: string | null;
}
