import { Directive, Field, Int, ObjectType } from 'type-graphql';

/**
 * Commerce's part of the federated Product. Catalog owns the descriptive fields; commerce adds
 * what its inventory knows (stock, hasAccountData: see product.fields.resolver.ts). The summary
 * fields below are catalog's too (`@external`): commerce answers them only on `Order.product`,
 * which `@provides` them (see order.fields.resolver.ts).
 */
@ObjectType('Product')
@Directive('@key(fields: "id")')
export class ProductType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true })
  @Directive('@external')
  productCode?: string | null;

  @Field()
  @Directive('@external')
  title?: string;

  @Field()
  @Directive('@external')
  gameSlug?: string;

  @Field()
  @Directive('@external')
  accountType?: string;

  @Field()
  @Directive('@external')
  subCategory?: string;

  @Field()
  @Directive('@external')
  server?: string;
}
