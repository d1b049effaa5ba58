import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_HEADER, type UserRights, verifyIdentity } from '@shop/server-kit';
import { RightsSource } from './rights';

/** A stand-in for commerce's GET /rights: answers `rights[userId]`, counts reads, can hold answers back. */
function fakeCommerce() {
  const rights = new Map<number, UserRights>();
  let reads = 0;
  let hold: Promise<void> | null = null;
  const server = http.createServer(async (req, res) => {
    reads += 1;
    const identity = verifyIdentity(req.headers[IDENTITY_HEADER] as string | undefined, 'commerce');
    const answer = identity?.userId != null ? rights.get(identity.userId) : undefined;
    if (hold) await hold;
    res.writeHead(answer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer ?? { message: 'No such user' }));
  });
  return {
    rights,
    reads: () => reads,
    holdAnswers(): () => void {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/rights`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const rightsOf = (userId: number, isAdmin: boolean, version: number): UserRights => ({
  userId,
  isAdmin,
  active: true,
  version,
  sessionsFrom: 0,
});

describe('RightsSource', () => {
  const commerce = fakeCommerce();
  let url: string;

  beforeAll(async () => {
    url = await commerce.start();
  });

  afterAll(() => commerce.close());

  it('reuses a read while the feed is up, forgets it when the feed names the user, and reuses nothing while the feed is down', async () => {
    const source = new RightsSource(url);
    commerce.rights.set(1, rightsOf(1, true, 1));
    const before = commerce.reads();
    source.feedIsUp();
    expect(await source.current(1)).toMatchObject({ isAdmin: true, version: 1 });
    expect(await source.current(1)).toMatchObject({ isAdmin: true, version: 1 });
    expect(commerce.reads() - before).toBe(1);

    commerce.rights.set(1, rightsOf(1, false, 2));
    source.invalidate(1);
    expect(await source.current(1)).toMatchObject({ isAdmin: false, version: 2 });
    expect(commerce.reads() - before).toBe(2);

    source.feedIsDown();
    await source.current(1);
    await source.current(1);
    expect(commerce.reads() - before).toBe(4);
    expect(await source.current(999)).toBeNull();
  });

  it('never keeps an answer read before a change that arrived while it was on its way', async () => {
    const source = new RightsSource(url);
    source.feedIsUp();
    commerce.rights.set(2, rightsOf(2, true, 1));
    const release = commerce.holdAnswers();
    const early = source.current(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    commerce.rights.set(2, rightsOf(2, false, 2));
    source.invalidate(2);
    release();
    expect(await early).toMatchObject({ version: 1 });
    // The old answer was not stored: the next request reads the demotion.
    expect(await source.current(2)).toMatchObject({ isAdmin: false, version: 2 });
  });

  it('an entry lives at most its time to live even when no change is announced', async () => {
    const source = new RightsSource(url, 30);
    source.feedIsUp();
    commerce.rights.set(3, rightsOf(3, true, 1));
    await source.current(3);
    commerce.rights.set(3, rightsOf(3, false, 2));
    expect(await source.current(3)).toMatchObject({ version: 1 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await source.current(3)).toMatchObject({ version: 2 });
  });
});
