import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';
import { validateInput } from '@shop/server-kit';
import { ProductFilterInput } from './product.input';
import { ProductType } from './product.type';
import { ProductPageInput } from './product-page.input';
import { ProductPageType } from './product-page.type';

@Resolver(() => ProductType)
export class ProductResolver {
  @Query(() => [ProductType], {
    description: 'Products of the public catalogue (not sold), oldest first; optional exact filters.',
  })
  products(
    @Arg('filter', () => ProductFilterInput, { nullable: true, validateFn: validateInput })
    filter: ProductFilterInput | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<ProductType[]> {
    return ctx.products.list(filter ?? {});
  }

  @Query(() => ProductPageType, {
    description:
      "One page of the storefront's product list: the listing rule (not sold, published, stock above 0 as commerce's stock feed keeps it), the path's exact filters, skin and rarity filters and the list's sorts, counted and paged in the database.",
  })
  productPage(
    @Arg('input', () => ProductPageInput, { nullable: true, validateFn: validateInput })
    input: ProductPageInput | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<ProductPageType> {
    return ctx.productPages.page(input ?? {});
  }

  @Query(() => [String], {
    description:
      "The distinct skins of the listed products (the paged list's rule, stock included) under the path's exact filters, alphabetical, at most 5,000: what the storefront's skin filter suggests from.",
  })
  productPageSkins(
    @Arg('filter', () => ProductFilterInput, { nullable: true, validateFn: validateInput })
    filter: ProductFilterInput | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<string[]> {
    return ctx.productPages.skins(filter ?? {});
  }

  @Query(() => ProductType, { nullable: true, description: 'One product; null when it does not exist.' })
  product(@Arg('id', () => Int) id: number, @Ctx() ctx: CatalogContext): Promise<ProductType | null> {
    return ctx.products.get(id);
  }
}
