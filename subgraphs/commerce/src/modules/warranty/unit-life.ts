import type { EntityManager } from '@mikro-orm/postgresql';
import { auditEvent, type BaseContext, conflict, notFound } from '@shop/server-kit';
import { inEmTransaction, withEmSql } from '../../common/em-sql';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { SCHEMA } from '../../mikro-orm.config';

@ObjectType('UnitLifeEvent', { description: 'One step of a unit: imported, on_sale, sold, then what a warranty did.' })
export class UnitLifeEventType {
  @Field({
    description: 'imported | on_sale | sold | claimed | replacement | burned | credited | refused | withdrawn',
  })
  kind!: string;
  @Field() at!: Date;
  @Field(() => Int, { nullable: true, description: 'The admin who acted; null for the buyer or the rules.' })
  actorId!: number | null;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => Int, { nullable: true }) claimId!: number | null;
  @Field(() => String, { nullable: true }) note!: string | null;
}

@ObjectType('UnitLife', { description: 'A credential unit and its life (admin).' })
export class UnitLifeType {
  @Field(() => Int) unitId!: number;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => String, { nullable: true }) batchId!: string | null;
  @Field({ description: 'staged | active | reserved | burned | withdrawn (active with an order: sold)' })
  status!: string;
  @Field(() => Int, { nullable: true }) orderId!: number | null;
  @Field(() => [UnitLifeEventType], { description: 'Oldest first.' }) events!: UnitLifeEventType[];
}

@ObjectType('BatchHealth', { description: "An import batch (a supplier's delivery) and how its accounts fared." })
export class BatchHealthType {
  @Field() batchId!: string;
  @Field() title!: string;
  @Field() status!: string;
  @Field() createdAt!: Date;
  @Field(() => Int) unitCount!: number;
  @Field(() => Int, { description: 'Units sold (to a buyer or as a replacement).' }) soldCount!: number;
  @Field(() => Int, { description: 'Warranty claims on its units.' }) claimCount!: number;
  @Field(() => Int, { description: 'Units burned (replaced or credited under warranty).' }) burnedCount!: number;
  @Field(() => Int) withdrawnCount!: number;
  @Field(() => Float, { description: 'Burned / sold (0 when nothing sold).' }) burnedRate!: number;
  @Field(() => Float, { nullable: true, description: 'Median days from sale to claim; null without claims.' })
  medianDaysToClaim!: number | null;
  @Field(() => Date, { nullable: true, description: 'When an admin pulled it from sale.' }) pulledAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When an admin marked it banned: its claims count as on a confirmed bad batch.',
  })
  bannedAt!: Date | null;
  @Field(() => Int, { description: 'Its claims staff confirmed (replaced or credited).' }) confirmedClaimCount!: number;
  @Field(() => Int, { description: 'Its open claims (submitted or waiting for stock).' }) openClaimCount!: number;
}

@ObjectType('PullBatchResult')
export class PullBatchResultType {
  @Field() batchId!: string;
  @Field(() => Int, { description: 'Unsold units withdrawn.' }) withdrawnCount!: number;
}

interface UnitRow {
  id: number;
  product_id: number | null;
  batch_id: string | null;
  status: string;
  order_id: number | null;
  created_at: Date;
  sold_at: Date | null;
  batch_created_by: number | null;
  batch_status: string | null;
  batch_updated_at: Date | null;
}

const UNIT_SQL = `select u.id, u.product_id, u.batch_id, u.status, u.order_id, u.created_at, u.sold_at,
    b.created_by as batch_created_by, b.status as batch_status, b.updated_at as batch_updated_at
  from "${SCHEMA}"."inventory_unit" u left join "${SCHEMA}"."import_batch" b on b.id = u.batch_id`;

