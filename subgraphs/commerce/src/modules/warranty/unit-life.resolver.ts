import { requireUser } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { BatchHealthType, PullBatchResultType, UnitLifeType } from './unit-life';

/** The panel's view of units and batches after the sale (admin only). */
@Resolver()
export class UnitLifeResolver {
  @Authorized('ADMIN')
  @Query(() => UnitLifeType, { description: 'Admin: one unit and its life, oldest step first.' })
  unitLife(@Arg('unitId', () => Int) unitId: number, @Ctx() ctx: CommerceContext): Promise<UnitLifeType> {
    return ctx.unitLife.unit(unitId);
  }

  @Authorized('ADMIN')
  @Query(() => [UnitLifeType], { description: 'Admin: every unit an order held (its first, then replacements).' })
  orderUnitLives(@Arg('orderId', () => Int) orderId: number, @Ctx() ctx: CommerceContext): Promise<UnitLifeType[]> {
    return ctx.unitLife.order(orderId);
  }

  @Authorized('ADMIN')
  @Query(() => [BatchHealthType], {
    description: 'Admin: each import batch, newest first: sold, claims, burned rate, median days from sale to claim.',
  })
  batchHealth(
    @Arg('limit', () => Int, { nullable: true, defaultValue: 100 }) limit: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<BatchHealthType[]> {
    return ctx.unitLife.batchHealth(Math.min(Math.max(limit, 1), 500));
  }

  @Authorized('ADMIN')
  @Mutation(() => PullBatchResultType, {
    description:
      "Admin: pulls an import batch from sale: its unsold units withdrawn (each unit's life says so), audited.",
  })
  pullImportBatch(@Arg('batchId') batchId: string, @Ctx() ctx: CommerceContext): Promise<PullBatchResultType> {
    return ctx.unitLife.pullBatch(ctx, requireUser(ctx), batchId);
  }

  @Authorized('ADMIN')
  @Mutation(() => Date, {
    nullable: true,
    description:
      'Admin: marks an import batch banned (banned: false takes the mark off); answers bannedAt. With automatic replacement on, its claims count as on a confirmed bad batch. Audited.',
  })
  markImportBatchBanned(
    @Arg('batchId') batchId: string,
    @Arg('banned', () => Boolean) banned: boolean,
    @Ctx() ctx: CommerceContext,
  ): Promise<Date | null> {
    return ctx.unitLife.markBanned(ctx, requireUser(ctx), batchId, banned);
  }
}
