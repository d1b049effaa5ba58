import fs from 'node:fs';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { graphqlMetrics, Health, httpMetrics, rejectOversizeDocument } from '@shop/server-kit';
import { gatewayMetrics } from './metrics';
import type { GatewayConfig } from './config';
import { AuditLog } from './audit/audit-log';
import { cacheSyncPlugin } from './cache/cache-sync-plugin';
import { ChangeListener } from './cache/change-listener';
import { graphqlReadCache, restReadCache } from './cache/public-read-cache';
import { ResponseCache } from './cache/response-cache';
import { createContextFactory, type GatewayContext, ownGuestContext } from './graphql/context';
import { DeviceCookie } from './session/device-cookie';
import { PgBuildFileStore } from './delivery/build-file-store';
import { DeliveryAudit } from './delivery/delivery-audit';
import { canaryAbortAlert } from './delivery/abort-alert';
import { CanaryGuard } from './delivery/canary-guard';
import { DeliveryHosting } from './delivery/delivery-hosting';
import { PreviewLinks } from './delivery/previews';
import { deliveryRoutes } from './delivery/delivery.routes';
import { DeployTokens } from './delivery/deploy-tokens';
import { gateContext } from './delivery/gate-context';
import { ReleaseRegistry } from './delivery/release-registry';
import { S3BuildFileStore } from './delivery/s3-build-file-store';
import { createGraphqlServer } from './graphql/gateway';
import { IdempotencyStore } from './middleware/idempotency';
import { noStoreByDefault } from './middleware/no-store';
import { requestId, requestLogging } from './middleware/request-id';
import { securityHeaders } from './middleware/security-headers';
import { restErrorHandler, restFacade } from './rest/facade';
import { facadeDeps } from './rest/facade-deps';
import { FederatedProductReader, PublicProductReader } from './rest/public-products';
import { paymentWebhookRoutes } from './rest/payments.routes';
import { runOperation } from './rest/execute';
import { csrfProtection } from './session/csrf';
import { SessionAccess } from './session/access-changes';
import { RightsSource } from './session/rights';
import { RightsFeed } from './session/rights-feed';
import { createSessionMiddleware, freshRights } from './session/session';
import { mfeHosting } from './static/mfe-hosting';
import type { GraphqlExecutor } from './static/server-render';
import { neverRenderedField } from './static/page-query-guard';
import { pageSession } from './static/page-session';
import { apiReference } from './rest/openapi';
import { apiV1 } from './rest/v1';
import { refuseApiKeys } from './rest/v1/cookie-routes';
import { V1_ROUTES } from './rest/v1/registry';
import { adminGate } from './rest/admin-gate';
import { adminRefusalRecorder } from './audit/admin-refusals';
import { ROUTES } from './rest/registry';
import { DELIVERY_ROUTES } from './rest/delivery-registry';
import { anonymousGraphqlReadThrottle, anonymousRestReadThrottle } from './throttle/anonymous-read-throttle';
import { anonymousSessionThrottle } from './throttle/session-throttle';
import { counterLifetimeMs } from './throttle/throttle-config';
import { throttlePlugin } from './throttle/throttle-plugin';
import { ThrottleStore } from './throttle/throttle-store';
import { Throttles } from './throttle/throttles';

/** The label of a request no route template answered: the area of its path (bounded). */
function unroutedArea(req: express.Request): string {
  const path = req.originalUrl;
  if (path.startsWith('/graphql')) return '/graphql';
  if (path.startsWith('/api/')) return req.res?.getHeader('x-cache') === 'HIT' ? '/api (cached)' : '/api (other)';
  if (path.startsWith('/health')) return '/health';
  return '(pages and files)';
}

