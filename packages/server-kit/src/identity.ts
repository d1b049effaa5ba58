import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { type Party, privateKeyVar, publicKeyVar, type SubgraphName, signingKey, verifyingKeys } from './keys';

/**
 * The identity a subgraph trusts. The gateway signs one per subgraph call from the session (user
 * id, admin flag) for that subgraph alone (the audience); a subgraph calling another signs a
 * service identity that carries only the scopes of that call. Tokens are short-lived ES256 JWTs:
 * each party signs with its own private key and the others hold only public keys, so no subgraph
 * can mint a token in the gateway's name, and a subgraph port reached directly, without a valid
 * token, refuses every call.
 */
export interface Identity {
  /** Signed-in user id, or null for a guest. */
  userId: number | null;
  isAdmin: boolean;
  /** Set when the caller is another service rather than a person: the subgraph that signed. */
  service?: SubgraphName;
  /** A service's rights for this call (see `SERVICE_SCOPES`); never admin. */
  scopes?: ServiceScope[];
  /**
   * True for a few minutes after the user re-entered their password (`POST /api/admin/reauth`);
   * exports of credentials require it.
   */
  reauthenticated?: boolean;
  /**
   * A pending sign-in (issue 34): the user whose password was right but whose second factor is
   * not yet given. Not signed in (`userId` is null); only the second step reads it.
   */
  pendingUserId?: number;
  /**
   * An admin past the grace without a second factor (issue 34): `isAdmin` is false, and admin-only
   * fields answer FORBIDDEN with `secondFactorEnrolmentRequired` until a factor is set up.
   */
  secondFactorEnrolmentRequired?: boolean;
  /**
   * The browser's device (issue 34): the SHA-256 (hex) of the random id in the gateway's signed
   * `shop_device` cookie. Sign-ins from a device the user has not used before are e-mailed.
   */
  device?: string;
}

/**
 * Every right one subgraph may ask of another: which subgraph may ask it and which grants it. A
 * receiving subgraph accepts service tokens only from the issuers listed for it, keeps only the
 * scopes listed for that issuer, and checks the scope on the field (`requireServiceScope`).
 */
export const SERVICE_SCOPES = {
  /** commerce reads a product's title, price and sale status to sell it. */
  'catalog:read-products': { issuer: 'commerce', audience: 'catalog' },
  /** commerce's import flow creates, publishes and withdraws the hidden products of a batch. */
  'catalog:import-products': { issuer: 'commerce', audience: 'catalog' },
  /** commerce's stock feed tells catalog which products have stock, for the paged list (decision 0074). */
  'catalog:stock': { issuer: 'commerce', audience: 'catalog' },
  /** support checks that the order a ticket names belongs to the ticket's author. */
  'commerce:read-order-owner': { issuer: 'support', audience: 'commerce' },
  /** support queues the "support replied" e-mail in commerce's outbox. */
  'commerce:queue-ticket-email': { issuer: 'support', audience: 'commerce' },
  /** support's sweep asks which of its claim files a warranty claim names (the others go after 24 hours). */
  'commerce:read-claim-files': { issuer: 'support', audience: 'commerce' },
} as const satisfies Record<string, { issuer: SubgraphName; audience: SubgraphName }>;
export type ServiceScope = keyof typeof SERVICE_SCOPES;

const scopeEntries = Object.entries(SERVICE_SCOPES) as Array<
  [ServiceScope, { issuer: SubgraphName; audience: SubgraphName }]
>;

/** Whose tokens `self` accepts: the gateway's, and those of the services granted a scope on it. */
export function trustedIssuers(self: SubgraphName): Party[] {
  return [
    'gateway',
    ...new Set(scopeEntries.filter(([, rule]) => rule.audience === self).map(([, rule]) => rule.issuer)),
  ];
}

export const IDENTITY_HEADER = 'x-shop-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
const GATEWAY: Party = 'gateway';
const ALGORITHM = 'ES256';
export const IDENTITY_TTL_SECONDS = 60;

