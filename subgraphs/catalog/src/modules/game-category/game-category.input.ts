import { Field, InputType, Int } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';

@InputType('GameCategoryInput')
export class GameCategoryInput {
  @Field()
  @IsString()
  @MinLength(1, { message: 'Name is required.' })
  @MaxLength(100, { message: 'Name is at most 100 characters.' })
  name!: string;

  @Field()
  @Matches(/^[a-z0-9][a-z0-9-]{0,49}$/i, { message: 'Slug is 1-50 letters, digits or dashes.' })
  slug!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  icon?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  parentId?: number | null;
}
