import { type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { agent, signAndFollow } from '../test-support/headers-first-client';
import { batterySize } from '../test-support/battery-size';
import { figure } from './figure';

// Battery item 2: the sign-in race (a request sent as soon as the sign-in headers arrive) stays
// fixed under a crowd: people sign up at once, then sign in at once, on two gateway replicas (80 in
// `npm test`, the figure's 200 in `npm run test:load`).
jest.setTimeout(300_000);

const CROWD = batterySize('SESSION_CROWD', 80);

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
