import fs from 'node:fs';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import { Health, rejectOversizeDocument } from '@shop/server-kit';
import type { GatewayConfig } from './config';
import { AuditLog } from './audit/audit-log';
import { cacheSyncPlugin } from './cache/cache-sync-plugin';
import { ChangeListener } from './cache/change-listener';
import { graphqlReadCache, restReadCache } from './cache/public-read-cache';
import { ResponseCache } from './cache/response-cache';
import { createContextFactory, type GatewayContext } from './graphql/context';
import { createGraphqlServer } from './graphql/gateway';
import { IdempotencyStore } from './middleware/idempotency';
import { noStoreByDefault } from './middleware/no-store';
import { requestId } from './middleware/request-id';
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
import { signedInOrders } from './static/orders-paint';
import { GetPaintedOrdersDocument } from './generated/graphql';
import { apiReference } from './rest/openapi';
import { adminGate } from './rest/admin-gate';
import { adminRefusalRecorder } from './audit/admin-refusals';
import { ROUTES } from './rest/registry';
import { anonymousGraphqlReadThrottle, anonymousRestReadThrottle } from './throttle/anonymous-read-throttle';
import { anonymousSessionThrottle } from './throttle/session-throttle';
import { counterLifetimeMs } from './throttle/throttle-config';
import { throttlePlugin } from './throttle/throttle-plugin';
import { ThrottleStore } from './throttle/throttle-store';
import { Throttles } from './throttle/throttles';

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
  // Public reads answered from memory until a subgraph reports a change (docs/performance.md "Response cache").
  const cache = config.responseCache ? new ResponseCache(config.responseCache) : null;
  const listeners = (config.responseCache?.changeFeedUrls ?? []).map(
    (url, i) => new ChangeListener(url, cache!, `database ${i + 1}`),
  );
  await Promise.all(listeners.map((listener) => listener.start()));
  const syncCache = async () => {
    await Promise.all(listeners.map((listener) => listener.sync()));
  };
  const apollo = await createGraphqlServer(config, audit, [
    ...(throttles ? [throttlePlugin(throttles)] : []),
    ...(cache ? [cacheSyncPlugin<GatewayContext>(syncCache)] : []),
  ]);
  const contextFromRequest = createContextFactory({ access, rights });
  // Ready when sessions can be read, the supergraph is loaded (Apollo started above) and the
  // change feeds listen (a replica that misses invalidations would serve stale reads).
  let supergraphLoaded = true;
  const health = new Health('gateway')
    .addCheck('database', async () => (await sessions.pool.query('select 1')).rowCount === 1)
    .addCheck('supergraph', () => supergraphLoaded)
    .addCheck('changeFeed', () => rightsFeed.up && listeners.every((listener) => listener.up));

  const app = express();
  app.disable('x-powered-by');
  // Forwarded headers only from the configured proxies: a direct client's are ignored.
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.use(requestId);
  app.use(securityHeaders(config));
  health.mount(app);
  app.use(['/api', '/graphql'], noStoreByDefault);
  app.get('/health', (_req, res) => {
    res.json({ ok: true, service: 'gateway' });
  });
  // The API reference (document and page), when public: static, before sessions and the response cache.
  if (config.apiDocs === 'public') app.use('/api', apiReference(ROUTES));
  if (cache) app.use('/api', restReadCache(cache));
  const publicProducts =
    config.publicReads === 'federated'
      ? new FederatedProductReader((document, variables, context) => runOperation(apollo, document, variables, context))
      : new PublicProductReader(fs.readFileSync(config.supergraphPath, 'utf8'), config.subgraphUrls);
  // Signed by the payment provider, which has no session or anti-forgery token.
  app.use('/api', paymentWebhookRoutes(facadeDeps(apollo, { context: contextFromRequest, audit, publicProducts })));
  app.use(['/api', '/graphql'], sessions.middleware, freshRights(rights, access), csrfProtection);
  if (throttles) app.get('/api/csrf-token', anonymousSessionThrottle(throttles));
  // Admins only (API_DOCS=admin, production's default): checked with the rights read fresh above.
  if (config.apiDocs === 'admin') app.use('/api', apiReference(ROUTES, adminGate(adminRefusalRecorder(audit))));
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
  if (config.serveStatic)
    app.use(
      mfeHosting(config, {
        // The product page's title comes with its HTML (its LCP element), from the public product read.
        productTitle: async (id) => (await publicProducts.detail(id))?.title ?? null,
        // /account/orders comes with the signed-in user's first orders (its LCP element is the first title).
        orders: signedInOrders({
          session: [sessions.middleware, freshRights(rights, access)],
          orders: async (userId, req, res) =>
            (await runOperation(apollo, GetPaintedOrdersDocument, { userId }, contextFromRequest(req, res)))
              .ordersByUser,
        }),
      }),
    );
  app.use(restErrorHandler);

  return {
    app,
    /** The response cache, for tests and diagnostics (null when off). */
    cache,
    /** Liveness and readiness (`/health/live`, `/health/ready`); turns 503 when a shutdown begins. */
    health,
    async close() {
      supergraphLoaded = false;
      await rightsFeed.stop();
      await Promise.all(listeners.map((listener) => listener.stop()));
      idempotency.close();
      await apollo.stop();
      throttleStore.stop();
      await sessions.close();
    },
  };
}
