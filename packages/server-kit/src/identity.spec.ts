import { generateKeyPairSync } from 'node:crypto';
import { signIdentity, signServiceIdentity, verifyIdentity } from './identity';

function keysFor(...parties: string[]): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const party of parties) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    env[`${party.toUpperCase()}_PRIVATE_KEY`] = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    env[`${party.toUpperCase()}_PUBLIC_KEY`] = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  }
  return env;
}

describe('identity tokens reused and verified once', () => {
  const env = keysFor('gateway', 'commerce');

  it("carries a guest's device hash, and drops one that is not a SHA-256 in hex", () => {
    const device = 'ab'.repeat(32);
    const token = signIdentity({ userId: null, isAdmin: false, device }, 'commerce', env);
    expect(verifyIdentity(token, 'commerce', env)).toEqual({ userId: null, isAdmin: false, device });
    expect(signIdentity({ userId: null, isAdmin: false, device: 'cd'.repeat(32) }, 'commerce', env)).not.toBe(token);
    const odd = signIdentity({ userId: null, isAdmin: false, device: 'not-a-hash' }, 'commerce', env);
    expect(verifyIdentity(odd, 'commerce', env)).toEqual({ userId: null, isAdmin: false });
  });

  it('reuses a token only for the same claims and audience', () => {
    const customer = { userId: 7, isAdmin: false };
    const token = signIdentity(customer, 'catalog', env);
    expect(signIdentity(customer, 'catalog', env)).toBe(token);
    expect(signIdentity(customer, 'commerce', env)).not.toBe(token);
    expect(signIdentity({ userId: 7, isAdmin: true }, 'catalog', env)).not.toBe(token);
    expect(signIdentity({ ...customer, reauthenticated: true }, 'catalog', env)).not.toBe(token);
    expect(signIdentity({ userId: 8, isAdmin: false }, 'catalog', env)).not.toBe(token);
    expect(signServiceIdentity('commerce', 'catalog', ['catalog:read-products'], env)).toBe(
      signServiceIdentity('commerce', 'catalog', ['catalog:read-products'], env),
    );
  });

  it('carries a pending sign-in only for a guest, and reuses no token across pending users', () => {
    const pending = signIdentity({ userId: null, isAdmin: false, pendingUserId: 5 }, 'commerce', env);
    expect(verifyIdentity(pending, 'commerce', env)).toEqual({ userId: null, isAdmin: false, pendingUserId: 5 });
    expect(signIdentity({ userId: null, isAdmin: false, pendingUserId: 6 }, 'commerce', env)).not.toBe(pending);
    expect(signIdentity({ userId: null, isAdmin: false }, 'commerce', env)).not.toBe(pending);
    // A signed-in identity never carries one (the claim is ignored when a user is set).
    const signedIn = signIdentity({ userId: 4, isAdmin: false, pendingUserId: 5 }, 'commerce', env);
    expect(verifyIdentity(signedIn, 'commerce', env)).toEqual({ userId: 4, isAdmin: false });
  });

  it("carries staff's second-factor restriction for a signed-in user only, in a token of its own", () => {
    const restricted = signIdentity({ userId: 4, isAdmin: false, secondFactorEnrolmentRequired: true }, 'catalog', env);
    expect(verifyIdentity(restricted, 'catalog', env)).toEqual({
      userId: 4,
      isAdmin: false,
      secondFactorEnrolmentRequired: true,
    });
    expect(signIdentity({ userId: 4, isAdmin: false }, 'catalog', env)).not.toBe(restricted);
    const guest = signIdentity({ userId: null, isAdmin: false, secondFactorEnrolmentRequired: true }, 'catalog', env);
    expect(verifyIdentity(guest, 'catalog', env)).toEqual({ userId: null, isAdmin: false });
  });

  it('answers a verified token from memory with what its claims say, for its audience only', () => {
    const token = signIdentity({ userId: 3, isAdmin: true, reauthenticated: true }, 'commerce', env);
    const first = verifyIdentity(token, 'commerce', env);
    expect(first).toEqual({ userId: 3, isAdmin: true, reauthenticated: true });
    first!.isAdmin = false;
    expect(verifyIdentity(token, 'commerce', env)).toEqual({ userId: 3, isAdmin: true, reauthenticated: true });
    expect(verifyIdentity(token, 'catalog', env)).toBeNull();
    const service = signServiceIdentity('commerce', 'catalog', ['catalog:read-products'], env);
    expect(verifyIdentity(service, 'catalog', env)).toEqual({
      userId: null,
      isAdmin: false,
      service: 'commerce',
      scopes: ['catalog:read-products'],
    });
  });

  it('stops trusting a remembered token once the issuer key changes', () => {
    const token = signIdentity({ userId: 5, isAdmin: false }, 'support', env);
    expect(verifyIdentity(token, 'support', env)).toEqual({ userId: 5, isAdmin: false });
    const rotated = { ...env, GATEWAY_PUBLIC_KEY: keysFor('gateway').GATEWAY_PUBLIC_KEY };
    expect(verifyIdentity(token, 'support', rotated)).toBeNull();
  });

  it('refuses a forged token even when a genuine one for the same claims was verified', () => {
    const genuine = signIdentity({ userId: 9, isAdmin: false }, 'catalog', env);
    expect(verifyIdentity(genuine, 'catalog', env)).not.toBeNull();
    const [header, payload] = genuine.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), adm: true }),
    ).toString('base64url');
    expect(verifyIdentity(`${header}.${forgedPayload}.${genuine.split('.')[2]}`, 'catalog', env)).toBeNull();
  });
});

describe('signing keys rotate without refusing a token in flight', () => {
  const old = keysFor('gateway');
  const next = keysFor('gateway');
  const pem = (base64Der: string) =>
    `-----BEGIN PUBLIC KEY-----\n${base64Der.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;

  it('accepts tokens of the previous and the new key while both are listed, in DER or PEM form', () => {
    const oldToken = signIdentity({ userId: 11, isAdmin: false }, 'catalog', old);
    const newToken = signIdentity({ userId: 12, isAdmin: false }, 'catalog', next);
    const listedAsDer = { GATEWAY_PUBLIC_KEY: `${next.GATEWAY_PUBLIC_KEY},${old.GATEWAY_PUBLIC_KEY}` };
    const listedAsPem = { GATEWAY_PUBLIC_KEY: pem(next.GATEWAY_PUBLIC_KEY!) + pem(old.GATEWAY_PUBLIC_KEY!) };
    for (const env of [listedAsDer, listedAsPem]) {
      expect(verifyIdentity(oldToken, 'catalog', env)).toEqual({ userId: 11, isAdmin: false });
      expect(verifyIdentity(newToken, 'catalog', env)).toEqual({ userId: 12, isAdmin: false });
    }
  });

  it('refuses the previous key once it is no longer listed', () => {
    const oldToken = signIdentity({ userId: 13, isAdmin: true }, 'catalog', old);
    expect(
      verifyIdentity(oldToken, 'catalog', {
        GATEWAY_PUBLIC_KEY: `${next.GATEWAY_PUBLIC_KEY},${old.GATEWAY_PUBLIC_KEY}`,
      }),
    ).not.toBeNull();
    expect(verifyIdentity(oldToken, 'catalog', { GATEWAY_PUBLIC_KEY: next.GATEWAY_PUBLIC_KEY })).toBeNull();
  });
});
