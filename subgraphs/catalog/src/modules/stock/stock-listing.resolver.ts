import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { CatalogContext } from '../../context';

/** Commerce's stock feed (service token with scope catalog:stock only; decision 0074). */
@Resolver()
export class StockListingResolver {
  @Mutation(() => Int, {
    description:
      'Stock feed (commerce service identity only): the named products now have stock above 0 (inStock) or none (outOfStock); the paged list follows.',
  })
  setProductsInStock(
    @Arg('inStock', () => [Int]) inStock: number[],
    @Arg('outOfStock', () => [Int]) outOfStock: number[],
    @Ctx() ctx: CatalogContext,
  ): Promise<number> {
    return ctx.stockListing.set(ctx.identity, inStock, outOfStock);
  }

  @Mutation(() => Int, {
    description:
      'Stock feed (commerce service identity only): every product with stock above 0; any other product leaves the paged list.',
  })
  reconcileProductsInStock(
    @Arg('inStock', () => [Int]) inStock: number[],
    @Ctx() ctx: CatalogContext,
  ): Promise<number> {
    return ctx.stockListing.reconcile(ctx.identity, inStock);
  }
}
