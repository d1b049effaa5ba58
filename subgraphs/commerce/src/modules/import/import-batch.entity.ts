import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

export type ImportBatchStatus = 'staged' | 'active' | 'rolled_back';

/**
 * One bulk import, keyed by the UUID the admin's client generated: every chunk and every retry of
 * the same import carries it, so nothing is added twice. `staged` until its units are active and
 * catalog has published its products; `rolled_back` after an admin undid it.
 */
@Entity({ tableName: 'import_batch' })
export class ImportBatchEntity {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** old (colon-separated) or new (labelled) account lines; product: the product dialog's save, every unit for one product. */
  @Property({ type: 'string', length: 8 })
  format!: 'old' | 'new' | 'product';

  /** Product fields shared by the batch (title, price, category, card fields) as sent to catalog. */
  @Property({ type: 'json' })
  template!: Record<string, unknown>;

  @Property({ type: 'string', length: 16, default: 'staged' })
  status: ImportBatchStatus & Opt = 'staged';

  @Property({ type: 'integer', nullable: true })
  createdBy?: number | null;

  /** When an admin pulled the batch from sale (its unsold units withdrawn); null while on sale. */
  @Property({ type: 'datetime', nullable: true })
  pulledAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  pulledBy?: number | null;

  /** When an admin marked the batch banned (batch health): its claims may be replaced by the rules. */
  @Property({ type: 'datetime', nullable: true })
  bannedAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  bannedBy?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
