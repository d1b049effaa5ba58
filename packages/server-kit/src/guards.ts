import type { BaseContext } from './subgraph';
import { forbidden, unauthenticated } from './errors';

/** Authorization is enforced in each subgraph, not only at the gateway. */
export function requireUser(ctx: BaseContext): number {
  if (ctx.identity.userId === null) throw unauthenticated();
  return ctx.identity.userId;
}

export function requireAdmin(ctx: BaseContext): void {
  if (!ctx.identity.isAdmin) {
    if (ctx.identity.userId === null) throw unauthenticated();
    throw forbidden('Admins only.');
  }
}

/** Owner-or-admin check for every per-user read. */
export function requireSelfOrAdmin(ctx: BaseContext, userId: number): void {
  if (ctx.identity.isAdmin) return;
  const self = requireUser(ctx);
  if (self !== userId) throw forbidden('You can only access your own data.');
}
