import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ProductInput, validateInput } from '@shop/server-kit';
import { ProductType } from '../inventory/product.type';
import type { CommerceContext } from '../../context';
import { BulkImportInput } from './import.input';
import { BulkImportResultType, BulkStockResultType, ImportBatchType, ImportRollbackResultType } from './import.type';

/** Bulk imports and their batches (admin). The flow's rules live in ImportService. */
@Resolver()
export class ImportResolver {
  @Authorized('ADMIN')
  @Mutation(() => BulkImportResultType, {
    description: 'Admin: imports account lines (one product and one credential unit per line); dryRun stores nothing.',
  })
  bulkImport(
    @Arg('input', () => BulkImportInput, { validateFn: validateInput }) input: BulkImportInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<BulkImportResultType> {
    const { batchId, format, accounts, firstLine, dryRun, ...template } = input;
    return ctx.imports.importAccounts(ctx.identity.userId, { batchId, format, accounts, firstLine, dryRun, template });
  }

  @Authorized('ADMIN')
  @Mutation(() => ProductType, {
    description:
      'Admin, the product dialog with account lines (input.accountText, one account per line): creates the product (productId absent) or adds the lines to it, each line a credential unit; the product shows the redaction of the first. A line the parser cannot read refuses the whole save. batchId: a client UUID, the same on a retry.',
  })
  async saveAccountProduct(
    @Arg('batchId') batchId: string,
    @Arg('productId', () => Int, { nullable: true }) productId: number | null,
    @Arg('input', () => ProductInput, { validateFn: validateInput }) input: ProductInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<ProductType> {
    return {
      id: (await ctx.imports.saveAccountProduct(ctx.identity.userId, { batchId, productId, product: input })).productId,
    };
  }

  @Authorized('ADMIN')
  @Query(() => [ImportBatchType], { description: 'Admin: the latest import batches, newest first.' })
  importBatches(@Ctx() ctx: CommerceContext): Promise<ImportBatchType[]> {
    return ctx.imports.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => ImportRollbackResultType, {
    description: 'Admin: undoes a batch while none of its accounts is sold (409 otherwise).',
  })
  rollbackImportBatch(@Arg('batchId') batchId: string, @Ctx() ctx: CommerceContext): Promise<ImportRollbackResultType> {
    return ctx.imports.rollback(batchId);
  }

  @Authorized('ADMIN')
  @Mutation(() => BulkStockResultType, {
    description:
      'Admin: adds credential units (one per line) to one product; dryRun checks every line and stores nothing.',
  })
  addProductStock(
    @Arg('productId', () => Int) productId: number,
    @Arg('accounts') accounts: string,
    @Arg('dryRun', () => Boolean, { nullable: true, defaultValue: false }) dryRun: boolean,
    @Ctx() ctx: CommerceContext,
  ): Promise<BulkStockResultType> {
    return ctx.stockAdmin.addStock(productId, accounts, dryRun ?? false);
  }

  @Authorized('ADMIN')
  @Mutation(() => Int, {
    description: 'Admin: sets the manual stock counter of a product without credentials; answers the new stock.',
  })
  setManualStock(
    @Arg('productId', () => Int) productId: number,
    @Arg('stock', () => Int) stock: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<number> {
    return ctx.stockAdmin.setManualStock(productId, stock);
  }

  @Authorized('ADMIN')
  @Query(() => [Int], {
    description: 'Admin: products holding an account whose username contains q (case-insensitive).',
  })
  productIdsByAccountUsername(@Arg('q') q: string, @Ctx() ctx: CommerceContext): Promise<number[]> {
    return ctx.inventory.productIdsByUsername(q);
  }
}
