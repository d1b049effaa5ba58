import { Entity, PrimaryKey } from '@mikro-orm/core';

/**
 * The products commerce last said have stock above 0 (decision 0074): a row per product in stock,
 * kept current by commerce's stock feed (StockListingService). The paged list reads it; stock
 * itself stays commerce's.
 */
@Entity({ tableName: 'product_in_stock' })
export class ProductInStockEntity {
  @PrimaryKey({ autoincrement: false })
  productId!: number;
}
