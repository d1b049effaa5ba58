import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('RejectedImportLine')
export class RejectedImportLineType {
  @Field(() => Int, { description: '1-based line number in the batch.' }) line!: number;
  @Field() reason!: string;
}

@ObjectType('BulkImportResult')
export class BulkImportResultType {
  @Field() batchId!: string;
  @Field(() => Int, { description: 'Accounts added (or, in a dry run, that would be added).' }) addedCount!: number;
  @Field(() => [RejectedImportLineType]) rejected!: RejectedImportLineType[];
  @Field() dryRun!: boolean;
}

@ObjectType('BulkStockResult')
export class BulkStockResultType {
  @Field(() => Int, { description: 'Accounts added (or, in a dry run, that would be added).' }) addedCount!: number;
  @Field(() => Int, { description: 'Stock of the product after the addition (in a dry run, its stock now).' })
  stockTotal!: number;
  @Field() dryRun!: boolean;
}

@ObjectType('ImportBatch')
export class ImportBatchType {
  @Field() id!: string;
  @Field() format!: string;
  @Field({ description: 'staged | active | rolled_back' }) status!: string;
  @Field() title!: string;
  @Field() createdAt!: Date;
  @Field(() => Int) unitCount!: number;
  @Field(() => Int) soldCount!: number;
}

@ObjectType('ImportRollbackResult')
export class ImportRollbackResultType {
  @Field() batchId!: string;
  @Field(() => Int) removedCount!: number;
}

@ObjectType('AccountExport')
export class AccountExportType {
  @Field({ description: 'One line per unsold unit: "<productId> | <credentials>".' }) text!: string;
  @Field(() => Int) count!: number;
}
