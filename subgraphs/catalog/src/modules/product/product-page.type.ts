import { Field, Int, ObjectType } from 'type-graphql';
import { ProductType } from './product.type';

@ObjectType('ProductPage')
export class ProductPageType {
  @Field(() => [ProductType])
  items!: ProductType[];

  @Field(() => Int, { description: 'Products matching the filters, every page.' })
  total!: number;

  @Field(() => Int, { description: 'The page answered (the requested one, at most the last).' })
  page!: number;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int, { description: 'At least 1, as the list shows it.' })
  pageCount!: number;
}