/** The unit life's and batch health's statements (checked in test/sql-columns.test.ts). */
export const UNIT_LIFE_SQL = {
  unit: `${UNIT_SQL} where u.id = $1::int`,
  order: `${UNIT_SQL} where u.order_id = $1::int order by u.sold_at, u.id`,
  events: `select unit_id, kind, at, actor_id, order_id, claim_id, note from "${SCHEMA}"."unit_event"
          where unit_id = any($1::int[]) order by at, id`,
  batchHealth: `select b.id, coalesce(b.template->>'title', b.template->'product'->>'title') as title, b.status, b.created_at,
                b.pulled_at, b.banned_at, coalesce(c.confirmed_count, 0) as confirmed_count,
                coalesce(c.open_count, 0) as open_count, coalesce(u.unit_count, 0) as unit_count, coalesce(u.sold_count, 0) as sold_count,
                coalesce(u.burned_count, 0) as burned_count, coalesce(u.withdrawn_count, 0) as withdrawn_count,
                coalesce(c.claim_count, 0) as claim_count, c.median_days
           from "${SCHEMA}"."import_batch" b
           left join lateral (select count(*)::int as unit_count, count(order_id)::int as sold_count,
                    (count(*) filter (where status = 'burned'))::int as burned_count,
                    (count(*) filter (where status = 'withdrawn'))::int as withdrawn_count
               from "${SCHEMA}"."inventory_unit" where batch_id = b.id) u on true
           left join lateral (select count(*)::int as claim_count,
                    (count(*) filter (where cl.confirmed_at is not null))::int as confirmed_count,
                    (count(*) filter (where cl.status in ('submitted', 'waiting_stock')))::int as open_count,
                    percentile_cont(0.5) within group (order by extract(epoch from cl.created_at - cu.sold_at) / 86400) as median_days
               from "${SCHEMA}"."warranty_claim" cl join "${SCHEMA}"."inventory_unit" cu on cu.id = cl.unit_id
              where cu.batch_id = b.id) c on true
          order by b.created_at desc limit $1::int`,
  markBanned: `update "${SCHEMA}"."import_batch"
            set banned_at = case when $2::boolean then coalesce(banned_at, now()) else null end,
                banned_by = case when $2::boolean then coalesce(banned_by, $3::int) else null end
          where id::text = $1::text returning banned_at`,
  lockBatch: `select status, pulled_at from "${SCHEMA}"."import_batch" where id::text = $1::text for update`,
  withdraw: `update "${SCHEMA}"."inventory_unit" set status = 'withdrawn'
          where batch_id::text = $1::text and status = 'active' and order_id is null returning id`,
  withdrawnEvents: `insert into "${SCHEMA}"."unit_event" (unit_id, kind, actor_id, note)
         select id, 'withdrawn', $2::int, 'batch pulled from sale' from unnest($1::int[]) as id`,
  pulled: `update "${SCHEMA}"."import_batch" set pulled_at = coalesce(pulled_at, now()), pulled_by = coalesce(pulled_by, $2::int) where id::text = $1::text`,
};

/**
 * The life of every unit (issue 20): its import, going on sale and sale are read from its own
 * columns and its batch (the purchase writes nothing more); what happened after (claimed,
 * replacement, burned, credited, refused, withdrawn) from `unit_event`. Batch health and pulling a
 * batch from sale, for the admin.
 */
export class UnitLifeService {
  constructor(private readonly em: EntityManager) {}

  async unit(unitId: number): Promise<UnitLifeType> {
    const [life] = await this.lives(UNIT_LIFE_SQL.unit, [unitId]);
    if (!life) throw notFound('Account unit not found.');
    return life;
  }

  /** Every unit an order held: its first and any warranty replacements, oldest first. */
  order(orderId: number): Promise<UnitLifeType[]> {
    return this.lives(UNIT_LIFE_SQL.order, [orderId]);
  }

  private async lives(text: string, values: unknown[]): Promise<UnitLifeType[]> {
    return withEmSql(this.em, async (sql) => {
      const units = await sql<UnitRow>(text, values);
      if (units.length === 0) return [];
      const events = await sql<{
        unit_id: number;
        kind: string;
        at: Date;
        actor_id: number | null;
        order_id: number | null;
        claim_id: number | null;
        note: string | null;
      }>(UNIT_LIFE_SQL.events, [units.map((unit) => unit.id)]);
      return units.map((unit) => {
        const own = events.filter((event) => Number(event.unit_id) === Number(unit.id));
        const steps: UnitLifeEventType[] = [];
        const step = (kind: string, at: Date, extra: Partial<UnitLifeEventType> = {}) =>
          steps.push({ kind, at: new Date(at), actorId: null, orderId: null, claimId: null, note: null, ...extra });
        step('imported', unit.created_at, { actorId: unit.batch_created_by, note: unit.batch_id });
        // A batch's units go on sale together when it is finished; others when they are added.
        if (unit.status !== 'staged')
          step('on_sale', unit.batch_id && unit.batch_updated_at ? unit.batch_updated_at : unit.created_at);
        const givenAsReplacement = own.some((event) => event.kind === 'replacement');
        if (unit.sold_at && unit.order_id !== null && !givenAsReplacement)
          step('sold', unit.sold_at, { orderId: Number(unit.order_id) });
        for (const event of own)
          step(event.kind, event.at, {
            actorId: event.actor_id === null ? null : Number(event.actor_id),
            orderId: event.order_id === null ? null : Number(event.order_id),
            claimId: event.claim_id === null ? null : Number(event.claim_id),
            note: event.note,
          });
        steps.sort((a, b) => a.at.getTime() - b.at.getTime());
        return {
          unitId: Number(unit.id),
          productId: unit.product_id === null ? null : Number(unit.product_id),
          batchId: unit.batch_id,
          status: unit.status,
          orderId: unit.order_id === null ? null : Number(unit.order_id),
          events: steps,
        };
      });
    });
  }

