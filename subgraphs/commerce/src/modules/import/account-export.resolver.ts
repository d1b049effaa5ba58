import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { auditEvent, unauthenticated } from '@shop/server-kit';
import type { CommerceContext } from '../../context';
import { AccountExportType } from './import.type';

export const REAUTH_REQUIRED = 'Re-enter your password to export account data.';

/** The credential export of the admin panel: a secret read, so it needs a fresh password and is audited. */
@Resolver()
export class AccountExportResolver {
  @Authorized('ADMIN')
  @Query(() => AccountExportType, {
    description: 'Admin, re-authenticated in the last 5 minutes: every unsold credential unit with its product id.',
  })
  async exportAccounts(@Ctx() ctx: CommerceContext): Promise<AccountExportType> {
    if (!ctx.identity.reauthenticated) throw unauthenticated(REAUTH_REQUIRED);
    const units = await ctx.inventory.unsoldCredentials();
    const productIds = [...new Set(units.map((unit) => unit.productId))];
    auditEvent(ctx, 'credentials.export', `product:${productIds.join(',')}`);
    return {
      text: units.map((unit) => `${unit.productId} | ${unit.credentials}`).join('\n') + (units.length ? '\n' : ''),
      count: units.length,
    };
  }
}
