import { RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLRequestContext, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import {
  GATEWAY_EXTENSION,
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  SESSION_EXTENSION,
  signIdentity,
  type SubgraphName,
  verifyGatewayNotice,
  verifySessionChange,
} from '@shop/server-kit';
import { GraphQLError } from 'graphql';
import type { Histogram } from '@shop/server-kit';
import type { GatewayContext } from './context';

type FetcherResponse = Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0];

/**
 * Calls one subgraph on behalf of the session user: a short-lived identity token signed by the
 * gateway for that subgraph alone, and the request id, go out with every fetch. Signed notices
 * coming back are applied before the client's response is written (a login/logout/re-auth grant
 * to this session, access changes to every session of the users concerned, credential reads to
 * the request's audit events), and only when this subgraph is commerce and commerce signed them.
 */
export class IdentityDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    config: ConstructorParameters<typeof RemoteGraphQLDataSource<GatewayContext>>[0],
    private readonly subgraph: SubgraphName,
    /** `subgraph_request_duration_seconds{subgraph,outcome}` (gateway/src/metrics.ts), when measured. */
    private readonly calls?: Histogram<'subgraph' | 'outcome'>,
  ) {
    super(config);
  }

  /** Each call of the query plan to this subgraph, timed from the fetch to the parsed answer. */
  override async process(options: GraphQLDataSourceProcessOptions<GatewayContext>): Promise<GatewayGraphQLResponse> {
    if (!this.calls) return super.process(options);
    const end = this.calls.startTimer({ subgraph: this.subgraph });
    try {
      const response = await super.process(options);
      end({ outcome: response.errors?.length ? 'error' : 'ok' });
      return response;
    } catch (error) {
      end({ outcome: 'failed' });
      throw error;
    }
  }

  override willSendRequest({ request, context: given }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    if (!request.http) return;
    // Apollo types the context of its own health-check requests as a plain record.
    const context = given as Partial<GatewayContext> | undefined;
    const identity = context?.identity ?? { userId: null, isAdmin: false };
    request.http.headers.set(IDENTITY_HEADER, signIdentity(identity, this.subgraph));
    if (context?.requestId) request.http.headers.set(REQUEST_ID_HEADER, context.requestId);
  }

  override async didReceiveResponse({
    response,
    context,
  }: Required<
    Pick<GatewayGraphQLRequestContext<GatewayContext>, 'request' | 'response' | 'context'>
  >): Promise<GatewayGraphQLResponse> {
    const grant: unknown = response.extensions?.[SESSION_EXTENSION];
    if (grant !== undefined) {
      const change = verifySessionChange(grant, this.subgraph);
      if (change && context?.changeSession) await context.changeSession(change);
      delete response.extensions![SESSION_EXTENSION];
    }
    const noticeToken: unknown = response.extensions?.[GATEWAY_EXTENSION];
    if (noticeToken !== undefined) {
      const notice = verifyGatewayNotice(noticeToken, this.subgraph);
      if (notice?.access?.length && context?.applyAccessChanges) await context.applyAccessChanges(notice.access);
      if (notice?.audit?.length && context?.auditEvents) context.auditEvents.push(...notice.audit);
      delete response.extensions![GATEWAY_EXTENSION];
    }
    return response;
  }

  /**
   * A subgraph that refuses a request at the HTTP level (a 4xx: a variable its own scalar rejects,
   * one of its GraphQL limits) answers coded GraphQL errors; Apollo would hand the client a bare
   * "400: Bad Request" without a code, which reads as an internal error. Its first error is passed on.
   */
  override async errorFromResponse(response: FetcherResponse): Promise<GraphQLError> {
    const error = await super.errorFromResponse(response);
    const body = (
      error.extensions.response as
        { body?: { errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> } } | undefined
    )?.body;
    const first = body?.errors?.[0];
    if (
      response.status >= 400 &&
      response.status < 500 &&
      typeof first?.message === 'string' &&
      typeof first.extensions?.code === 'string'
    ) {
      return new GraphQLError(first.message, { extensions: { code: first.extensions.code } });
    }
    return error;
  }
}
