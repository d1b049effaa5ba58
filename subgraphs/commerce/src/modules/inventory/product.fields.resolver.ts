import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { ProductType } from './product.type';

/** Stock fields, loaded only when asked for and batched into one query per request. */
@Resolver(() => ProductType)
export class ProductFieldsResolver {
  @FieldResolver(() => Int, {
    description: 'Units for sale: unsold credential units plus the manual stock counter (commerce).',
  })
  async stock(@Root() product: ProductType, @Ctx() ctx: CommerceContext): Promise<number> {
    return (await ctx.inventory.productStock(product.id)).stock;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the product is delivered from stored credentials (commerce).' })
  async hasAccountData(@Root() product: ProductType, @Ctx() ctx: CommerceContext): Promise<boolean> {
    return (await ctx.inventory.productStock(product.id)).hasAccountData;
  }
}
