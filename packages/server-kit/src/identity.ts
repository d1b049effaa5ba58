import jwt from 'jsonwebtoken';

/**
 * The identity a subgraph trusts. The gateway signs one per request from the session (user id,
 * admin flag); a subgraph calling another signs a service identity. Tokens are short-lived HMAC
 * JWTs with a shared secret, so a subgraph port reached directly, without the gateway, refuses
 * every call.
 */
export interface Identity {
  /** Signed-in user id, or null for a guest. */
  userId: number | null;
  isAdmin: boolean;
  /** Set when the caller is another service rather than a person. */
  service?: string;
  /**
   * True for a few minutes after the user re-entered their password (`POST /api/admin/reauth`);
   * exports of credentials require it.
   */
  reauthenticated?: boolean;
}

export const IDENTITY_HEADER = 'x-shop-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
const ISSUER = 'shop-gateway';
const AUDIENCE = 'shop-subgraphs';
export const IDENTITY_TTL_SECONDS = 60;

export function identitySecret(): string {
  const secret = process.env.IDENTITY_SECRET;
  if (secret && secret.length >= 16) return secret;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('IDENTITY_SECRET (at least 16 characters) is required in production');
  }
  return 'dev-only-identity-secret-change-me';
}

export function signIdentity(identity: Identity, secret = identitySecret()): string {
  return jwt.sign(
    { uid: identity.userId, adm: identity.isAdmin, svc: identity.service, rea: identity.reauthenticated === true },
    secret,
    { algorithm: 'HS256', expiresIn: IDENTITY_TTL_SECONDS, issuer: ISSUER, audience: AUDIENCE },
  );
}

export function serviceIdentity(service: string): Identity {
  return { userId: null, isAdmin: true, service };
}

/** Returns the identity in a valid token, or null when the token is missing, forged or expired. */
export function verifyIdentity(token: string | undefined, secret = identitySecret()): Identity | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof claims !== 'object' || claims === null) return null;
    const uid = (claims as { uid?: unknown }).uid;
    const adm = (claims as { adm?: unknown }).adm;
    const svc = (claims as { svc?: unknown }).svc;
    const rea = (claims as { rea?: unknown }).rea;
    if (uid !== null && !Number.isSafeInteger(uid)) return null;
    return {
      userId: (uid as number | null) ?? null,
      isAdmin: adm === true,
      ...(typeof svc === 'string' ? { service: svc } : {}),
      ...(rea === true ? { reauthenticated: true } : {}),
    };
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
  | { action: 'login'; userId: number; isAdmin: boolean }
  | { action: 'logout' }
  /** The signed-in user re-entered their password: exports of credentials are allowed for a while. */
  | { action: 'reauth'; userId: number };

export function signSessionChange(change: SessionChange, secret = identitySecret()): string {
  return jwt.sign({ change }, secret, { algorithm: 'HS256', expiresIn: 30, issuer: 'shop-subgraph', audience: ISSUER });
}

export function verifySessionChange(token: unknown, secret = identitySecret()): SessionChange | null {
  if (typeof token !== 'string') return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: 'shop-subgraph', audience: ISSUER });
    const change = (claims as { change?: SessionChange }).change;
    if (!change) return null;
    if (change.action === 'logout') return change;
    if ((change.action === 'login' || change.action === 'reauth') && Number.isSafeInteger(change.userId)) return change;
    return null;
  } catch {
    return null;
  }
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

export function signGatewayNotice(notice: GatewayNotice, secret = identitySecret()): string {
  return jwt.sign({ notice }, secret, { algorithm: 'HS256', expiresIn: 30, issuer: 'shop-subgraph', audience: `${ISSUER}-notice` });
}

export function verifyGatewayNotice(token: unknown, secret = identitySecret()): GatewayNotice | null {
  if (typeof token !== 'string') return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: 'shop-subgraph', audience: `${ISSUER}-notice` });
    const notice = (claims as { notice?: GatewayNotice }).notice;
    if (!notice || typeof notice !== 'object') return null;
    const access = (notice.access ?? []).filter(
      (change) => Number.isSafeInteger(change?.userId) && typeof change.isAdmin === 'boolean' && typeof change.active === 'boolean',
    );
    const audit = (notice.audit ?? []).filter((event) => typeof event?.action === 'string' && typeof event.target === 'string');
    return { access, audit };
  } catch {
    return null;
  }
}
