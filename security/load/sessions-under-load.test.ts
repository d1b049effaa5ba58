import { type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';
import { agent, signAndFollow } from '../../test-support/headers-first-client';
import { figure } from '../figure';

// Battery item 2: the sign-in race (a request sent as soon as the sign-in headers arrive) stays
// fixed under a crowd: 200 people sign up at once, then sign in at once, on two gateway replicas.
// A load battery (`npm run test:load`, in .ci/run): `npm test` proves the same race with 40 people
// one by one and at once (gateway/test/session-race.test.ts).
jest.setTimeout(300_000);

const CROWD = 200;

describe('sessions under load', () => {
  let shop: Shop;
  let stack: Stack;

  beforeAll(async () => {
    shop = await startShop({ gatewayReplicas: 2 });
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop.close();
    agent.destroy();
  });

  const names = Array.from({ length: CROWD }, (_, i) => `crowd${i}`);

  it(`${CROWD} sign-ups and ${CROWD} sign-ins at once, each followed at once by the token refresh and GET /api/user, all stay signed in`, async () => {
    const registered = await Promise.all(names.map((name) => signAndFollow(stack.urls, 'register', name)));
    const loggedIn = await Promise.all(names.map((name) => signAndFollow(stack.urls, 'login', name)));
    const signedIn = [...registered, ...loggedIn].filter((name, i) => name === names[i % names.length]).length;
    figure(`sessions under load: signed in after sign-up/sign-in at once (of ${CROWD * 2})`, signedIn);
    expect(registered).toEqual(names);
    expect(loggedIn).toEqual(names);
  });
});
