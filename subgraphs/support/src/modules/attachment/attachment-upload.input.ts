import { IsInt, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/**
 * One file for a ticket, a reply or a warranty claim. Files never travel inside GraphQL: the
 * gateway streams them to support (`POST /files/staged`, the REST routes' multipart forms) and the
 * operation names the staged file by its id.
 */
@InputType()
export class AttachmentUploadInput {
  @Field(() => Int, {
    description: "A file the caller uploaded through the REST facade's form, not yet used (staged for an hour).",
  })
  @IsInt({ message: 'The file was not found. Send it again.' })
  @Min(1, { message: 'The file was not found. Send it again.' })
  fileId!: number;
}
