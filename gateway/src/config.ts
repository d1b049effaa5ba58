import net from 'node:net';
import path from 'node:path';
import { GRANT_ISSUER, MissingSecretError, requireKeys } from '@shop/server-kit';
import { loadThrottleConfig, parseDuration, type ThrottleConfig } from './throttle/throttle-config';

/** Gateway configuration, all from the environment (see docs/configuration.md). */
export interface GatewayConfig {
  port: number;
  host: string;
  databaseUrl: string;
  subgraphUrls: Record<'catalog' | 'commerce' | 'support', string>;
  supergraphPath: string;
  /** Signs new session cookies and seals stored idempotent answers. */
  sessionSecret: string;
  /** The facade's public product reads: `direct` (two subgraph calls) or `federated` (the reference). */
  publicReads: 'direct' | 'federated';
  /** Earlier session secrets still accepted during a rotation (`SESSION_SECRET_PREVIOUS`). */
  previousSessionSecrets: string[];
  /** Serve the built microfrontends (default); false when a CDN or another server does. */
  serveStatic: boolean;
  staticRoot: string;
  /** Run-time remote manifest URLs handed to the shell through /remotes.json. */
  remotes: Record<'storefront' | 'account' | 'admin', string>;
  /** `COMMUNITY_CHAT_URL`: the community chat server the account's Support tab links to (in /remotes.json `settings`); unset = no link. */
  communityChatUrl?: string;
  /**
   * The proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed (express's `trust proxy`
   * list: `loopback`, addresses, CIDR ranges); null when the gateway faces clients directly.
   */
  trustProxy: string[] | null;
  /** Limits of the throttles; null with `RATE_LIMITS=off`. */
  throttles: ThrottleConfig | null;
  /** A session ends after this long without a request, and this long after sign-in at the latest. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** The database commerce writes users to: the gateway listens there for changes of rights. */
  rightsFeedUrl: string;
  /** The response cache of public reads; null with `RESPONSE_CACHE=off`. */
  responseCache: { maxBytes: number; maxAgeMs: number; changeFeedUrls: string[] } | null;
}

const repoRoot = path.resolve(__dirname, '../..');

/** No built-in secret in any environment: `npm start` generates one into the data folder. */
function sessionSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.SESSION_SECRET;
  if (secret && secret.length >= 16) return secret;
  throw new MissingSecretError('SESSION_SECRET', 'at least 16 characters');
}

function publicReads(value: string | undefined): GatewayConfig['publicReads'] {
  const mode = (value ?? 'direct').toLowerCase();
  if (mode === 'direct' || mode === 'federated') return mode;
  throw new Error(`PUBLIC_READS must be direct or federated (got '${value}')`);
}

/**
 * The subgraphs publish change events on the database they write to; the gateway listens on each
 * distinct one (usually a single database for everything).
 */
function responseCache(env: NodeJS.ProcessEnv, databaseUrl: string): GatewayConfig['responseCache'] {
  const mode = (env.RESPONSE_CACHE ?? 'on').toLowerCase();
  if (mode === 'off') return null;
  if (mode !== 'on') throw new Error(`RESPONSE_CACHE must be on or off (got '${env.RESPONSE_CACHE}')`);
  const megabytes = Number(env.RESPONSE_CACHE_MB ?? 64);
  if (!Number.isFinite(megabytes) || megabytes <= 0) throw new Error('RESPONSE_CACHE_MB must be a positive number');
  const feeds = ['CATALOG', 'COMMERCE', 'SUPPORT'].map(
    (name) => env[`${name}_DATABASE_URL`] ?? env.DATABASE_URL ?? databaseUrl,
  );
  return { maxBytes: Math.round(megabytes * 1024 * 1024), maxAgeMs: 10 * 60_000, changeFeedUrls: [...new Set(feeds)] };
}

/** An absolute http(s) address, or undefined when unset; anything else stops the start. */
function publicLink(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error(`${name} must be an http(s) address such as https://discord.gg/invite (got '${value}')`);
  return url.href;
}

/** express's names for address ranges (`trust proxy`). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: the addresses of the proxy in front (comma-separated addresses or CIDR ranges,
 * or `loopback` for one on the same host). Forwarded headers are believed only from them: with
 * `true` (trust whatever connects) a client talking to the gateway directly could claim any
 * address (and slip every per-address throttle) or https, so it is refused.
 */
export function parseTrustProxy(value: string | undefined): string[] | null {
  const text = (value ?? '').trim();
  if (text === '' || text.toLowerCase() === 'false') return null;
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hint =
    'give the addresses of the proxy in front of the gateway, e.g. TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/8,fd00::/8, or TRUST_PROXY=loopback for a proxy on the same host';
  for (const entry of entries) {
    if (PROXY_RANGES.has(entry.toLowerCase())) continue;
    if (entry.toLowerCase() === 'true' || /^\d+$/.test(entry)) {
      throw new Error(
        `TRUST_PROXY=${text} would believe X-Forwarded-For and X-Forwarded-Proto from any client that connects directly: ${hint}`,
      );
    }
    const [address, prefix, ...rest] = entry.split('/');
    const family = net.isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32));
    if (!family || !prefixOk || rest.length)
      throw new Error(`TRUST_PROXY: '${entry}' is not an address, a CIDR range or loopback; ${hint}`);
  }
  return entries.map((entry) => (PROXY_RANGES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const databaseUrl = env.GATEWAY_DATABASE_URL ?? env.DATABASE_URL;
  if (!databaseUrl) throw new Error('GATEWAY_DATABASE_URL or DATABASE_URL must be set (sessions live in PostgreSQL)');
  // The gateway signs every subgraph call and heeds login grants from commerce alone: it does not
  // start without its own private key and commerce's public key (read from the process environment).
  requireKeys('gateway', [GRANT_ISSUER]);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    subgraphUrls: {
      catalog: env.CATALOG_URL ?? 'http://127.0.0.1:4001/graphql',
      commerce: env.COMMERCE_URL ?? 'http://127.0.0.1:4002/graphql',
      support: env.SUPPORT_URL ?? 'http://127.0.0.1:4003/graphql',
    },
    supergraphPath: env.SUPERGRAPH_PATH ?? path.join(repoRoot, 'contracts', 'supergraph.graphql'),
    sessionSecret: sessionSecret(env),
    publicReads: publicReads(env.PUBLIC_READS),
    previousSessionSecrets: (env.SESSION_SECRET_PREVIOUS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    serveStatic: env.SERVE_STATIC !== 'false',
    staticRoot: env.STATIC_ROOT ?? repoRoot,
    remotes: {
      storefront: env.REMOTE_STOREFRONT_URL ?? '/mfe/storefront/mf-manifest.json',
      account: env.REMOTE_ACCOUNT_URL ?? '/mfe/account/mf-manifest.json',
      admin: env.REMOTE_ADMIN_URL ?? '/mfe/admin/mf-manifest.json',
    },
    communityChatUrl: publicLink(env, 'COMMUNITY_CHAT_URL'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    throttles: loadThrottleConfig(env),
    sessionIdleMs: parseDuration(env.SESSION_IDLE_TIMEOUT ?? '12h', 'SESSION_IDLE_TIMEOUT'),
    sessionAbsoluteMs: parseDuration(env.SESSION_ABSOLUTE_TIMEOUT ?? '7d', 'SESSION_ABSOLUTE_TIMEOUT'),
    rightsFeedUrl: env.COMMERCE_DATABASE_URL ?? env.DATABASE_URL ?? databaseUrl,
    responseCache: responseCache(env, databaseUrl),
  };
}
