import { PgListener, RIGHTS_CHANNEL } from '@shop/server-kit';
import type { RightsSource } from './rights';

/**
 * Keeps one connection LISTENing on commerce's `shop_rights` channel (commerce's trigger notifies
 * it with the user id after a commit that changed a user's admin flag, status or password, or
 * removed the user) and drops that user's rights from memory. While the connection is down every
 * request reads its user's rights from commerce (`RightsSource.feedIsDown`); it reconnects by
 * itself and starts from an empty memory.
 */
export class RightsFeed {
  private readonly listener: PgListener;

  constructor(databaseUrl: string, rights: RightsSource) {
    this.listener = new PgListener({
      databaseUrl,
      channel: RIGHTS_CHANNEL,
      applicationName: 'gateway-rights-listener',
      lostMessage: 'rights feed lost; every request reads its rights from commerce until it is back',
      onNotification: (payload) => {
        const userId = Number(payload);
        if (Number.isSafeInteger(userId)) rights.invalidate(userId);
        else rights.clear();
      },
      onUp: () => rights.feedIsUp(),
      onDown: () => rights.feedIsDown(),
    });
  }

  start(): Promise<void> {
    return this.listener.start();
  }

  /** Its LISTEN connection is up (readiness). */
  get up(): boolean {
    return this.listener.up;
  }

  stop(): Promise<void> {
    return this.listener.stop();
  }
}
