import type { CommerceContext } from '../../context';

/**
 * `User @key(fields: "id")`: support's Ticket.user points at a user by id. Answers only the user
 * themself and admins; anyone else gets null, as if there were no such user. References of one
 * request are loaded together (an admin's ticket list names many users).
 */
export const userReference = {
  User: {
    __resolveReference: async (reference: { id: number | string }, ctx: CommerceContext) => {
      const id = Number(reference.id);
      // Commerce owns the users: the admin flag is read from its table, as its other checks do.
      if (ctx.identity.userId !== id && !(await ctx.access.isAdmin())) return null;
      return ctx.supportBridge.user(id);
    },
  },
};
