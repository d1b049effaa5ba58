import { IsBoolean, IsIn, IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import type { NormalisedInput } from '@shop/server-kit';

export const ANNOUNCEMENT_TYPES = ['info', 'warning', 'success', 'error'] as const;
export const TITLE_REQUIRED = 'Title is required.';
export const CONTENT_REQUIRED = 'Content is required.';
export const TYPE_INVALID = `Type must be one of ${ANNOUNCEMENT_TYPES.join(', ')}.`;

/** The fields of an announcement an admin writes (only these). */
@InputType()
export class AnnouncementInput implements NormalisedInput {
  @Field()
  @IsNotEmpty({ message: TITLE_REQUIRED })
  @MaxLength(200, { message: 'Title must be at most 200 characters.' })
  title!: string;

  @Field()
  @IsNotEmpty({ message: CONTENT_REQUIRED })
  @MaxLength(5000, { message: 'Content must be at most 5000 characters.' })
  content!: string;

  @Field(() => String, { nullable: true, description: 'info | warning | success | error (default info).' })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_TYPES, { message: TYPE_INVALID })
  type?: string | null;

  @Field(() => Date, { nullable: true, description: 'After this moment the public list leaves it out.' })
  @IsOptional()
  expiresAt?: Date | null;

  @Field(() => Boolean, { nullable: true, description: 'Default true.' })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean | null;

  normalise(): void {
    this.title = this.title.trim();
    this.content = this.content.trim();
  }
}
