import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { UserEntity } from '../user/user.entity';

export type WebhookEndpointStatus = 'active' | 'disabled';

/** A reseller's webhook endpoint (issue 37): where its events go, signed with its secret. */
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpointEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => UserEntity, { deleteRule: 'cascade' })
  @Index({ name: 'webhook_endpoint_user_index' })
  user!: UserEntity;

  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'json' })
  events!: string[];

  /** The `whsec_` signing secret, sealed for this row (credential vault, `webhook_endpoint:<id>`). */
  @Property({ type: 'text', hidden: true })
  secret!: string;

  /** During a roll's overlap: the secret it replaced, sealed the same way; deliveries carry both signatures. */
  @Property({ type: 'text', nullable: true, hidden: true })
  previousSecret?: string | null;

  @Property({ type: 'datetime', nullable: true })
  previousExpiresAt?: Date | null;

  @Property({ type: 'string', length: 16, default: 'active' })
  status: WebhookEndpointStatus & Opt = 'active';

  @Property({ type: 'string', length: 500, nullable: true })
  disabledReason?: string | null;

  /** The first failure since the last success; 24 h of failing disables the endpoint. */
  @Property({ type: 'datetime', nullable: true })
  failingSince?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
