import type { SupportContext } from '../../context';
import { actorOf } from '../ticket/ticket.service';

/** Resolves commerce's `Claim.attachment` (a `ClaimFile` by id and the claim's order). */
export const claimFileReference = {
  ClaimFile: {
    __resolveReference: (reference: { id: number | string; orderId: number | string }, ctx: SupportContext) => {
      const userId = ctx.identity.userId;
      const actor = userId === null ? null : actorOf(ctx.identity, userId);
      return ctx.claimFiles.onClaim(actor, Number(reference.id), Number(reference.orderId));
    },
  },
};
