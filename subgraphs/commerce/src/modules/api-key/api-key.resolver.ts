import { codedError, requireAdmin, requireUser } from '@shop/server-kit';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context';
import type { FreshPasskeyFactor } from '../user/passkey.service';
import type { ApiKeyEntity } from './api-key.entity';
import { ApiKeyInput, ApiKeyLimitsInput, ApiKeyType, CreatedApiKeyType } from './api-key.type';

export const ADMIN_API_KEY_REAUTH_REQUIRED = 'Confirm it is you (re-authenticate) before creating or rolling a key.';

const toType = (row: ApiKeyEntity): ApiKeyType => ({
  id: row.id,
  userId: row.user.id,
  name: row.name,
  scopes: row.scopes,
  lastFour: row.lastFour,
  createdAt: row.createdAt,
  expiresAt: row.expiresAt ?? null,
  lastUsedAt: row.lastUsedAt ?? null,
  previousExpiresAt: row.previousExpiresAt && row.previousExpiresAt > new Date() ? row.previousExpiresAt : null,
  allowedAddresses: row.allowedAddresses,
  requestsPerMinute: row.requestsPerMinute ?? null,
  ordersPerMinute: row.ordersPerMinute ?? null,
});

/**
 * The fresh factor a key's creation or roll needs where one is enrolled: one of the user's passkeys
 * now (a sign-in response to `passkeySignInOptions`), the app's code, a recovery code, or a
 * re-authentication within 5 minutes. Without it: UNAUTHENTICATED with `secondFactorRequired` and
 * the `methods` the account has, so a passkey-only account knows to ask its passkey.
 */
async function requireFreshFactor(
  ctx: CommerceContext,
  userId: number,
  proof: Omit<FreshPasskeyFactor, 'reauthenticated'>,
) {
  if (proof.passkeyResponse) return ctx.passkeys.authenticateAs(userId, proof.passkeyResponse);
  await ctx.secondFactor.requireFreshFactorWhereEnrolled(userId, {
    reauthenticated: ctx.identity.reauthenticated === true,
    code: proof.code,
    recoveryCode: proof.recoveryCode,
  });
}

/** An admin's key actions that hand out a key ask for the admin step-up, as other staff actions on accounts do. */
function requireAdminStepUp(ctx: CommerceContext): void {
  requireAdmin(ctx);
  if (ctx.identity.reauthenticated !== true)
    throw codedError('UNAUTHENTICATED', ADMIN_API_KEY_REAUTH_REQUIRED, { reauthenticate: true });
}

/** API keys of the reseller API (issue 37): one's own, and an admin's for any account. */
@Resolver()
export class ApiKeyResolver {
  @Query(() => [ApiKeyType], { description: "The signed-in user's API keys (never the keys themselves)." })
  async apiKeys(@Ctx() ctx: CommerceContext): Promise<ApiKeyType[]> {
    return (await ctx.apiKeys.list({ userId: requireUser(ctx) })).map(toType);
  }

  @Mutation(() => CreatedApiKeyType, {
    description:
      "Creates an API key for the signed-in user; the key is answered this once. Needs a fresh second factor where one is enrolled (`passkeyResponse` of one of the user's passkeys, `code`, `recoveryCode`, or a re-authentication within 5 minutes).",
  })
  async createApiKey(
    @Arg('input', () => ApiKeyInput) input: ApiKeyInput,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Arg('passkeyResponse', () => String, { nullable: true }) passkeyResponse: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<CreatedApiKeyType> {
    const userId = requireUser(ctx);
    await requireFreshFactor(ctx, userId, { code, recoveryCode, passkeyResponse });
    return ctx.apiKeys.create(userId, input);
  }

  @Mutation(() => String, {
    description:
      "Rolls one of the signed-in user's keys: answers the new key; the old one works for `overlapHours` more (default 24). Needs a fresh second factor, as `createApiKey`.",
  })
  async rollApiKey(
    @Arg('id', () => Int) id: number,
    @Arg('overlapHours', () => Int, { nullable: true }) overlapHours: number | null,
    @Arg('code', () => String, { nullable: true }) code: string | null,
    @Arg('recoveryCode', () => String, { nullable: true }) recoveryCode: string | null,
    @Arg('passkeyResponse', () => String, { nullable: true }) passkeyResponse: string | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<string> {
    const userId = requireUser(ctx);
    await requireFreshFactor(ctx, userId, { code, recoveryCode, passkeyResponse });
    return (await ctx.apiKeys.roll(id, { ownerId: userId }, overlapHours)).key;
  }

  @Mutation(() => Boolean, { description: "Revokes one of the signed-in user's keys at once." })
  async revokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<boolean> {
    await ctx.apiKeys.revoke(id, { ownerId: requireUser(ctx) });
    return true;
  }

  @Authorized('ADMIN')
  @Query(() => [ApiKeyType], { description: "Admins: every account's API keys, or one user's." })
  async adminApiKeys(
    @Arg('userId', () => Int, { nullable: true }) userId: number | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<ApiKeyType[]> {
    requireAdmin(ctx);
    return (await ctx.apiKeys.list({ userId })).map(toType);
  }

  @Authorized('ADMIN')
  @Mutation(() => CreatedApiKeyType, {
    description: "Admins: creates a key for any account (the admin's step-up required).",
  })
  async adminCreateApiKey(
    @Arg('userId', () => Int) userId: number,
    @Arg('input', () => ApiKeyInput) input: ApiKeyInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<CreatedApiKeyType> {
    requireAdminStepUp(ctx);
    return ctx.apiKeys.create(userId, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => String, { description: "Admins: rolls any key (the admin's step-up required)." })
  async adminRollApiKey(
    @Arg('id', () => Int) id: number,
    @Arg('overlapHours', () => Int, { nullable: true }) overlapHours: number | null,
    @Ctx() ctx: CommerceContext,
  ): Promise<string> {
    requireAdminStepUp(ctx);
    return (await ctx.apiKeys.roll(id, { admin: true }, overlapHours)).key;
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admins: revokes any key at once.' })
  async adminRevokeApiKey(@Arg('id', () => Int) id: number, @Ctx() ctx: CommerceContext): Promise<boolean> {
    requireAdmin(ctx);
    await ctx.apiKeys.revoke(id, { admin: true });
    return true;
  }

  @Authorized('ADMIN')
  @Mutation(() => ApiKeyType, {
    description:
      "Admins: a key's limits (null: the shop's default). Enforced on every replica (the gateway's per-key limits).",
  })
  async setApiKeyLimits(
    @Arg('id', () => Int) id: number,
    @Arg('limits', () => ApiKeyLimitsInput) limits: ApiKeyLimitsInput,
    @Ctx() ctx: CommerceContext,
  ): Promise<ApiKeyType> {
    requireAdmin(ctx);
    return toType(await ctx.apiKeys.setLimits(id, limits));
  }
}
