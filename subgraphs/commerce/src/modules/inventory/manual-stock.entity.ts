import { Check, Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Stock of a product sold without stored credentials (a service an admin delivers later): a
 * counter decremented by a guarded `UPDATE ... WHERE quantity > 0` inside the purchase.
 */
@Entity({ tableName: 'manual_stock' })
@Check({ name: 'manual_stock_quantity_not_negative', expression: 'quantity >= 0' })
export class ManualStockEntity {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  productId!: number;

  @Property({ type: 'integer', default: 0 })
  quantity: number & Opt = 0;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
