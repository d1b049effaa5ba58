import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { IsInt, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsMoney, ProductInput } from '@shop/server-kit';

export {
  CardFeatureInput,
  CardTextsInput,
  CustomFeatureInput,
  DisplayOptionsInput,
  ProductInput,
} from '@shop/server-kit';

@InputType('AdminProductFilterInput', {
  description: 'Filters of the admin product list; all optional, combined with AND.',
})
export class AdminProductFilterInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() id?: number | null;
  @Field(() => String, { nullable: true, description: 'Part of the title, case-insensitive.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Part of a skin name (case-insensitive), or a product in accountProductIds.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  account?: string | null;
  @Field(() => [Int], {
    nullable: true,
    description: 'Products whose credentials match the account search (from commerce productIdsByAccountUsername).',
  })
  @IsOptional()
  accountProductIds?: number[] | null;
  @Field(() => Int, { nullable: true, description: 'Minimum blue essence.' }) @IsOptional() @IsInt() blueEssence?:
    number | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsMoney('Minimum price') minPrice?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsMoney('Maximum price') maxPrice?: string | null;
}

/** The orders the paged admin list offers; each breaks ties by id, newest first. */
export enum AdminProductSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  TITLE_ASC = 'TITLE_ASC',
  TITLE_DESC = 'TITLE_DESC',
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
}
registerEnumType(AdminProductSort, {
  name: 'AdminProductSort',
  description: 'Order of the paged admin product list (ties by id, newest first).',
});

/** One line of an import batch as commerce sends it: only the redacted text, never credentials. */
@InputType('ImportProductLineInput')
export class ImportProductLineInput {
  @Field(() => Int) line!: number;
  @Field() accountText!: string;
  @Field() server!: string;
  @Field(() => Int, { nullable: true }) blueEssence?: number | null;
  @Field(() => [String]) skins!: string[];
}

@InputType('ImportProductsInput')
export class ImportProductsInput {
  @Field() batchId!: string;
  @Field(() => ProductInput, {
    description: 'Fields shared by every product of the batch (title, price, category, card fields).',
  })
  template!: ProductInput;
  @Field(() => [ImportProductLineInput]) lines!: ImportProductLineInput[];
}

@InputType('SaveImportedProductInput', {
  description:
    'The product of a product-dialog batch (commerce saveAccountProduct): created hidden, or an existing one updated.',
})
export class SaveImportedProductInput {
  @Field() batchId!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The product to update; absent to create one (hidden until commerce publishes the batch).',
  })
  productId?: number | null;
  @Field(() => ProductInput, {
    description: 'The fields the admin wrote (accountText ignored: the line below carries the public text).',
  })
  template!: ProductInput;
  @Field(() => ImportProductLineInput, {
    description: 'The redacted first account of the batch: public text, server, blue essence, skins.',
  })
  line!: ImportProductLineInput;
}
