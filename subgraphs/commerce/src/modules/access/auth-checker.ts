import type { AuthChecker } from 'type-graphql';
import type { CommerceContext } from '../../context';

/**
 * The `@Authorized('ADMIN')` check of commerce: the admin flag and status are read fresh from the
 * users table (AccessService), never taken from the identity token. Throws coded errors
 * (UNAUTHENTICATED / FORBIDDEN) so the REST facade answers 401 / 403 with a message.
 */
export const commerceAuthChecker: AuthChecker<CommerceContext> = async ({ context }, roles) => {
  if (roles.includes('ADMIN')) await context.access.requireAdmin();
  else await context.access.requireActiveUser();
  return true;
};