/** The gateway: sessions, anti-forgery, /graphql, the /api facade and the microfrontends. Tests reuse it. */
export async function createGatewayApp(config: GatewayConfig) {
  const sessions = await createSessionMiddleware(
    config.databaseUrl,
    [config.sessionSecret, ...config.previousSessionSecrets],
    {
      idleMs: config.sessionIdleMs,
      absoluteMs: config.sessionAbsoluteMs,
    },
  );
  const access = new SessionAccess(sessions.pool);
  // Each user's rights, read from commerce and forgotten when commerce reports a change (DESIGN
  // "Admin rights and freshness"); every signed-in request is checked against them.
  const rights = new RightsSource(RightsSource.urlFor(config.subgraphUrls.commerce));
  const rightsFeed = new RightsFeed(config.rightsFeedUrl, rights);
  await rightsFeed.start();
  const audit = new AuditLog(sessions.pool);
  const idempotency = new IdempotencyStore(sessions.pool, [config.sessionSecret, ...config.previousSessionSecrets]);
  idempotency.startPruning();
  const throttleStore = new ThrottleStore(sessions.pool);
  const throttles = config.throttles ? new Throttles(config.throttles, throttleStore) : null;
  if (config.throttles) {
    throttleStore.startPruning(counterLifetimeMs(config.throttles));
  }
  // Public reads answered from memory until a subgraph reports a change
  // (docs/performance.md "Public reads and the response cache").
  const cache = config.responseCache ? new ResponseCache(config.responseCache) : null;
  const listeners = (config.responseCache?.changeFeedUrls ?? []).map(
    (url, i) => new ChangeListener(url, cache!, `database ${i + 1}`),
  );
  await Promise.all(listeners.map((listener) => listener.start()));
  const syncCache = async () => {
    await Promise.all(listeners.map((listener) => listener.sync()));
  };
  const { metrics, subgraphCalls } = gatewayMetrics(sessions.pool, cache);
  const apollo = await createGraphqlServer(
    config,
    audit,
    [
      graphqlMetrics<GatewayContext>(metrics),
      ...(throttles ? [throttlePlugin(throttles)] : []),
      ...(cache ? [cacheSyncPlugin<GatewayContext>(syncCache)] : []),
    ],
    subgraphCalls,
  );
  const devices = new DeviceCookie([config.sessionSecret, ...config.previousSessionSecrets]);
  const contextFromRequest = createContextFactory({ access, rights, devices });
  // The release registry (docs/delivery.md): builds in PostgreSQL, switches announced to every replica.
  const buildFiles =
    config.deliveryStore.kind === 's3'
      ? new S3BuildFileStore(config.deliveryStore.s3)
      : new PgBuildFileStore(sessions.pool);
  const deliveryAudit = new DeliveryAudit(sessions.pool);
  const releases = new ReleaseRegistry(
    sessions.pool,
    buildFiles,
    deliveryAudit,
    gateContext(sessions.pool, buildFiles, {
      staticRoot: config.staticRoot,
      supergraphPath: config.supergraphPath,
      budgetsPath: config.budgetsPath,
    }),
  );
  const deployTokens = new DeployTokens(sessions.pool, deliveryAudit);
  const canaryGuard = new CanaryGuard(
    sessions.pool,
    releases,
    config.canaryAbort,
    canaryAbortAlert(config.subgraphUrls.commerce, config.releaseTeams),
  );
  const previewLinks = new PreviewLinks([config.sessionSecret, ...config.previousSessionSecrets]);
  const deliveryHosting = new DeliveryHosting(
    sessions.pool,
    buildFiles,
    config.databaseUrl,
    config.remotes,
    config.communityChatUrl ? { communityChatUrl: config.communityChatUrl } : null,
    previewLinks,
  );
  await deliveryHosting.start();
  // Ready when sessions can be read, the supergraph is loaded (Apollo started above) and the
  // change feeds listen (a replica that misses invalidations would serve stale reads).
  let supergraphLoaded = true;
  const health = new Health('gateway')
    .addCheck('database', async () => (await sessions.pool.query('select 1')).rowCount === 1)
    .addCheck('supergraph', () => supergraphLoaded)
    .addCheck('changeFeed', () => rightsFeed.up && deliveryHosting.up && listeners.every((listener) => listener.up));

  const app = express();
  app.disable('x-powered-by');
  // Forwarded headers only from the configured proxies: a direct client's are ignored.
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  // Per route template; what no route answered is named by its area (a cached read, /graphql, a page).
  app.use(httpMetrics(metrics, unroutedArea));
  app.use(requestId);
  app.use(securityHeaders(config));
  health.mount(app);
  // The metrics are served on their own port (METRICS_PORT, main.ts), never to the public.
  app.all('/metrics', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(['/api', '/graphql'], noStoreByDefault);
  // An API key never works on the cookie routes, not even on a public read held in memory (issue 37).
  app.use(['/api', '/graphql'], refuseApiKeys);
  // A public read held in memory is answered here, with its id and every header above: it needs
  // no log line, session, rights, anti-forgery check or throttle (docs/performance.md "Public
  // reads and the response cache").
  if (cache) app.use('/api', restReadCache(cache));
  app.use(requestLogging);
  app.get('/health', (_req, res) => {
    res.json({ ok: true, service: 'gateway' });
  });
  // The API reference (document and page), when public: static, before sessions and the response cache.
  if (config.apiDocs === 'public') app.use('/api', apiReference({ ...ROUTES, ...DELIVERY_ROUTES, ...V1_ROUTES }));
  // Deploy tokens reach the registry without a session; admins through the session and anti-forgery checks.
  app.use(
    '/api',
    deliveryRoutes({
      registry: releases,
      tokens: deployTokens,
      audit: deliveryAudit,
      sessionAuth: [sessions.middleware, freshRights(rights, access), csrfProtection],
      refreshLive: () => deliveryHosting.refreshLive(),
      guard: canaryGuard,
      previews: previewLinks,
      reportThrottle: config.throttles ? { store: throttleStore, limit: config.throttles.deliveryErrors } : null,
    }),
  );
  const publicProducts =
    config.publicReads === 'federated'
      ? new FederatedProductReader((document, variables, context) => runOperation(apollo, document, variables, context))
      : new PublicProductReader(fs.readFileSync(config.supergraphPath, 'utf8'), config.subgraphUrls);
  // The reseller API (issue 37): an API key per request, never a session; problem details for errors.
  app.use(
    '/api',
    apiV1({
      commerceUrl: config.subgraphUrls.commerce,
      publicProducts,
      server: { run: (document, variables, context) => runOperation(apollo, document, variables, context) },
      audit,
      idempotency,
      throttleStore,
      defaultLimits: throttles !== null,
    }),
  );
  // Signed by the payment provider, which has no session or anti-forgery token.
  app.use('/api', paymentWebhookRoutes(facadeDeps(apollo, { context: contextFromRequest, audit, publicProducts })));
  app.use(['/api', '/graphql'], sessions.middleware, freshRights(rights, access), csrfProtection);
  if (throttles) app.get('/api/csrf-token', anonymousSessionThrottle(throttles));
  // Admins only (API_DOCS=admin, production's default): checked with the rights read fresh above.
  if (config.apiDocs === 'admin')
    app.use(
      '/api',
      apiReference({ ...ROUTES, ...DELIVERY_ROUTES, ...V1_ROUTES }, adminGate(adminRefusalRecorder(audit))),
    );
  // Public reads the cache did not answer (a hit ended above), per address for guests.
  if (throttles) app.use('/api', anonymousRestReadThrottle(throttles));
  app.use(
    '/api',
    restFacade(apollo, {
      context: contextFromRequest,
      audit,
      idempotency,
      publicProducts,
      depositThrottle: config.throttles?.deposit ?? null,
      supportUrl: config.subgraphUrls.support,
      throttles,
    }),
  );
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    rejectOversizeDocument,
    ...(cache ? [graphqlReadCache(cache)] : []),
    ...(throttles ? [anonymousGraphqlReadThrottle(throttles)] : []),
    expressMiddleware(apollo, { context: async ({ req, res }) => contextFromRequest(req, res) }),
  );
  // /remotes.json and the registry's build files, also when a CDN serves the rest (it fetches them here).
  app.use(deliveryHosting.router());
  // Preview links (issue 36): /preview/<token> pins builds for the browser that opens it.
  app.use(previewLinks.router());
  if (config.serveStatic) {
    const runPageQuery = async (request: Parameters<GraphqlExecutor>[0], contextValue: GatewayContext) => {
      // No credential, key or secret is ever rendered on the server (page-query-guard.ts).
      const refused = neverRenderedField(request.query);
      if (refused) throw new Error(`a server render never reads ${refused}`);
      const response = await apollo.executeOperation(request, { contextValue });
      if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
      return response.body.singleResult;
    };
    const hosting = mfeHosting(config, {
      // Preloads and Node builds from the remote's live build in the release registry.
      liveBuild: (remote) => deliveryHosting.liveBuild(remote),
      // Each request's page from its own build: a preview's pin or the bucket's canary (issue 36 item 4).
      requestBuild: (remote, req) => deliveryHosting.pageBuildFor(remote, req),
      // The server-rendered pages' queries: the schema in-process, as /graphql would run them, with
      // the request's context: a guest's (the pages' route reads no session), or on a signed-in
      // page the session's user, read by `session` below (never kept in the page cache).
      graphql: (req, res) => (request) => runPageQuery(request, contextFromRequest(req, res)),
      // A signed-in page's session and its user's fresh rights, as /graphql's requests get them.
      session: pageSession([sessions.middleware, freshRights(rights, access)]),
      // The warm-up renders at start (no visitor): a guest's context of the gateway's own.
      warmUpGraphql: (request) => runPageQuery(request, ownGuestContext('server-render warm-up')),
      // Guests' rendered pages, dropped with the catalogue's change events like the public reads.
      pageCache: cache,
    });
    // Listening only once the server-rendered pages were rendered once: no visitor's render is the cold first one.
    await hosting.warmedUp;
    app.use(hosting);
  }
  app.use(restErrorHandler);

  return {
    app,
    /** The release registry's hosting (its change feed), for tests. */
    deliveryHosting,
    /** The response cache, for tests and diagnostics (null when off). */
    cache,
    /** Liveness and readiness (`/health/live`, `/health/ready`); turns 503 when a shutdown begins. */
    health,
    /** Its Prometheus registry, served on `METRICS_PORT` by main.ts. */
    metrics,
    async close() {
      supergraphLoaded = false;
      await rightsFeed.stop();
      await deliveryHosting.stop();
      await Promise.all(listeners.map((listener) => listener.stop()));
      idempotency.close();
      await apollo.stop();
      throttleStore.stop();
      await sessions.close();
    },
  };
}
