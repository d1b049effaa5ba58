/**
 * A user's rights as commerce holds them now (DESIGN "Admin rights and freshness"). Commerce
 * bumps `version` in the same statement as any change of the admin flag, status or password, and
 * raises `sessionsFrom` to it when the change must end the user's sessions (a demotion, a new
 * password, a status other than Active). The gateway reads them (`GET /rights` on commerce, with
 * its identity token for that user), keeps them a short while, drops them when the change feed
 * names the user, and signs each subgraph's identity token from them.
 */
export interface UserRights {
  userId: number;
  isAdmin: boolean;
  /** Status Active. */
  active: boolean;
  version: number;
  sessionsFrom: number;
  /** Has a confirmed second factor (an authenticator app or a passkey); absent counts as none. */
  secondFactor?: boolean;
}

/** Commerce's route beside `/graphql` that answers the rights of the identity token's user. */
export const RIGHTS_PATH = '/rights';
/** The channel commerce notifies (with the user id) after a commit that changed a user's rights or removed the user. */
export const RIGHTS_CHANNEL = 'shop_rights';

export function isUserRights(value: unknown): value is UserRights {
  const rights = value as Partial<UserRights> | null;
  return (
    typeof rights === 'object' &&
    rights !== null &&
    Number.isSafeInteger(rights.userId) &&
    typeof rights.isAdmin === 'boolean' &&
    typeof rights.active === 'boolean' &&
    Number.isSafeInteger(rights.version) &&
    Number.isSafeInteger(rights.sessionsFrom)
  );
}
