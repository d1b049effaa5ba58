import type { AuthChecker } from 'type-graphql';
import type { Identity, ServiceScope } from './identity';
import type { BaseContext } from './context';
import { forbidden, secondFactorEnrolmentRequired, unauthenticated } from './errors';

/** Authorization is enforced in each subgraph, not only at the gateway. */
export function requireUser(ctx: BaseContext): number {
  if (ctx.identity.userId === null) throw unauthenticated();
  return ctx.identity.userId;
}

export function requireAdmin(ctx: BaseContext): void {
  if (!ctx.identity.isAdmin) {
    if (ctx.identity.userId === null) throw unauthenticated();
    if (ctx.identity.secondFactorEnrolmentRequired) throw secondFactorEnrolmentRequired();
    throw forbidden('Admins only.');
  }
}

/** Owner-or-admin check for every per-user read. */
export function requireSelfOrAdmin(ctx: BaseContext, userId: number): void {
  if (ctx.identity.isAdmin) return;
  const self = requireUser(ctx);
  if (self !== userId && ctx.identity.secondFactorEnrolmentRequired) throw secondFactorEnrolmentRequired();
  if (self !== userId) throw forbidden('You can only access your own data.');
}

/**
 * Service-only fields: the caller must be a sibling subgraph whose token carries this scope (the
 * gateway never signs a service token, so no person reaches them). Services are never admins.
 */
export function requireServiceScope(identity: Identity, scope: ServiceScope): void {
  if (!identity.service || !identity.scopes?.includes(scope)) throw forbidden('Services only.');
}

/** The role of `@Authorized('ADMIN')`: admin-only operations, refused to customers in the subgraph. */
export const ADMIN_ROLE = 'ADMIN';

/**
 * Default checker of `@Authorized('ADMIN')`: the signed token's admin flag. Throws the coded
 * errors (401 for guests, 403 for customers) so REST answers carry a message.
 */
export const adminAuthChecker: AuthChecker<BaseContext> = ({ context }, roles) => {
  if (!roles.includes(ADMIN_ROLE)) {
    requireUser(context);
    return true;
  }
  requireAdmin(context);
  return true;
};
