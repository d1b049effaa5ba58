import { notFound, requireUser, validateInput } from '@shop/server-kit';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { OrderType } from '../order/order.type';
import { CLAIM_NOT_FOUND } from './claim.errors';
import { DecideClaimInput, SubmitClaimInput } from './claim.input';
import { type SubmitClaimRefusal, SubmitClaimResult } from './claim.refusals';
import { ClaimFileReference, ClaimType } from './claim.type';
import { WarrantyRulesInput, WarrantyRulesType } from './warranty-rules';

@Resolver(() => ClaimType)
export class ClaimResolver {
  @Mutation(() => SubmitClaimResult, {
    description:
      "A warranty claim on the signed-in buyer's delivered order: the Claim (replaced at once, waiting_stock, or submitted to an admin), or the refusal (WarrantyExpiredError, ReplacementLimitReachedError, ClaimAlreadyOpenError, OrderNotClaimableError). Coded errors: UNAUTHENTICATED, NOT_FOUND (no such order of the buyer), BAD_USER_INPUT.",
  })
  submitClaim(
    @Arg('input', () => SubmitClaimInput, { validateFn: validateInput }) input: SubmitClaimInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<ClaimType | SubmitClaimRefusal> {
    return ctx.claims.submit(ctx, requireUser(ctx), input);
  }

  @Query(() => [ClaimType], { description: "The signed-in customer's warranty claims, newest first." })
  myClaims(@Ctx() ctx: CommerceContext): Promise<ClaimType[]> {
    return ctx.claims.listByUser(requireUser(ctx));
  }

  @Query(() => ClaimType, {
    description: 'One warranty claim; its buyer or an admin only (NOT_FOUND for anyone else).',
  })
  async claim(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<ClaimType> {
    const userId = requireUser(ctx);
    const claim = await ctx.claims.read(id);
    // Someone else's claim is answered as a missing one.
    if (claim.userId !== userId && !(await ctx.access.isAdmin())) throw notFound(CLAIM_NOT_FOUND);
    return claim;
  }

  @Authorized('ADMIN')
  @Query(() => [ClaimType], {
    description:
      'Admin: the claims queue, by status, product, import batch and reason (with a status oldest first, else newest first; at most 500).',
  })
  adminClaims(
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('productId', () => Int, { nullable: true }) productId: number | null,
    @Arg('batchId', () => String, { nullable: true }) batchId: string | null,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<ClaimType[]> {
    return ctx.claims.adminList({ status, productId, batchId, reason });
  }

  @Authorized('ADMIN')
  @Mutation(() => ClaimType, {
    description:
      'Admin: decides an open claim: replace (a spare unit now, else it waits for stock), credit (the price back to the wallet) or refuse (note required: the buyer sees it). CONFLICT when already decided or over the limit.',
  })
  decideClaim(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DecideClaimInput, { validateFn: validateInput }) input: DecideClaimInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<ClaimType> {
    return ctx.claims.decide(ctx, requireUser(ctx), id, input);
  }

  @Authorized('ADMIN')
  @Query(() => WarrantyRulesType, { description: "Admin: the shop's warranty rules." })
  warrantyRules(@Ctx() ctx: CommerceContext): Promise<WarrantyRulesType> {
    return ctx.warrantyRules.read();
  }

  @Authorized('ADMIN')
  @Mutation(() => WarrantyRulesType, { description: "Admin: changes the shop's warranty rules." })
  updateWarrantyRules(
    @Arg('input', () => WarrantyRulesInput, { validateFn: validateInput }) input: WarrantyRulesInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<WarrantyRulesType> {
    return ctx.warrantyRules.update(ctx, requireUser(ctx), input);
  }

  @FieldResolver(() => ClaimFileReference, {
    nullable: true,
    description: "The buyer's file sent with the claim (support's; the buyer and admins only).",
  })
  attachment(@Root() claim: ClaimType): ClaimFileReference | null {
    return claim.attachmentId === null ? null : { id: claim.attachmentId, orderId: claim.orderId };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The order's credentials before this claim's replacement (shown struck through); buyer and admins only.",
  })
  async previousDetails(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<string | null> {
    if (claim.userId === ctx.identity.userId) return ctx.claims.previousDetails(claim);
    return (await ctx.access.isAdmin()) ? ctx.claims.previousDetails(claim) : null;
  }
}

@Resolver(() => OrderType)
export class OrderClaimsResolver {
  @FieldResolver(() => [ClaimType], { description: "The order's warranty claims, oldest first." })
  claims(@Root() order: OrderType, @Ctx() ctx: CommerceContext): Promise<ClaimType[]> {
    return ctx.claims.forOrder(order.id);
  }
}
