import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

@Entity({ tableName: 'announcement' })
export class AnnouncementEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  /** info | warning | success | error */
  @Property({ type: 'string', length: 16, default: 'info' })
  type: string & Opt = 'info';

  @Property({ type: 'boolean', default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', index: true })
  createdAt: Date & Opt = new Date();
}
