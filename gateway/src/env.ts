import {
  flag,
  integer,
  GRANT_ISSUER,
  httpUrl,
  oneOf,
  optionalText,
  positiveNumber,
  processEnv,
  secret,
  text,
  variable,
  duration,
  onOff,
  s3EndpointProblem,
} from '@shop/server-kit';
import { parseTrustProxy } from './trust-proxy';
import { throttleChecks, throttleEnv } from './throttle/throttle-config';

/**
 * Every variable the gateway reads, with its type, default and meaning: parsed once at start-up
 * by config.ts; docs/configuration.md is generated from it (`npm run docs:config`).
 */
export const gatewayEnv = processEnv({
  process: 'gateway',
  // It signs every subgraph call and heeds login grants from commerce alone.
  trusts: [GRANT_ISSUER],
  defaultPort: 8080,
  defaultHost: '0.0.0.0',
  shape: {
    SESSION_SECRET: secret({
      hint: 'at least 16 characters',
      minLength: 16,
      description: 'signs session cookies and seals stored idempotent answers (16+ characters)',
    }),
    SESSION_SECRET_PREVIOUS: optionalText({
      secret: true,
      description:
        'earlier session secrets, comma-separated, still accepted during a rotation; new ones are signed with `SESSION_SECRET`',
    }),
    CATALOG_URL: text({ default: 'http://127.0.0.1:4001/graphql', description: "the catalog subgraph's GraphQL URL" }),
    COMMERCE_URL: text({
      default: 'http://127.0.0.1:4002/graphql',
      description: "the commerce subgraph's GraphQL URL",
    }),
    SUPPORT_URL: text({ default: 'http://127.0.0.1:4003/graphql', description: "the support subgraph's GraphQL URL" }),
    SUPERGRAPH_PATH: optionalText({
      description: 'the composed supergraph SDL; unset: `contracts/supergraph.graphql` of the repository (or image)',
    }),
    CATALOG_DATABASE_URL: optionalText({
      secret: true,
      description: "the catalogue's change feed (response cache); unset: `DATABASE_URL`, else the gateway's own",
    }),
    COMMERCE_DATABASE_URL: optionalText({
      secret: true,
      description: "change feed and rights feed of commerce; unset: `DATABASE_URL`, else the gateway's own",
    }),
    SUPPORT_DATABASE_URL: optionalText({
      secret: true,
      description: "support's change feed; unset: `DATABASE_URL`, else the gateway's own",
    }),
    PUBLIC_READS: oneOf(['direct', 'federated'], {
      default: 'direct',
      description:
        "how `/api/products*` reads public products: `direct` (catalog, then commerce's stock, merged) or `federated` (the reference); both answer the same",
    }),
    SERVE_STATIC: flag({
      default: 'true',
      description: 'serve the built microfrontends; `false` when a CDN or another server does',
    }),
    STATIC_ROOT: optionalText({ description: 'where the built microfrontends are; unset: the repository root' }),
    RENDER_BUDGET: duration({
      default: '300ms',
      description:
        'how long the server render of a page (docs/decisions/0068-one-renderer.md) may take; past it, or on a render error, the client-rendered page is sent, and the fallback is counted and logged',
    }),
    RENDER_CONCURRENCY: integer({
      default: '8',
      description:
        'server renders one gateway process runs at once; a page asked past it gets the client-rendered page at once (counted as `busy`), instead of slowing every render past `RENDER_BUDGET`',
    }),
    REMOTE_STOREFRONT_URL: text({
      default: '/mfe/storefront/mf-manifest.json',
      description: "the storefront's remote manifest, handed to the shell by `/remotes.json`",
    }),
    REMOTE_ACCOUNT_URL: text({
      default: '/mfe/account/mf-manifest.json',
      description: "the account area's remote manifest",
    }),
    REMOTE_ADMIN_URL: text({
      default: '/mfe/admin/mf-manifest.json',
      description: "the admin panel's remote manifest",
    }),
    PUBLIC_URL: httpUrl({
      description:
        "the shop's public address (`https://shop.example`): the server-rendered pages' canonical links are absolute on its origin; unset: paths (`npm start` sets `http://localhost:<PORT>`)",
    }),
    COMMUNITY_CHAT_URL: httpUrl({
      description:
        "the community chat server the account's Support tab links to (an http(s) address such as https://discord.gg/invite); unset: no link",
    }),
    TRUST_PROXY: variable(
      'proxy list',
      {
        description:
          'the https proxy in front: `loopback`, `linklocal`, `uniquelocal` or comma-separated addresses / CIDR ranges; only from those are `X-Forwarded-For` and `X-Forwarded-Proto` believed. `true` and hop counts are refused',
      },
      parseTrustProxy,
    ),
    API_DOCS: oneOf(['public', 'admin', 'off'], {
      description:
        'who reads the API reference (`/api/openapi.json`, `/api/docs`): `public`, `admin` (signed-in admins; guests 401, customers 403) or `off` (404); unset: `admin` with `NODE_ENV=production`, else `public`',
    }),
    SESSION_IDLE_TIMEOUT: duration({ default: '12h', description: 'a session ends after this long without a request' }),
    SESSION_ABSOLUTE_TIMEOUT: duration({
      default: '7d',
      description: 'a session ends this long after sign-in at the latest',
    }),
    RESPONSE_CACHE: onOff({
      default: 'on',
      description: '`off` answers every public read from the subgraphs (the bench\'s "cache off" figures)',
    }),
    RESPONSE_CACHE_MB: positiveNumber({
      default: '64',
      description:
        'memory for cached public answers per replica, each entry counted whole; least recently used go first',
    }),
    DELIVERY_STORE: oneOf(['pg', 's3'], {
      default: 'pg',
      aliases: { postgres: 'pg', postgresql: 'pg' },
      description:
        "where the release registry keeps build files: `pg` (the gateway's schema) or `s3` (an S3-compatible bucket, the `S3_*` variables, prefix `builds/`)",
    }),
    S3_ENDPOINT: optionalText({
      description:
        'with `DELIVERY_STORE=s3`: the service, e.g. https://s3.eu-central-1.amazonaws.com; `http://` (a local MinIO) only with `NODE_ENV` unset, `development` or `test`; redirects are never followed',
    }),
    S3_BUCKET: optionalText({ description: 'with `DELIVERY_STORE=s3`: the bucket' }),
    S3_REGION: optionalText({ description: 'with `DELIVERY_STORE=s3`: the region' }),
    S3_ACCESS_KEY_ID: optionalText({ secret: true, description: 'with `DELIVERY_STORE=s3`: the access key' }),
    S3_SECRET_ACCESS_KEY: optionalText({ secret: true, description: 'with `DELIVERY_STORE=s3`: its secret' }),
    S3_SESSION_TOKEN: optionalText({
      secret: true,
      description: 'with `DELIVERY_STORE=s3` and temporary credentials: the session token',
    }),
    CANARY_ABORT_FACTOR: positiveNumber({
      default: '2',
      description:
        "a canary is stopped (0%) when its failures per share of traffic reach this many times the active build's",
    }),
    CANARY_ABORT_FLOOR: integer({
      default: '20',
      description: 'and at least this many browsers reported a failure of the canary within `CANARY_ABORT_WINDOW`',
    }),
    RELEASE_TEAM_EMAILS: optionalText({
      description:
        "each remote's team, e-mailed with the admins when its canary is stopped: `storefront=web@shop.example,ops@shop.example;admin=ops@shop.example`",
    }),
    CANARY_ABORT_WINDOW: duration({
      default: '60s',
      description: "the window in which a canary's and the active build's failures are counted",
    }),
    ...throttleEnv,
  },
  checks: (raw) => [...throttleChecks(raw), ...deliveryStoreChecks(raw)],
});

/** With `DELIVERY_STORE=s3`: every S3 variable set, and an https endpoint outside development (as support's). */
function deliveryStoreChecks(raw: Readonly<Record<string, string>>): string[] {
  if (raw.DELIVERY_STORE?.trim().toLowerCase() !== 's3') return [];
  const missing = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
    .filter((name) => !raw[name]?.trim())
    .map((name) => `DELIVERY_STORE=s3 needs ${name}`);
  const endpointProblem = raw.S3_ENDPOINT && s3EndpointProblem(raw.S3_ENDPOINT, raw.NODE_ENV, 'build files');
  return endpointProblem ? [...missing, endpointProblem] : missing;
}
