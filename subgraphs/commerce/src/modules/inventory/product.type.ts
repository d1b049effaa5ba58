import { Directive, Field, Int, ObjectType } from 'type-graphql';

/**
 * Commerce's part of the federated Product. Catalog owns the descriptive fields; commerce adds
 * what its inventory knows (stock, hasAccountData: see product.fields.resolver.ts).
 */
@ObjectType('Product')
@Directive('@key(fields: "id")')
export class ProductType {
  @Field(() => Int)
  id!: number;
}
