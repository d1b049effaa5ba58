import { type Stack } from '../../test-support/stack';
import { startShop, type Shop } from '../../test-support/shop';
import { batterySize } from '../../test-support/battery-size';
import { agent, send, signAndFollow } from '../../test-support/headers-first-client';

/**
 * A browser takes the session cookie the moment the sign-in answer's headers arrive, and the page
 * may fire its next request (the anti-forgery token refresh, the session query) before the body has
 * been read. That request must already find the signed-in session: if the gateway stored the
 * session only after sending the headers, the refresh would start a new anonymous session whose
 * cookie replaces the signed-in one.
 */

// Up to 400 argon2 hashes or verifications each: generous limits for a loaded 2-core machine.
jest.setTimeout(240_000);

// 40 people in `npm test`, 100 in `npm run test:load`.
const PEOPLE = batterySize('SESSION_RACE_PEOPLE', 40);

describe('a sign-in sticks for requests sent as soon as its headers arrive', () => {
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

  const names = (prefix: string) => Array.from({ length: PEOPLE }, (_, i) => `${prefix}${i}`);

  it(`${PEOPLE} sign-ups and then ${PEOPLE} sign-ins, one after the other, all stay signed in`, async () => {
    const signedOut: string[] = [];
    for (const name of names('seq'))
      if ((await signAndFollow(stack.urls, 'register', name)) !== name) signedOut.push(`register ${name}`);
    for (const name of names('seq'))
      if ((await signAndFollow(stack.urls, 'login', name)) !== name) signedOut.push(`login ${name}`);
    expect(signedOut).toEqual([]);
  });

  it(`${PEOPLE} sign-ups at once and then ${PEOPLE} sign-ins at once, all stay signed in`, async () => {
    const registered = await Promise.all(names('par').map((name) => signAndFollow(stack.urls, 'register', name)));
    expect(registered).toEqual(names('par'));
    const loggedIn = await Promise.all(names('par').map((name) => signAndFollow(stack.urls, 'login', name)));
    expect(loggedIn).toEqual(names('par'));
  });

  it('a first anti-forgery token works as soon as its headers arrive (50 sign-ups at once)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => `tok${i}`).map(async (name) => {
        const jar = new Map<string, string>();
        const token = await send(stack.url, jar, 'GET', '/api/csrf-token');
        const signed = await send(stack.url, jar, 'POST', '/api/register', {
          username: name,
          email: `${name}@race.test`,
          password: 'race-pass-1',
        });
        await Promise.all([token.body(), signed.body()]);
        return signed.status;
      }),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
  });
});
