import fs from 'node:fs';
import { ApolloGateway, type RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { formatGraphqlError, graphqlHardening } from '@shop/server-kit';
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
      // Node's fetch (undici) instead of Apollo's default make-fetch-happen: its agent never
      // closes idle sockets, so it reused ones the subgraph had just closed ("socket hang up").
      // undici closes an idle connection after 4 s, before the server's keep-alive ends.
      return new IdentityDataSource({ url, fetcher: fetch as unknown as SubgraphFetcher }, name as keyof GatewayConfig['subgraphUrls']);
    },
  });
  const hardening = graphqlHardening<GatewayContext>();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    ...hardening,
    includeStacktraceInErrorResponses: false,
    plugins: [...(hardening.plugins ?? []), ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), auditPlugin(audit), ...plugins],
    formatError: formatGraphqlError('gateway'),
  });
  await server.start();
  return server;
}
