import { Field, Int, ObjectType } from 'type-graphql';

/** What every stored file shows (a ticket's attachment, a claim's file). */
@ObjectType('StoredFileFields', {
  description: 'Never in the schema: the fields a ticket attachment and a claim file share.',
})
export abstract class StoredFileFields {
  @Field(() => Int)
  id!: number;

  @Field({ description: 'The uploaded name after sanitising (base name only).' })
  fileName!: string;

  @Field({ description: 'Detected from the content and the name.' })
  mimeType!: string;

  @Field(() => Int, { description: 'Bytes.' })
  size!: number;
}
