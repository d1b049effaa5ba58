import { IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/** 5 MB of base64 plus padding. */
const MAX_BASE64_LENGTH = Math.ceil((5 * 1024 * 1024) / 3) * 4 + 4;

/** One file as GraphQL carries it: tickets, replies and warranty claims take the same. */
@InputType()
export class AttachmentUploadInput {
  @Field()
  @IsString()
  @MaxLength(255, { message: 'The file name is too long.' })
  fileName!: string;

  @Field({ description: 'The file, base64; at most 5 MB once decoded.' })
  @IsString()
  @MaxLength(MAX_BASE64_LENGTH, { message: 'The file must be smaller than 5 MB.' })
  contentBase64!: string;
}
