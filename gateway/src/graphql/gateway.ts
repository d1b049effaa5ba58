import fs from 'node:fs';
import { ApolloGateway, type RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { formatGraphqlError, graphqlHardening, lightFetch } from '@shop/server-kit';
import type { Histogram } from '@shop/server-kit';
import type { GatewayConfig } from '../config';
import type { AuditLog } from '../audit/audit-log';
import { auditPlugin } from '../audit/audit-plugin';
import type { GatewayContext } from './context';
import { IdentityDataSource } from './identity-data-source';

type SubgraphFetcher = NonNullable<ConstructorParameters<typeof RemoteGraphQLDataSource>[0]>['fetcher'];

/** Apollo Gateway over the committed, statically composed supergraph. */
export async function createGraphqlServer(
  config: GatewayConfig,
  audit: AuditLog,
  plugins: ApolloServerPlugin<GatewayContext>[] = [],
  subgraphCalls?: Histogram<'subgraph' | 'outcome'>,
): Promise<ApolloServer<GatewayContext>> {
  const supergraphSdl = fs.readFileSync(config.supergraphPath, 'utf8');
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => {
      const url = config.subgraphUrls[name as keyof GatewayConfig['subgraphUrls']];
      if (!url) throw new Error(`no URL configured for subgraph ${name}`);
      // undici instead of Apollo's default make-fetch-happen, whose agent never closed idle
      // sockets and so reused ones the subgraph had just closed ("socket hang up"); its `request`
      // rather than its `fetch`, which cost a third of the gateway's CPU on small queries.
      // Cast kept: lightFetch answers the part of a Fetch Response that RemoteGraphQLDataSource reads
      // (ok, status, headers.get, text, json), not the whole of SubgraphFetcher's Response type.
      return new IdentityDataSource(
        { url, fetcher: lightFetch as unknown as SubgraphFetcher },
        name as keyof GatewayConfig['subgraphUrls'],
        subgraphCalls,
      );
    },
  });
  const server = apolloServer<GatewayContext>(gateway, [auditPlugin(audit), ...plugins]);
  await server.start();
  return server;
}

/**
 * Apollo Server over a gateway with the shop's settings: hardening (depth, cost, batching),
 * no landing page or cache-control headers, errors formatted without internals, and our own
 * graceful shutdown (Apollo's SIGTERM handler would stop it before in-flight requests finish;
 * lifecycle.ts drains first). Also what `npm run bench -- runtimes` measures (scripts/lib/runtime-server.mjs).
 */
export function apolloServer<TContext extends BaseContext>(
  gateway: ApolloGateway,
  plugins: ApolloServerPlugin<TContext>[] = [],
): ApolloServer<TContext> {
  const hardening = graphqlHardening<TContext>();
  return new ApolloServer<TContext>({
    gateway,
    ...hardening,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ...(hardening.plugins ?? []),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      ...plugins,
    ],
    formatError: formatGraphqlError('gateway'),
    stopOnTerminationSignals: false,
  });
}
