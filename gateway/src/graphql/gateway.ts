import fs from 'node:fs';
import { ApolloGateway, type RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { formatGraphqlError, graphqlHardening, lightFetch } from '@shop/server-kit';
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
      );
    },
  });
  const hardening = graphqlHardening<GatewayContext>();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    ...hardening,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ...(hardening.plugins ?? []),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      auditPlugin(audit),
      ...plugins,
    ],
    formatError: formatGraphqlError('gateway'),
    // Apollo's own SIGTERM handler would stop it before in-flight requests finish (lifecycle.ts drains first).
    stopOnTerminationSignals: false,
  });
  await server.start();
  return server;
}
