import { ApiClient, type Stack } from '../test-support/stack';
import { register as registerOn, startShop, type Shop } from '../test-support/shop';
import { calibration, describeCalibration } from '../test-support/calibration';
import { timingFigure } from './figure';

// Sign-in timing (issue 10, item 4): a wrong password on a known e-mail and on an unknown one take
// the same time, so the answer's time does not tell which e-mails have accounts. Compared as a
// ratio (the calibration scales nothing here; it is printed to say what the machine was). The
// throttles are on with the shop's limits; each attempt from its own address (X-Forwarded-For),
// below the failures that start a wait, so the throttles answer but never refuse.
jest.setTimeout(240_000);
// The production cost of a password hash (test-secrets.js lowers it for the behaviour tests): the
// time a hash takes is what the two kinds of answer must share.
process.env.PASSWORD_HASH_MEMORY_KIB = '19456';
process.env.PASSWORD_HASH_PASSES = '2';

const PASSWORD = 'right-pass-1';
let shop: Shop;
let stack: Stack;
let nextAddress = 1;

const fromNewAddress = () => {
  const n = nextAddress++;
  return new ApiClient(stack.url, { 'x-forwarded-for': `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}` });
};

/** Signs `name` up as `name@throttle.test` through `client`'s address. */
const register = (client: ApiClient, name: string) => registerOn(client, name, PASSWORD, 'throttle.test');

beforeAll(async () => {
  console.log(describeCalibration(calibration()));
  shop = await startShop({ gatewayEnv: { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' } });
  stack = shop.stack;
});

afterAll(async () => {
  await shop?.close();
});

describe('sign-in timing', () => {
  it('login timing: unknown and known e-mails answer within 10% of each other', async () => {
    // 25 accounts and 25 unknown e-mails, each tried 4 times: below the 5 failures that start a
    // wait, and each attempt from its own address, so the throttles answer but never refuse.
    const setup = fromNewAddress();
    const accounts = Array.from({ length: 25 }, (_, i) => `timing${i}`);
    for (const name of accounts) await register(setup, name);
    const time = async (email: string) => {
      const client = fromNewAddress();
      await client.get('/api/csrf-token');
      const started = process.hrtime.bigint();
      const response = await client.post('/api/login', { email, password: 'wrong-pass-1' });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.status).toBe(401);
      return elapsed;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    await time('warmup@throttle.test');
    // The load of the machine (other tests, other processes) only ever adds time: the fastest of
    // an e-mail's 4 answers is its cost, and the median of 25 e-mails compares the two kinds.
    const unknownBest = accounts.map(() => Infinity);
    const knownBest = accounts.map(() => Infinity);
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < accounts.length; i += 1) {
        const unknownFirst = (round + i) % 2 === 0;
        if (unknownFirst) unknownBest[i] = Math.min(unknownBest[i], await time(`ghost${i}@throttle.test`));
        knownBest[i] = Math.min(knownBest[i], await time(`${accounts[i]}@throttle.test`));
        if (!unknownFirst) unknownBest[i] = Math.min(unknownBest[i], await time(`ghost${i}@throttle.test`));
      }
    }
    const ratio = median(unknownBest) / median(knownBest);
    console.log(
      `login timing: unknown / known e-mail ${ratio.toFixed(3)} (${median(unknownBest).toFixed(1)} / ${median(knownBest).toFixed(1)} ms)`,
    );
    timingFigure(
      'login timing: unknown / known e-mail (medians of 25 e-mails, fastest of 4 tries each)',
      Number(ratio.toFixed(3)),
      1.1,
      'ratio',
    );
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});
