import { Field, InputType, Int } from 'type-graphql';
import { IsReplacementLimit, IsWarrantyDays } from '@shop/server-kit';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

@InputType('ImportCardFeatureInput', {
  description: 'One of the twelve card slots (card_sasa ... card_444) shared by the batch.',
})
export class ImportCardFeatureInput {
  @Field() @IsString() @MaxLength(40) slot!: string;
  @Field() @IsString() @MaxLength(200) value!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100) icon?: string | null;
}

/** The payload of both bulk-import forms (spec §7) plus the batch id, chunk offset and dry run. */
@InputType('BulkImportInput')
export class BulkImportInput {
  @Field({ description: 'UUID the client generated for this import; every chunk and retry sends the same one.' })
  @IsString()
  batchId!: string;

  @Field({ description: 'old (colon-separated) or new (labelled Server/Username/Password/Blueessences/Skins).' })
  @IsIn(['old', 'new'], { message: 'format must be old or new.' })
  format!: 'old' | 'new';

  @Field({ description: 'One account per line.' })
  @IsString()
  accounts!: string;

  @Field(() => Int, { nullable: true, description: '1-based number of the first line in the whole batch (default 1).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  firstLine?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Check only: nothing is stored.' })
  @IsOptional()
  @IsBoolean()
  dryRun?: boolean | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Title is at most 200 characters.' })
  title?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(10000) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Price of every product of the batch (decimal string, USD).' })
  @IsOptional()
  @IsString()
  basePrice?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() gameSlug?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() gameId?: number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() rankStatus?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) accountType?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(32) subCategory?: string | null;
  @Field(() => String, { nullable: true, description: "Chosen server; a new-format line's own server overrides it." })
  @IsOptional()
  @IsString()
  server?: string | null;
  @Field(() => Int, { nullable: true, description: 'Warranty days of every product (default: the warranty rules).' })
  @IsWarrantyDays()
  warrantyDays?: number | null;
  @Field(() => Int, { nullable: true, description: 'Warranty replacements per order (default: the warranty rules).' })
  @IsReplacementLimit()
  replacementLimit?: number | null;
  @Field(() => [ImportCardFeatureInput], { nullable: true })
  @IsOptional()
  @ValidateNested({ each: true })
  cardFeatures?: ImportCardFeatureInput[] | null;
}