/** A third of a token's life: a receiver never gets a reused token with less than 40 s left. */
const TOKEN_REUSE_MS = (IDENTITY_TTL_SECONDS * 1000) / 3;
const MAX_REUSED_TOKENS = 10_000;
const reusable = new Map<string, { token: string; signedAt: number }>();

/**
 * The token last signed for exactly these claims, audience and signing key, or a new one when
 * that is older than `TOKEN_REUSE_MS`: an ES256 signature per subgraph call costs the gateway CPU
 * on every request (docs/performance.md, "The uncached read path"). Reuse changes nothing a
 * receiver can tell apart: the claims are the key, so a changed admin flag or a re-authentication
 * gets a new token at once, and any token may already be presented many times within its 60 s.
 */
function reusedToken(key: string, sign: () => string): string {
  const now = Date.now();
  const cached = reusable.get(key);
  if (cached && now - cached.signedAt < TOKEN_REUSE_MS) return cached.token;
  if (reusable.size >= MAX_REUSED_TOKENS) reusable.clear();
  const token = sign();
  reusable.set(key, { token, signedAt: now });
  return token;
}

/** The gateway's token for one subgraph call on behalf of the session user. */
export function signIdentity(identity: Identity, audience: SubgraphName, env: NodeJS.ProcessEnv = process.env): string {
  const claims = {
    uid: identity.userId,
    adm: identity.isAdmin,
    rea: identity.reauthenticated === true,
    ...(identity.pendingUserId !== undefined ? { pen: identity.pendingUserId } : {}),
    ...(identity.secondFactorEnrolmentRequired === true ? { enr: true } : {}),
    ...(identity.device !== undefined ? { dev: identity.device } : {}),
  };
  return reusedToken(
    `${GATEWAY}>${audience}|${claims.uid}|${claims.adm}|${claims.rea}|${claims.pen ?? ''}|${claims.enr ?? ''}|${claims.dev ?? ''}|${env[privateKeyVar(GATEWAY)]}`,
    () =>
      jwt.sign(claims, signingKey(GATEWAY, env), {
        algorithm: ALGORITHM,
        expiresIn: IDENTITY_TTL_SECONDS,
        issuer: GATEWAY,
        audience,
      }),
  );
}

