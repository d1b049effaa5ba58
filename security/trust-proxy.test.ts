import { loadConfig } from '../gateway/src/config';
import { ApiClient, type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';

// Battery: forwarded headers only from a trusted proxy (issue 22, item 10). TRUST_PROXY names the
// proxy's addresses (or `loopback`); `true`, which believed X-Forwarded-For and X-Forwarded-Proto
// from whoever connected, is refused at start-up. A client that reaches the gateway directly
// cannot pick the address its throttles count (nor slip them by changing it every request), and
// cannot make the gateway believe it came over https.
jest.setTimeout(180_000);

const SESSIONS = 5;

/** New anonymous sessions granted before the first 429, each request claiming another address. */
async function sessionsBefore429(stack: Stack, headers: (i: number) => Record<string, string>): Promise<number> {
  for (let i = 0; i < SESSIONS * 3; i += 1) {
    const answer = await new ApiClient(stack.url, headers(i)).get('/api/csrf-token');
    if (answer.status === 429) return i;
    expect(answer.status).toBe(200);
  }
  return SESSIONS * 3;
}

const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-forwarded-proto': 'https' });

async function overHttps(stack: Stack) {
  const answer = await fetch(`${stack.url}/api/csrf-token`, {
    headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' },
  });
  const cookies = answer.headers.getSetCookie();
  return {
    secureCookie: cookies.some((cookie) => cookie.startsWith('__Host-shop.sid=') && /;\s*Secure/i.test(cookie)),
    hsts: answer.headers.get('strict-transport-security') !== null,
  };
}

describe('TRUST_PROXY', () => {
  it('refuses true (and hop counts) at start-up with a message naming what to give instead', () => {
    const base = { ...process.env, DATABASE_URL: 'postgres://localhost/unused', SESSION_SECRET: 'x'.repeat(32) };
    let refused = 0;
    for (const value of ['true', '1']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value })).toThrow(/TRUST_PROXY=loopback/);
      refused += 1;
    }
    expect(loadConfig({ ...base, TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.2,10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    figure('trust proxy: TRUST_PROXY values refused at start-up (true, 1)', refused);
  });

  describe('a client that connects directly, the proxy being elsewhere', () => {
    let shop: Shop;
    let stack: Stack;
    beforeAll(async () => {
      // No admin session first: the loopback address's session allowance is what this counts.
      shop = await startShop({
        signInAdmin: false,
        gatewayEnv: { TRUST_PROXY: '10.9.8.7', RATE_LIMITS: 'on', RATE_LIMIT_SESSION: `${SESSIONS}/10m` },
      });
      stack = shop.stack;
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('is counted by its real address whatever X-Forwarded-For says, and is not taken for https', async () => {
      const granted = await sessionsBefore429(stack, forged);
      const https = await overHttps(stack);
      figure(
        'trust proxy: sessions granted to a direct client forging a new X-Forwarded-For each time (limit 5)',
        granted,
      );
      figure(
        'trust proxy: direct client with X-Forwarded-Proto: https gets a Secure cookie / HSTS',
        `${https.secureCookie} / ${https.hsts}`,
      );
      expect(granted).toBe(SESSIONS);
      expect(https).toEqual({ secureCookie: false, hsts: false });
    });
  });

  describe('behind the trusted proxy (on this host: loopback)', () => {
    let shop: Shop;
    let stack: Stack;
    beforeAll(async () => {
      shop = await startShop({
        gatewayEnv: { TRUST_PROXY: 'loopback', RATE_LIMITS: 'on', RATE_LIMIT_SESSION: `${SESSIONS}/10m` },
      });
      stack = shop.stack;
    });
    afterAll(async () => {
      await shop?.close();
    });

    it('counts each client by the address the proxy forwards, and believes the proxy about https', async () => {
      const granted = await sessionsBefore429(stack, forged);
      const https = await overHttps(stack);
      // The same forwarded address is one client: its own limit applies.
      const sameClient = await sessionsBefore429(stack, () => ({ 'x-forwarded-for': '198.51.100.99' }));
      figure('trust proxy: sessions granted to 15 clients forwarded by the trusted proxy (limit 5 each)', granted);
      expect(granted).toBe(SESSIONS * 3);
      expect(sameClient).toBe(SESSIONS);
      expect(https).toEqual({ secureCookie: true, hsts: true });
    });
  });
});
