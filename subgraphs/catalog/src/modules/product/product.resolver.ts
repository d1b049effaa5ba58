import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';
import { validateInput } from '@shop/server-kit';
import { ProductFilterInput } from './product.input';
import { ProductType } from './product.type';

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

  @Query(() => ProductType, { nullable: true, description: 'One product; null when it does not exist.' })
  product(@Arg('id', () => Int) id: number, @Ctx() ctx: CatalogContext): Promise<ProductType | null> {
    return ctx.products.get(id);
  }
}
