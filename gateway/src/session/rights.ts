import {
  IDENTITY_HEADER,
  isUserRights,
  lightFetch,
  RIGHTS_PATH,
  signIdentity,
  type UserRights,
} from '@shop/server-kit';

/**
 * How long a user's rights read from commerce are reused while the change feed is up. The feed
 * drops an entry as soon as commerce commits a change (a notification per changed user), so this
 * only bounds a failure the gateway cannot see (a connection lost without a reset, where the
 * feed's socket still looks open): ten seconds at most, at one read per active user per ten
 * seconds. While the feed is down nothing is reused at all: every signed-in request reads its
 * user's rights (concurrent requests of one user share the read).
 */
export const RIGHTS_TTL_MS = 10_000;
const MAX_ENTRIES = 100_000;

/**
 * The rights of each signed-in user, read from commerce (`GET /rights`) and kept in memory a
 * short while (see `RIGHTS_TTL_MS`); `RightsFeed` drops an entry when commerce reports a change.
 * A read that started before a change is never stored after it.
 */
export class RightsSource {
  private readonly entries = new Map<number, { rights: UserRights | null; at: number }>();
  private readonly pending = new Map<number, Promise<UserRights | null>>();
  /** Counts invalidations: a read stores its answer only when none happened while it ran. */
  private changes = 0;
  private feedUp = false;

  constructor(
    private readonly rightsUrl: string,
    private readonly ttlMs = RIGHTS_TTL_MS,
  ) {}

  /** The commerce URL of the rights route, beside its /graphql. */
  static urlFor(commerceGraphqlUrl: string): string {
    return commerceGraphqlUrl.replace(/\/graphql\/?$/, '') + RIGHTS_PATH;
  }

  /** The user's rights now (null: no such user); from memory while the feed is up and the entry young. */
  current(userId: number): Promise<UserRights | null> {
    if (this.feedUp) {
      const entry = this.entries.get(userId);
      if (entry && Date.now() - entry.at < this.ttlMs) return Promise.resolve(entry.rights);
    }
    let read = this.pending.get(userId);
    if (!read) {
      read = this.read(userId).finally(() => {
        if (this.pending.get(userId) === read) this.pending.delete(userId);
      });
      this.pending.set(userId, read);
    }
    return read;
  }

  /** Read from commerce now, whatever is in memory (a sign-in compares its grant with this). */
  fresh(userId: number): Promise<UserRights | null> {
    return this.read(userId);
  }

  invalidate(userId: number): void {
    this.changes += 1;
    this.entries.delete(userId);
    this.pending.delete(userId);
  }

  clear(): void {
    this.changes += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** The change feed is listening: entries may be reused. */
  feedIsUp(): void {
    this.clear();
    this.feedUp = true;
  }

  /** The change feed is lost: changes could be missed, so nothing in memory counts any more. */
  feedIsDown(): void {
    this.feedUp = false;
    this.clear();
  }

  private async read(userId: number): Promise<UserRights | null> {
    const changesBefore = this.changes;
    const response = await lightFetch(this.rightsUrl, {
      headers: { [IDENTITY_HEADER]: signIdentity({ userId, isAdmin: false }, 'commerce') },
    });
    let rights: UserRights | null;
    if (response.status === 404) rights = null;
    else {
      const body: unknown = response.ok ? await response.json() : null;
      if (!isUserRights(body) || body.userId !== userId)
        throw new Error(`rights of user ${userId} could not be read (HTTP ${response.status})`);
      rights = body;
    }
    if (this.feedUp && this.changes === changesBefore) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(userId, { rights, at: Date.now() });
    }
    return rights;
  }
}