  /** Each batch, newest first, with its sales, claims, burned rate and median days from sale to claim. */
  async batchHealth(limit = 100): Promise<BatchHealthType[]> {
    const rows = await withEmSql(this.em, (sql) =>
      sql<{
        id: string;
        title: string | null;
        status: string;
        created_at: Date;
        pulled_at: Date | null;
        banned_at: Date | null;
        confirmed_count: number;
        open_count: number;
        unit_count: number;
        sold_count: number;
        burned_count: number;
        withdrawn_count: number;
        claim_count: number;
        median_days: number | null;
      }>(UNIT_LIFE_SQL.batchHealth, [limit]),
    );
    return rows.map((row) => {
      const sold = Number(row.sold_count);
      const burned = Number(row.burned_count);
      return {
        batchId: row.id,
        title: row.title ?? '',
        status: row.status,
        createdAt: new Date(row.created_at),
        unitCount: Number(row.unit_count),
        soldCount: sold,
        claimCount: Number(row.claim_count),
        burnedCount: burned,
        withdrawnCount: Number(row.withdrawn_count),
        burnedRate: sold === 0 ? 0 : burned / sold,
        medianDaysToClaim: row.median_days === null ? null : Math.round(Number(row.median_days) * 10) / 10,
        pulledAt: row.pulled_at ? new Date(row.pulled_at) : null,
        bannedAt: row.banned_at ? new Date(row.banned_at) : null,
        confirmedClaimCount: Number(row.confirmed_count),
        openClaimCount: Number(row.open_count),
      };
    });
  }

  /**
   * Marks a batch banned (or takes the mark off): with automatic replacement on, claims on its
   * units then count as on a confirmed bad batch (`claim-policy.ts`). Audited.
   */
  async markBanned(ctx: BaseContext, actorId: number, batchId: string, banned: boolean): Promise<Date | null> {
    const [row] = await withEmSql(this.em, (sql) =>
      sql<{ banned_at: Date | null }>(UNIT_LIFE_SQL.markBanned, [batchId, banned, actorId]),
    );
    if (!row) throw notFound('Import batch not found.');
    auditEvent(ctx, banned ? 'import.banned' : 'import.unbanned', `batch:${batchId}`);
    return row.banned_at ? new Date(row.banned_at) : null;
  }

  /** Pulls a batch from sale in one action: its unsold units withdrawn (each with its event), audited. */
  async pullBatch(ctx: BaseContext, actorId: number, batchId: string): Promise<PullBatchResultType> {
    const withdrawnCount = await inEmTransaction(this.em, async (sql) => {
      const [batch] = await sql<{ status: string; pulled_at: Date | null }>(UNIT_LIFE_SQL.lockBatch, [batchId]);
      if (!batch) throw notFound('Import batch not found.');
      if (batch.status !== 'active') throw conflict('Only a finished import batch can be pulled from sale.');
      const units = await sql<{ id: number }>(UNIT_LIFE_SQL.withdraw, [batchId]);
      await sql(UNIT_LIFE_SQL.withdrawnEvents, [units.map((unit) => unit.id), actorId]);
      await sql(UNIT_LIFE_SQL.pulled, [batchId, actorId]);
      return units.length;
    });
    auditEvent(ctx, 'import.pull', `batch:${batchId}`, `${withdrawnCount} units withdrawn`);
    return { batchId, withdrawnCount };
  }
}
