import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { ProductType } from '../inventory/product.type';
import { OrderCustomerType } from './order-customer.type';
import { OrderType } from './order.type';

@Resolver(() => OrderType)
export class OrderFieldsResolver {
  @FieldResolver(() => ProductType, { description: 'The product bought; catalog resolves its descriptive fields.' })
  product(@Root() order: OrderType): ProductType {
    return { id: order.productId };
  }

  @FieldResolver(() => String, { nullable: true, description: 'The delivered credential text; only the buyer and admins can read it.' })
  accountDetails(@Root() order: OrderType, @Ctx() ctx: CommerceContext): Promise<string | null> {
    return ctx.orders.accountDetailsFor(ctx, order);
  }

  @FieldResolver(() => OrderCustomerType, { nullable: true, description: 'The buyer (id, username, e-mail).' })
  user(@Root() order: OrderType, @Ctx() ctx: CommerceContext): Promise<OrderCustomerType | null> {
    return ctx.orderAdmin.customer(order.userId);
  }
}
