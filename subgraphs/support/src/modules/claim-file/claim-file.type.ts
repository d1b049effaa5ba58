import { Directive, Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsInt, Min, ValidateNested } from 'class-validator';
import { AttachmentUploadInput } from '../attachment/attachment-upload.input';
import { StoredFileFields } from '../attachment/stored-file.type';

/**
 * A warranty claim's file. Commerce's `Claim.attachment` points at it by id and the claim's order,
 * so a file resolves only on a claim of the order it was uploaded for.
 */
@Directive('@key(fields: "id orderId")')
@ObjectType('ClaimFile')
export class ClaimFileType extends StoredFileFields {
  @Field(() => Int)
  orderId!: number;

  @Field()
  createdAt!: Date;
}

@InputType()
export class UploadClaimFileInput {
  @Field(() => Int, { description: 'The order the claim will be about (the caller must have placed it).' })
  @IsInt({ message: 'Order not found.' })
  @Min(1, { message: 'Order not found.' })
  orderId!: number;

  @Field(() => AttachmentUploadInput, {
    description:
      'One file the caller staged through the REST form (the ticket rules: 5 MB, .jpg .png .pdf .doc .docx .txt).',
  })
  @ValidateNested()
  attachment!: AttachmentUploadInput;
}
