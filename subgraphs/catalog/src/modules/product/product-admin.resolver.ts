import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { validateInput } from '@shop/server-kit';
import type { CatalogContext } from '../../context';
import {
  AdminProductFilterInput,
  AdminProductSort,
  ImportProductsInput,
  ProductInput,
  SaveImportedProductInput,
} from './product-admin.input';
import { ProductType } from './product.type';

@ObjectType('ImportedProduct', {
  description: 'The product created (or found again on a retry) for one imported line.',
})
export class ImportedProductType {
  @Field(() => Int) line!: number;
  @Field(() => Int) productId!: number;
}

@ObjectType('AdminProductPage', {
  description: 'One page of the admin product list and the count of every product the filter matches.',
})
export class AdminProductPageType {
  @Field(() => [ProductType]) items!: ProductType[];
  @Field(() => Int, { description: 'Products matching the filter, on every page.' }) totalCount!: number;
  @Field(() => Int) offset!: number;
  @Field(() => Int) limit!: number;
}

/** Admin product writes and the admin list; the import steps are for commerce's service token (scope catalog:import-products) only. */
@Resolver(() => ProductType)
export class ProductAdminResolver {
  @Authorized('ADMIN')
  @Query(() => [ProductType], {
    description: 'Admin: every product not deleted (sold and hidden included), newest first.',
  })
  adminProducts(
    @Arg('filter', () => AdminProductFilterInput, { nullable: true, validateFn: validateInput })
    filter: AdminProductFilterInput | null,
    @Ctx() ctx: CatalogContext,
  ): Promise<ProductType[]> {
    return ctx.productAdmin.list(filter ?? {});
  }

  @Authorized('ADMIN')
  @Query(() => AdminProductPageType, {
    description: 'Admin: one page of adminProducts (same filter), sorted by the database; limit 1-200.',
  })
  adminProductPage(
    @Arg('filter', () => AdminProductFilterInput, { nullable: true, validateFn: validateInput })
    filter: AdminProductFilterInput | null,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('sort', () => AdminProductSort, { defaultValue: AdminProductSort.NEWEST }) sort: AdminProductSort,
    @Ctx() ctx: CatalogContext,
  ): Promise<AdminProductPageType> {
    return ctx.productAdmin.page(filter ?? {}, offset, limit, sort);
  }

  @Authorized('ADMIN')
  @Mutation(() => ProductType, { description: 'Admin: creates a product (title and price required).' })
  createProduct(
    @Arg('input', () => ProductInput, { validateFn: validateInput }) input: ProductInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<ProductType> {
    return ctx.productAdmin.create(input);
  }

  @Authorized('ADMIN')
  @Mutation(() => ProductType, { description: 'Admin: changes the fields sent.' })
  updateProduct(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProductInput, { validateFn: validateInput }) input: ProductInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<ProductType> {
    return ctx.productAdmin.update(id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, { description: 'Admin: soft-deletes products; answers how many were deleted.' })
  deleteProducts(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: CatalogContext): Promise<number> {
    return ctx.productAdmin.remove(ids);
  }

  @Mutation(() => [ImportedProductType], {
    description: 'Import flow (commerce service identity only): creates hidden products, idempotent per batchId:line.',
  })
  importProducts(
    @Arg('input', () => ImportProductsInput) input: ImportProductsInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<ImportedProductType[]> {
    return ctx.productAdmin.importLines(ctx.identity, input);
  }

  @Mutation(() => Int, {
    description:
      'Product dialog flow (commerce service identity only): creates the hidden product of a batch (idempotent per batchId) or updates one; answers its id.',
  })
  saveImportedProduct(
    @Arg('input', () => SaveImportedProductInput, { validateFn: validateInput }) input: SaveImportedProductInput,
    @Ctx() ctx: CatalogContext,
  ): Promise<number> {
    return ctx.productAdmin.saveImported(ctx.identity, input);
  }

  @Mutation(() => Int, {
    description: 'Import flow (commerce service identity only): publishes the products of a finished batch.',
  })
  publishImportBatch(@Arg('batchId') batchId: string, @Ctx() ctx: CatalogContext): Promise<number> {
    return ctx.productAdmin.publishBatch(ctx.identity, batchId);
  }

  @Mutation(() => Int, {
    description: 'Import flow (commerce service identity only): soft-deletes the products of a rolled-back batch.',
  })
  withdrawImportBatch(@Arg('batchId') batchId: string, @Ctx() ctx: CatalogContext): Promise<number> {
    return ctx.productAdmin.withdrawBatch(ctx.identity, batchId);
  }
}