/** A subgraph's token for one call to another, with only the scopes that call needs. */
export function signServiceIdentity(
  from: SubgraphName,
  to: SubgraphName,
  scopes: ServiceScope[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  for (const scope of scopes) {
    const rule = SERVICE_SCOPES[scope];
    if (rule.issuer !== from || rule.audience !== to) throw new Error(`${from} may not ask ${to} for ${scope}`);
  }
  return reusedToken(`${from}>${to}|${scopes.join(',')}|${env[privateKeyVar(from)]}`, () =>
    jwt.sign({ scp: scopes }, signingKey(from, env), {
      algorithm: ALGORITHM,
      expiresIn: IDENTITY_TTL_SECONDS,
      issuer: from,
      audience: to,
    }),
  );
}

/**
 * The claims of a token that one of `keys` signed (current key first, then a previous one during a
 * rotation); throws like `jwt.verify` when none did.
 */
function verifyWithAny(
  token: string,
  keys: KeyObject[],
  options: jwt.VerifyOptions & { complete?: false },
): string | jwt.JwtPayload {
  let failure: unknown = new Error('no verifying key');
  for (const key of keys) {
    try {
      return jwt.verify(token, key, options);
    } catch (error) {
      // Only a bad signature is worth the next key; an expired or misaddressed token stays refused.
      if (!(error instanceof jwt.JsonWebTokenError) || error.message !== 'invalid signature') throw error;
      failure = error;
    }
  }
  throw failure;
}

/**
 * The identity in a valid token for `self`, or null when the token is missing, forged, expired,
 * meant for another subgraph, or signed by a party `self` does not trust.
 */
export function verifyIdentity(
  token: string | undefined,
  self: SubgraphName,
  env: NodeJS.ProcessEnv = process.env,
): Identity | null {
  if (!token) return null;
  const cacheKey = `${self}|${token}`;
  const cached = verified.get(cacheKey);
  if (cached && Date.now() < cached.expiresAt && cached.keyText === env[publicKeyVar(cached.issuer)]) {
    return copyOf(cached.identity);
  }
  try {
    const issuer = (jwt.decode(token) as { iss?: unknown } | null)?.iss;
    if (typeof issuer !== 'string' || !trustedIssuers(self).includes(issuer as Party)) return null;
    const claims = verifyWithAny(token, verifyingKeys(issuer as Party, env), {
      algorithms: [ALGORITHM],
      issuer,
      audience: self,
    });
    if (typeof claims !== 'object' || claims === null) return null;
    const identity = identityFromClaims(claims, issuer as Party, self);
    const exp = (claims as { exp?: unknown }).exp;
    if (identity && typeof exp === 'number') {
      if (verified.size >= MAX_REUSED_TOKENS) verified.clear();
      verified.set(cacheKey, {
        identity,
        expiresAt: exp * 1000,
        issuer: issuer as Party,
        keyText: env[publicKeyVar(issuer as Party)],
      });
    }
    return identity && copyOf(identity);
  } catch {
    return null;
  }
}

/**
 * Tokens already verified, until they expire: the gateway reuses a token for a while (see
 * `reusedToken`), so a receiver checks each signature once instead of on every call. Keyed by
 * the whole token; an entry counts only while the issuer's public key is the one it was checked with.
 */
const verified = new Map<
  string,
  { identity: Identity; expiresAt: number; issuer: Party; keyText: string | undefined }
>();

function identityFromClaims(claims: Record<string, unknown>, issuer: Party, self: SubgraphName): Identity | null {
  if (issuer !== GATEWAY) {
    const asked = claims.scp;
    const scopes = (Array.isArray(asked) ? asked : []).filter((scope): scope is ServiceScope =>
      scopeEntries.some(([name, rule]) => name === scope && rule.issuer === issuer && rule.audience === self),
    );
    return { userId: null, isAdmin: false, service: issuer as SubgraphName, scopes };
  }
  const { uid, adm, rea, pen, enr, dev } = claims;
  if (uid !== null && !Number.isSafeInteger(uid)) return null;
  return {
    userId: (uid as number | null) ?? null,
    isAdmin: adm === true,
    ...(rea === true ? { reauthenticated: true } : {}),
    ...(uid === null && Number.isSafeInteger(pen) ? { pendingUserId: pen as number } : {}),
    ...(uid !== null && enr === true ? { secondFactorEnrolmentRequired: true } : {}),
    ...(typeof dev === 'string' && /^[0-9a-f]{64}$/.test(dev) ? { device: dev } : {}),
  };
}

/** A copy, so that a caller changing its identity cannot change the cached one. */
const copyOf = (identity: Identity): Identity => ({
  ...identity,
  ...(identity.scopes ? { scopes: [...identity.scopes] } : {}),
});

/**
 * Login grants and gateway notices are accepted only from the subgraph that owns users and
 * credentials, signed with its own key: a compromised catalog or support cannot sign a user in,
 * change anyone's access, or write the audit log.
 */
export const GRANT_ISSUER: SubgraphName = 'commerce';
const SESSION_AUDIENCE = 'gateway#session';
const NOTICE_AUDIENCE = 'gateway#notice';

function signGrant(payload: object, from: SubgraphName, audience: string, env: NodeJS.ProcessEnv): string {
  return jwt.sign(payload, signingKey(from, env), { algorithm: ALGORITHM, expiresIn: 30, issuer: from, audience });
}

/** The claims of a grant that came back from subgraph `from`, or null unless `from` is the grant issuer and signed it. */
function verifyGrant(
  token: unknown,
  from: string,
  audience: string,
  env: NodeJS.ProcessEnv,
): Record<string, unknown> | null {
  if (typeof token !== 'string' || from !== GRANT_ISSUER) return null;
  try {
    const claims = verifyWithAny(token, verifyingKeys(GRANT_ISSUER, env), {
      algorithms: [ALGORITHM],
      issuer: GRANT_ISSUER,
      audience,
    });
    return typeof claims === 'object' && claims !== null ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Session changes travel from a subgraph (which checked the password) to the gateway (which owns
 * the cookie) as a signed grant in the GraphQL response extensions. The gateway verifies it
 * before it touches the session, so no client can forge one.
 */
export const SESSION_EXTENSION = 'shopSession';
export type SessionChange =
  /** `rightsVersion`: the user's rights version read with the password hash; the gateway refuses an older one. */
  /** `secondFactorDue`: an admin without a second factor past the grace (the session may not use admin rights until one is set up). */
  | { action: 'login'; userId: number; isAdmin: boolean; rightsVersion: number; secondFactorDue?: boolean }
  | { action: 'logout' }
  /** The password was right but the account has a second factor: a pending session, not a sign-in. */
  | { action: 'pending'; userId: number }
  /** The signed-in user re-entered their password: exports of credentials are allowed for a while. */
  | { action: 'reauth'; userId: number };

export function signSessionChange(
  change: SessionChange,
  from: SubgraphName,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return signGrant({ change }, from, SESSION_AUDIENCE, env);
}

/** The session change in a grant that came back from subgraph `from`; null when not from commerce or not valid. */
export function verifySessionChange(
  token: unknown,
  from: string,
  env: NodeJS.ProcessEnv = process.env,
): SessionChange | null {
  const change = verifyGrant(token, from, SESSION_AUDIENCE, env)?.change as SessionChange | undefined;
  if (!change || typeof change !== 'object') return null;
  if (change.action === 'logout') return change;
  if (change.action === 'login' && Number.isSafeInteger(change.userId) && Number.isSafeInteger(change.rightsVersion))
    return change;
  if (change.action === 'reauth' && Number.isSafeInteger(change.userId)) return change;
  if (change.action === 'pending' && Number.isSafeInteger(change.userId)) return change;
  return null;
}

/**
 * What a subgraph tells the gateway beside a session change, signed the same way:
 * - access changes: a user's admin flag or status changed, so every session of that user must
 *   follow at once (inactive: all sessions end; otherwise their admin flag is rewritten);
 * - audit events: reads or exports of credentials, recorded by the gateway with who, when and
 *   from which address (the gateway records every admin mutation by itself).
 */
export const GATEWAY_EXTENSION = 'shopGateway';
export interface AccessChange {
  userId: number;
  isAdmin: boolean;
  active: boolean;
}
export interface AuditEvent {
  action: string;
  target: string;
  details?: string;
}
export interface GatewayNotice {
  access?: AccessChange[];
  audit?: AuditEvent[];
}

export function signGatewayNotice(
  notice: GatewayNotice,
  from: SubgraphName,
  env: NodeJS.ProcessEnv = process.env,
): string {
  return signGrant({ notice }, from, NOTICE_AUDIENCE, env);
}

/** The notice that came back from subgraph `from`; null when not from commerce or not valid. */
export function verifyGatewayNotice(
  token: unknown,
  from: string,
  env: NodeJS.ProcessEnv = process.env,
): GatewayNotice | null {
  const notice = verifyGrant(token, from, NOTICE_AUDIENCE, env)?.notice as GatewayNotice | undefined;
  if (!notice || typeof notice !== 'object') return null;
  const access = (Array.isArray(notice.access) ? notice.access : []).filter(
    (change) =>
      Number.isSafeInteger(change?.userId) && typeof change.isAdmin === 'boolean' && typeof change.active === 'boolean',
  );
  const audit = (Array.isArray(notice.audit) ? notice.audit : []).filter(
    (event) => typeof event?.action === 'string' && typeof event.target === 'string',
  );
  return { access, audit };
}
