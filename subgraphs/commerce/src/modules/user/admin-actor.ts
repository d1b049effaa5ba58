import type { BaseContext } from '@shop/server-kit';
import type { AdminActor } from './user-admin.service';

/** The acting admin of this request; access changes pushed here reach the gateway in the response. */
export function adminActor(ctx: BaseContext): AdminActor {
  ctx.accessChanges ??= [];
  return {
    actorId: ctx.identity.userId,
    accessChanges: ctx.accessChanges,
    reauthenticated: ctx.identity.reauthenticated === true,
  };
}
