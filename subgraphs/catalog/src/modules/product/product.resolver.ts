import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';
import { ProductType } from './product.type';

@Resolver(() => ProductType)
export class ProductResolver {
  @Query(() => [ProductType], { description: 'Products of the public catalogue, oldest first.' })
  products(@Ctx() ctx: CatalogContext): Promise<ProductType[]> {
    return ctx.products.list();
  }

  @Query(() => ProductType, { nullable: true, description: 'One product; null when it does not exist.' })
  product(@Arg('id', () => Int) id: number, @Ctx() ctx: CatalogContext): Promise<ProductType | null> {
    return ctx.products.get(id);
  }
}
