import { type GraphQLResolveInfo, Kind, type SelectionNode } from 'graphql';
import { Ctx, Directive, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { ProductType } from '../inventory/product.type';
import { OrderCustomerType } from './order-customer.type';
import { productNotFoundError } from './order.errors';
import { OrderType } from './order.type';

/**
 * The product summary commerce answers on `Order.product` itself, from its own (per-request,
 * batched) read of catalog: a purchase has just read the product to price it, so its answer
 * needs no second call to catalog from the gateway. Other product fields still come from catalog.
 */
export const PROVIDED_PRODUCT_FIELDS = 'productCode title gameSlug accountType subCategory server';
const PROVIDED = new Set(PROVIDED_PRODUCT_FIELDS.split(' '));

/** Whether the field's selection (its inline fragments included) asks for any of `names`; a named fragment counts as yes. */
function selectsAnyOf(info: GraphQLResolveInfo, names: Set<string>): boolean {
  const visit = (selections: readonly SelectionNode[]): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return names.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections);
      return true;
    });
  return info.fieldNodes.some((node) => node.selectionSet !== undefined && visit(node.selectionSet.selections));
}

@Resolver(() => OrderType)
export class OrderFieldsResolver {
  @FieldResolver(() => ProductType, {
    description:
      'The product bought: its summary (code, title, game, type, subcategory, server) as commerce read it from catalog, its other fields from catalog.',
  })
  @Directive(`@provides(fields: "${PROVIDED_PRODUCT_FIELDS}")`)
  async product(
    @Root() order: OrderType,
    @Ctx() ctx: CommerceContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<ProductType> {
    if (!selectsAnyOf(info, PROVIDED)) return { id: order.productId };
    const product = await ctx.catalog.product(order.productId);
    if (!product) throw productNotFoundError();
    const { productCode, title, gameSlug, accountType, subCategory, server } = product;
    return { id: order.productId, productCode, title, gameSlug, accountType, subCategory, server };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The delivered credential text, for its buyer only (null for anyone else; admins use `orderCredentials`).',
  })
  accountDetails(@Root() order: OrderType, @Ctx() ctx: CommerceContext): string | null {
    return ctx.orders.accountDetailsFor(ctx, order);
  }

  @FieldResolver(() => OrderCustomerType, { nullable: true, description: 'The buyer (id, username, e-mail).' })
  user(@Root() order: OrderType, @Ctx() ctx: CommerceContext): Promise<OrderCustomerType | null> {
    return ctx.orderAdmin.customer(order.userId);
  }
}
