import { notFound, requireUser, validateInput } from '@shop/server-kit';
import { CLAIM_REVIEW_REASONS } from '@shop/shared';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { CommerceContext } from '../../context';
import { OrderType } from '../order/order.type';
import { auditReveal, requireStepUp, revealReason } from '../vault/credential-reveal';
import { CLAIM_NOT_FOUND, CLAIM_REVEAL_REAUTH_REQUIRED } from './claim.errors';
import { DecideClaimInput, SubmitClaimInput } from './claim.input';
import { type SubmitClaimRefusal, SubmitClaimResult } from './claim.refusals';
import { ClaimCredentialsType, ClaimFileReference, ClaimSignalsType, ClaimType } from './claim.type';
import { WarrantyRulesInput, WarrantyRulesType } from './warranty-rules';

@Resolver(() => ClaimType)
export class ClaimResolver {
  @Mutation(() => SubmitClaimResult, {
    description:
      "A warranty claim on the signed-in buyer's delivered order: the Claim (submitted to staff; replaced or waiting_stock when the rules replace it on evidence), or the refusal (WarrantyExpiredError, ReplacementLimitReachedError, ClaimAlreadyOpenError, OrderNotClaimableError, WalletOnHoldClaimError). Coded errors: UNAUTHENTICATED, NOT_FOUND (no such order of the buyer), BAD_USER_INPUT.",
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
  @Query(() => ClaimCredentialsType, {
    description:
      "Admin, re-authenticated in the last 5 minutes: a replaced claim's earlier credentials (the order's before the replacement; a hand-delivered order has no unit to reveal), for a reason (audited as credentials.reveal on the claim; throttled per admin). NOT_FOUND when the claim has none.",
  })
  async claimCredentials(
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { description: 'Why the admin needs to see them (kept in the audit log).' })
    reason: string,
    @Ctx() ctx: CommerceContext,
  ): Promise<ClaimCredentialsType> {
    requireStepUp(ctx, CLAIM_REVEAL_REAUTH_REQUIRED);
    const why = revealReason(reason);
    const { orderId, credentials } = await ctx.claims.previousDetails(id);
    auditReveal(ctx, `claim:${id}`, `order:${orderId}`, why);
    return { claimId: id, credentials };
  }

  @Authorized('ADMIN')
  @Mutation(() => ClaimType, {
    description:
      'Admin: decides an open claim: replace (a spare unit now, else it waits for stock), credit (the price back to the wallet) or refuse (note required: the buyer sees it). Replace and credit confirm the claim (evidence against its batch). CONFLICT when already decided, over the limit, the order refunded or cancelled, or the customer at the cap of waiting claims.',
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

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Admin: the unit claimed (null for a hand-delivered order; null for anyone else). Its credentials: unitCredentials (re-authenticated, audited).',
  })
  unitId(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<number | null> {
    return forAdmins(ctx, claim.unitId);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'Admin: the unit that replaced it (null for anyone else). Its credentials: unitCredentials.',
  })
  replacementUnitId(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<number | null> {
    return forAdmins(ctx, claim.replacementUnitId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Admin: the import batch of the unit claimed (null for anyone else).',
  })
  batchId(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<string | null> {
    return forAdmins(ctx, claim.batchId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: `Admin: why the rules sent the claim to staff (${CLAIM_REVIEW_REASONS.join(' | ')}); null when the rules replaced it, and for anyone else.`,
  })
  reviewReason(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<string | null> {
    return forAdmins(ctx, claim.reviewReason);
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description:
      'Admin: the claim keeps the credentials the order had before its replacement (revealed by claimCredentials); null for anyone else.',
  })
  hasPreviousDetails(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<boolean | null> {
    return forAdmins(ctx, claim.hasPreviousDetails);
  }

  @FieldResolver(() => ClaimSignalsType, {
    nullable: true,
    description: 'Admin: what staff weigh on the claim (null for anyone else).',
  })
  async signals(@Root() claim: ClaimType, @Ctx() ctx: CommerceContext): Promise<ClaimSignalsType | null> {
    return (await ctx.access.isAdmin()) ? ctx.claims.signals(claim.id) : null;
  }
}

/** An internal value of a claim, for admins only (a buyer's answer carries null). */
async function forAdmins<T>(ctx: CommerceContext, value: T | null): Promise<T | null> {
  return (await ctx.access.isAdmin()) ? value : null;
}

@Resolver(() => OrderType)
export class OrderClaimsResolver {
  @FieldResolver(() => [ClaimType], { description: "The order's warranty claims, oldest first." })
  claims(@Root() order: OrderType, @Ctx() ctx: CommerceContext): Promise<ClaimType[]> {
    return ctx.claims.forOrder(order.id);
  }
}
