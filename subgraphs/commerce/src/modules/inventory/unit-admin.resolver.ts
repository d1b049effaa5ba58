import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { auditEvent } from '@shop/server-kit';
import type { CommerceContext } from '../../context';
import { auditReveal, requireStepUp, revealReason } from '../vault/credential-reveal';

export const REVEAL_REAUTH_REQUIRED = "Re-enter your password to see an account's credentials.";
export const EDIT_REAUTH_REQUIRED = "Re-enter your password to change an account's credentials.";

@ObjectType('InventoryUnit', {
  description: 'One credential unit of a product, as the admin list shows it: never its credentials.',
})
export class InventoryUnitType {
  @Field(() => Int) id!: number;
  @Field({
    description:
      'staged (import not finished, not stock) | active (stock while unsold; sold when orderId is set) | withdrawn (taken off sale by an admin, never sold).',
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The import batch that brought the unit (none for stock added to a product).',
  })
  batchId!: string | null;
  @Field(() => Int, { nullable: true, description: '1-based line in its import batch.' }) line!: number | null;
  @Field(() => Int, { nullable: true, description: 'The order the unit was sold to.' }) orderId!: number | null;
  @Field() createdAt!: Date;
}

@ObjectType('UnitCredentials')
export class UnitCredentialsType {
  @Field(() => Int) id!: number;
  @Field({ description: 'The clear credential line.' }) credentials!: string;
}

/**
 * A product's credential units, one by one (admin): list, reveal (re-authenticated, with a reason,
 * audited; throttled per admin by the gateway), edit (re-authenticated), withdraw.
 */
@Resolver()
export class UnitAdminResolver {
  @Authorized('ADMIN')
  @Query(() => [InventoryUnitType], {
    description: "Admin: a product's credential units, oldest first, without credentials.",
  })
  productUnits(
    @Arg('productId', () => Int) productId: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<InventoryUnitType[]> {
    return ctx.unitAdmin.list(productId);
  }

  @Authorized('ADMIN')
  @Query(() => UnitCredentialsType, {
    description:
      "Admin, re-authenticated in the last 5 minutes: one unit's clear credentials, for a reason (audited as credentials.reveal; throttled per admin).",
  })
  async unitCredentials(
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { description: 'Why the admin needs to see them (kept in the audit log).' })
    reason: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<UnitCredentialsType> {
    requireStepUp(ctx, REVEAL_REAUTH_REQUIRED);
    const why = revealReason(reason);
    const { productId, credentials } = await ctx.unitAdmin.credentials(id);
    auditReveal(ctx, `unit:${id}`, `product:${productId ?? ''}`, why);
    return { id, credentials };
  }

  @Authorized('ADMIN')
  @Mutation(() => InventoryUnitType, {
    description:
      'Admin, re-authenticated in the last 5 minutes: replaces the credentials of an unsold unit (one account line, same server); 409 once sold or withdrawn.',
  })
  async updateUnitCredentials(
    @Arg('id', () => Int) id: number,
    @Arg('credentials') credentials: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<InventoryUnitType> {
    requireStepUp(ctx, EDIT_REAUTH_REQUIRED);
    const { unit, productId } = await ctx.unitAdmin.update(id, credentials);
    auditEvent(ctx, 'unit.update', `unit:${id}`, `product:${productId ?? ''}`);
    return unit;
  }

  @Authorized('ADMIN')
  @Mutation(() => InventoryUnitType, {
    description:
      "Admin: takes an unsold unit off sale for good (the product's stock drops); 409 once sold or withdrawn.",
  })
  async withdrawUnit(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<InventoryUnitType> {
    const { unit, productId } = await ctx.unitAdmin.withdraw(id, ctx.identity.userId);
    auditEvent(ctx, 'unit.withdraw', `unit:${id}`, `product:${productId ?? ''}`);
    return unit;
  }
}
