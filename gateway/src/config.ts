import path from 'node:path';
import { PARTIES, privateKeyVar, publicKeyVar, type ProcessSettings } from '@shop/server-kit';
import { parseReleaseTeams } from './delivery/abort-alert';
import type { S3BuildStoreConfig } from './delivery/s3-build-file-store';
import { gatewayEnv } from './env';
import { throttleConfigOf, type ThrottleConfig } from './throttle/throttle-config';

export { parseTrustProxy } from './trust-proxy';

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
  /** budgets.json: the release registry's budget gate reads `delivery.firstLoadBytes` from it. */
  budgetsPath: string;
  /** When a canary stops by itself (`CANARY_ABORT_*`). */
  canaryAbort: { factor: number; floor: number; windowMs: number };
  /** RELEASE_TEAM_EMAILS: each remote's team addresses, told of a stopped canary. */
  releaseTeams: Record<string, string[]>;
  /** Where the release registry keeps build files (`DELIVERY_STORE`). */
  deliveryStore: { kind: 'pg' } | { kind: 's3'; s3: S3BuildStoreConfig };
  /** How long a page's server render may take before the client-rendered page is sent instead (`RENDER_BUDGET`), in ms. */
  renderBudgetMs: number;
  /** Server renders in flight at most per process (`RENDER_CONCURRENCY`). */
  renderConcurrency: number;
  /** `PUBLIC_URL`'s origin: the rendered pages' canonical links are absolute on it; unset: paths. */
  publicOrigin?: string;
  /** Run-time remote manifest URLs handed to the shell through /remotes.json. */
  remotes: Record<'storefront' | 'account' | 'admin', string>;
  /** `COMMUNITY_CHAT_URL`: the community chat server the account's Support tab links to (in /remotes.json `settings`); unset = no link. */
  communityChatUrl?: string;
  /**
   * The proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed (express's `trust proxy`
   * list: `loopback`, addresses, CIDR ranges); null when the gateway faces clients directly.
   */
  trustProxy: string[] | null;
  /** Who reads `/api/openapi.json` and `/api/docs` (`API_DOCS`; `admin` by default in production). */
  apiDocs: 'public' | 'admin' | 'off';
  /** Limits of the throttles; null with `RATE_LIMITS=off`. */
  throttles: ThrottleConfig | null;
  /** A session ends after this long without a request, and this long after sign-in at the latest. */
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** The database commerce writes users to: the gateway listens there for changes of rights. */
  rightsFeedUrl: string;
  /** The response cache of public reads; null with `RESPONSE_CACHE=off`. */
  responseCache: { maxBytes: number; maxAgeMs: number; changeFeedUrls: string[] } | null;
  /** server-kit's settings (pools, log level, shutdown), from the same schema. */
  settings: ProcessSettings;
}

const repoRoot = path.resolve(__dirname, '../..');

/** The key variables, which identity.ts reads from the process environment when it signs and checks tokens. */
function processKeys(): Record<string, string | undefined> {
  return Object.fromEntries(
    PARTIES.flatMap((party) => [privateKeyVar(party), publicKeyVar(party)]).map((name) => [name, process.env[name]]),
  );
}

/**
 * The gateway's configuration: `env` parsed once by its schema (src/env.ts), every bad or missing
 * variable reported together (ConfigError). The keys always come from the process environment,
 * where identity.ts reads them; the rest from `env` (tests pass their own).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const { settings, own } = gatewayEnv.load(env === process.env ? env : { ...processKeys(), ...env });
  const databaseUrl = settings.databaseUrl;
  const fallback = own.DATABASE_URL ?? databaseUrl;
  // The subgraphs publish change events on the database they write to; the gateway listens on
  // each distinct one (usually a single database for everything).
  const feeds = [own.CATALOG_DATABASE_URL, own.COMMERCE_DATABASE_URL, own.SUPPORT_DATABASE_URL].map(
    (url) => url ?? fallback,
  );
  return {
    port: settings.port,
    host: settings.host,
    databaseUrl,
    subgraphUrls: { catalog: own.CATALOG_URL, commerce: own.COMMERCE_URL, support: own.SUPPORT_URL },
    supergraphPath: own.SUPERGRAPH_PATH ?? path.join(repoRoot, 'contracts', 'supergraph.graphql'),
    sessionSecret: own.SESSION_SECRET,
    publicReads: own.PUBLIC_READS,
    previousSessionSecrets: (own.SESSION_SECRET_PREVIOUS ?? '')
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    serveStatic: own.SERVE_STATIC,
    staticRoot: own.STATIC_ROOT ?? repoRoot,
    budgetsPath: path.join(repoRoot, 'budgets.json'),
    releaseTeams: parseReleaseTeams(own.RELEASE_TEAM_EMAILS),
    canaryAbort: {
      factor: own.CANARY_ABORT_FACTOR,
      floor: own.CANARY_ABORT_FLOOR,
      windowMs: own.CANARY_ABORT_WINDOW,
    },
    deliveryStore:
      own.DELIVERY_STORE === 's3'
        ? {
            kind: 's3',
            s3: {
              endpoint: own.S3_ENDPOINT!,
              bucket: own.S3_BUCKET!,
              region: own.S3_REGION!,
              credentials: {
                accessKeyId: own.S3_ACCESS_KEY_ID!,
                secretAccessKey: own.S3_SECRET_ACCESS_KEY!,
                sessionToken: own.S3_SESSION_TOKEN || undefined,
              },
              prefix: 'builds/',
            },
          }
        : { kind: 'pg' },
    renderBudgetMs: own.RENDER_BUDGET,
    renderConcurrency: own.RENDER_CONCURRENCY,
    publicOrigin: own.PUBLIC_URL ? new URL(own.PUBLIC_URL).origin : undefined,
    remotes: { storefront: own.REMOTE_STOREFRONT_URL, account: own.REMOTE_ACCOUNT_URL, admin: own.REMOTE_ADMIN_URL },
    communityChatUrl: own.COMMUNITY_CHAT_URL,
    trustProxy: own.TRUST_PROXY ?? null,
    apiDocs: own.API_DOCS ?? (settings.production ? 'admin' : 'public'),
    throttles: throttleConfigOf(own, settings.production),
    sessionIdleMs: own.SESSION_IDLE_TIMEOUT,
    sessionAbsoluteMs: own.SESSION_ABSOLUTE_TIMEOUT,
    rightsFeedUrl: own.COMMERCE_DATABASE_URL ?? fallback,
    responseCache: own.RESPONSE_CACHE
      ? {
          maxBytes: Math.round(own.RESPONSE_CACHE_MB * 1024 * 1024),
          maxAgeMs: 10 * 60_000,
          changeFeedUrls: [...new Set(feeds)],
        }
      : null,
    settings,
  };
}
