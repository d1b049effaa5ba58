import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { jitExecutor } from './jit-executor';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import express, { type Express } from 'express';
import { type GraphQLSchema, parse } from 'graphql';
import { type AuthChecker, buildSchema, createResolversMap, type NonEmptyArray } from 'type-graphql';
import {
  type AccessChange,
  GATEWAY_EXTENSION,
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  SESSION_EXTENSION,
  signGatewayNotice,
  signSessionChange,
  trustedIssuers,
  verifyIdentity,
} from './identity';
import { requireKeys, type SubgraphName } from './keys';
import { formatGraphqlError, graphqlHardening, rejectOversizeDocument } from './graphql-limits';
import type { BaseContext } from './context';
import { adminAuthChecker } from './guards';
import { inRequest, log } from './log';
import { tagRequestId } from './tracing/state';
import { Health } from './lifecycle';
import { closeSqlPool } from './prepared-sql';
import { kitSettings } from './env';
import {
  createMetrics,
  graphqlMetrics,
  httpMetrics,
  type Metrics,
  ormPoolUsage,
  pgPoolUsage,
  poolMetrics,
} from './metrics';
import { openSqlPool } from './prepared-sql';

export const FEDERATION_LINK =
  'extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable", "@external", "@provides"])';

/** Flags a read or export of credentials for the gateway's audit log (who, when and where it adds). */
export function auditEvent(ctx: BaseContext, action: string, target: string, details?: string): void {
  (ctx.auditEvents ??= []).push({ action, target, ...(details ? { details } : {}) });
}

/** Tells the gateway that a user's admin flag or status changed, so all their sessions follow at once. */
export function accessChanged(ctx: BaseContext, change: AccessChange): void {
  (ctx.accessChanges ??= []).push(change);
}

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as `Function`
type ResolverClass = Function;
// `never` parameters accept every subgraph's own reference and context types.
type ReferenceResolvers = Record<string, { __resolveReference: (reference: never, context: never) => unknown }>;

export interface SubgraphSchemaOptions {
  resolvers: NonEmptyArray<ResolverClass>;
  /**
   * Decides `@Authorized('ADMIN')` fields. Default: the admin flag of the signed identity token
   * (the gateway rewrites every session of a user whose flag or status changes); commerce, which
   * owns the users, reads the flag and the status fresh from its table.
   */
  authChecker?: AuthChecker<never>;
  orphanedTypes?: ResolverClass[];
  referenceResolvers?: ReferenceResolvers;
}

export interface BuiltSubgraphSchema {
  schema: GraphQLSchema;
  /** The subgraph SDL with federation directives, as committed under contracts/. */
  sdl: string;
}

/** Builds the type-graphql schema and turns it into a Federation 2 subgraph schema. */
export async function buildFederatedSchema(options: SubgraphSchemaOptions): Promise<BuiltSubgraphSchema> {
  const typeGraphqlSchema = await buildSchema({
    resolvers: options.resolvers,
    orphanedTypes: options.orphanedTypes,
    skipCheck: true,
    validate: { forbidUnknownValues: false },
    // type-graphql hands the checker the context this subgraph builds, whatever its own type.
    authChecker: (options.authChecker ?? adminAuthChecker) as AuthChecker<BaseContext>,
  });
  const sdl = `${FEDERATION_LINK}\n\n${printSchemaWithDirectives(typeGraphqlSchema)}\n`;
  const resolverMap = createResolversMap(typeGraphqlSchema) as Record<string, Record<string, unknown>>;
  for (const [typeName, reference] of Object.entries(options.referenceResolvers ?? {})) {
    resolverMap[typeName] = { ...(resolverMap[typeName] ?? {}), ...reference };
  }
  const schema = buildSubgraphSchema({ typeDefs: parse(sdl), resolvers: resolverMap as never });
  return { schema, sdl };
}

export interface SubgraphAppOptions<TContext extends BaseContext> {
  /** Also the audience of the tokens it accepts and the signer of what it sends back. */
  name: SubgraphName;
  schema: GraphQLSchema;
  /** Adds the subgraph's own services (fresh per request, e.g. an `em.fork()`). */
  createContext: (base: BaseContext) => TContext | Promise<TContext>;
  /** Largest JSON body on /graphql (default 1mb). */
  jsonLimit?: string;
  /** Its readiness checks (the database, ...); a fresh one without checks when unset. */
  health?: Health;
  /** Its metrics registry (served on `METRICS_PORT` by `runSubgraph`); a fresh one when unset. */
  metrics?: Metrics;
}

/** Session grants and gateway notices, signed with this subgraph's own key (the gateway heeds only commerce's). */
const sessionGrantPlugin = (self: SubgraphName): ApolloServerPlugin<BaseContext> => ({
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== 'single') return;
        const extensions: Record<string, unknown> = {};
        if (contextValue.sessionChange)
          extensions[SESSION_EXTENSION] = signSessionChange(contextValue.sessionChange, self);
        if (contextValue.accessChanges?.length || contextValue.auditEvents?.length) {
          extensions[GATEWAY_EXTENSION] = signGatewayNotice(
            { access: contextValue.accessChanges, audit: contextValue.auditEvents },
            self,
          );
        }
        if (!Object.keys(extensions).length) return;
        response.body.singleResult.extensions = { ...(response.body.singleResult.extensions ?? {}), ...extensions };
      },
    };
  },
});

/**
 * The express app of a subgraph: `/health`, `/health/live`, `/health/ready` (public) and
 * `/graphql`, which refuses any request without a valid identity token from the gateway or a
 * sibling service.
 */
