import { Field, InputType, Int } from 'type-graphql';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PRODUCT_PAGE_SIZE, PRODUCT_SORT_KEYS, type ProductSortKey } from '@shop/shared';
import { ProductFilterInput } from './product.input';

/** The storefront list's sorts and page size, one list for both (`@shop/shared`). */
export const PRODUCT_PAGE_SORTS = PRODUCT_SORT_KEYS;
export type ProductPageSort = ProductSortKey;

/** The storefront's 4 cards a page; a caller may ask for up to MAX_PAGE_SIZE. */
export const DEFAULT_PAGE_SIZE = PRODUCT_PAGE_SIZE;
export const MAX_PAGE_SIZE = 48;

/** One page of the storefront's product list: the path's exact filters, the skin and rarity filters, a sort. */
@InputType('ProductPageInput')
export class ProductPageInput extends ProductFilterInput {
  @Field(() => String, {
    nullable: true,
    description: "Skin or champion filter: the list's skin match (substring of a skin, case-insensitive).",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'skin is too long.' })
  skin?: string | null;

  @Field(() => String, { nullable: true, description: 'Rarity filter: the first word of any skin (EPIC, ...).' })
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'rarity is too long.' })
  rarity?: string | null;

  @Field(() => String, {
    nullable: true,
    description: `One of ${PRODUCT_PAGE_SORTS.join(', ')}; default: oldest first.`,
  })
  @IsOptional()
  @IsIn(PRODUCT_PAGE_SORTS, { message: `sort must be one of ${PRODUCT_PAGE_SORTS.join(', ')}.` })
  sort?: ProductPageSort | null;

  @Field(() => Int, {
    nullable: true,
    description: '1-based; a page past the last answers the last (the list clamps).',
  })
  @IsOptional()
  @IsInt({ message: 'page must be a whole number.' })
  @Min(1, { message: 'page must be at least 1.' })
  @Max(1_000_000, { message: 'page is too large.' })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `Cards a page, 1-${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.` })
  @IsOptional()
  @IsInt({ message: 'pageSize must be a whole number.' })
  @Min(1, { message: 'pageSize must be at least 1.' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}.` })
  pageSize?: number | null;
}