export async function createSubgraphApp<TContext extends BaseContext>(
  options: SubgraphAppOptions<TContext>,
): Promise<{ app: Express; apollo: ApolloServer<TContext>; health: Health; metrics: Metrics }> {
  // No built-in keys: a subgraph without its own key or its callers' public keys does not start.
  requireKeys(options.name, trustedIssuers(options.name));
  // A stolen or forged-looking identity token must not buy an unlimited query: the subgraphs
  // enforce the gateway's limits themselves.
  const hardening = graphqlHardening<TContext>();
  const metrics = options.metrics ?? createMetrics(options.name);
  const apollo = new ApolloServer<TContext>({
    // GRAPHQL_JIT=off executes queries with graphql-js too (a comparison, or a way out of a
    // graphql-jit fault); see jit-executor.ts.
    ...(kitSettings().graphqlJit ? { gateway: jitExecutor(options.schema) } : { schema: options.schema }),
    ...hardening,
    // No cache hints are used: without the cache-control plugin no field gets a resolver wrapper,
    // which costs a third of a 2,000-product list (scripts/bench-storefront.mjs).
    plugins: [
      ...(hardening.plugins ?? []),
      sessionGrantPlugin(options.name),
      graphqlMetrics<TContext>(metrics),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphqlError(options.name),
    // Apollo's own SIGTERM handler would stop it before in-flight requests finish (lifecycle.ts drains first).
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // Express hashes every body it sends for a weak ETag, POSTs included; a subgraph's callers are
  // the gateway and its siblings, which never revalidate (a 5,000-product list is megabytes).
  app.set('etag', false);
  app.use(httpMetrics(metrics, (req) => (req.originalUrl.startsWith('/graphql') ? '/graphql' : undefined)));
  // The metrics are served on their own port (runSubgraph), never here.
  app.all('/metrics', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  const health = options.health ?? new Health(options.name);
  health.mount(app);
  app.get('/health', (_req, res) => {
    res.json({ ok: true, service: options.name });
  });
  // The identity is checked before the body is read; a signed caller may send up to `jsonLimit` (10 MB by default: a
  // 10,000-line bulk import travels gateway -> commerce -> catalog in one request each).
  app.use(
    '/graphql',
    (req, res, next) => {
      const identity = verifyIdentity(req.header(IDENTITY_HEADER), options.name);
      if (!identity) {
        res.status(401).json({ message: 'Missing or invalid identity token' });
        return;
      }
      const requestId = req.header(REQUEST_ID_HEADER) ?? randomUUID();
      tagRequestId(requestId);
      res.locals.base = { identity, requestId } satisfies BaseContext;
      const started = Date.now();
      res.on('finish', () => {
        log(options.name, 'info', 'request', {
          requestId,
          status: res.statusCode,
          ms: Date.now() - started,
          operation: (req.body as { operationName?: string } | undefined)?.operationName,
          userId: identity.userId,
          ...(identity.service ? { service: identity.service } : {}),
        });
      });
      // Every line logged while this request runs, and every service call it makes, carry its id.
      inRequest(requestId, next);
    },
    express.json({ limit: options.jsonLimit ?? '10mb' }),
  );
  app.use(
    '/graphql',
    rejectOversizeDocument,
    expressMiddleware(apollo, {
      context: async ({ res }) => options.createContext(res.locals.base as BaseContext),
    }),
  );
  return { app, apollo, health, metrics };
}

/**
 * Idle keep-alive connections outlive every client's own idle timeout. Node's default (5 s)
 * equals the idle timeout of Node's own HTTP agents, so a client could reuse a socket in the very
 * moment the server closed it: the request then died with "socket hang up" (seen in CI between
 * gateway and catalog). The client must be the side that closes an idle connection.
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

export function listen(app: Express, port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
    // Must exceed keepAliveTimeout, or Node may cut a reused connection while headers arrive.
    server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
    server.once('error', reject);
  });
}

/**
 * A subgraph backed by MikroORM: every request gets its own `em.fork()` (never the global
 * context), and `close()` stops Apollo before the database pool.
 */
export async function createOrmSubgraphApp<TContext extends BaseContext>(options: {
  name: SubgraphName;
  orm: MikroORM<PostgreSqlDriver>;
  schema: GraphQLSchema;
  jsonLimit?: string;
  createContext: (base: BaseContext, em: EntityManager) => TContext;
  metrics?: Metrics;
}) {
  const { orm } = options;
  const metrics = options.metrics ?? createMetrics(options.name);
  const url = orm.config.get('clientUrl');
  poolMetrics(metrics, () => {
    const sql = url ? openSqlPool(url) : undefined;
    return [ormPoolUsage(orm), sql ? pgPoolUsage('sql', sql) : undefined];
  });
  const health = new Health(options.name).addCheck('database', () => orm.isConnected());
  const { app, apollo } = await createSubgraphApp<TContext>({
    name: options.name,
    schema: options.schema,
    jsonLimit: options.jsonLimit,
    health,
    metrics,
    createContext: (base) => options.createContext(base, orm.em.fork()),
  });
  return {
    app,
    orm,
    health,
    metrics,
    async close() {
      await apollo.stop();
      // The prepared-SQL pool on the same database (prepared-sql.ts), then MikroORM's own.
      const url = orm.config.get('clientUrl');
      if (url) await closeSqlPool(url);
      await orm.close(true);
    },
  };
}
