import { RemoteGraphQLDataSource } from '@apollo/gateway';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import type { GatewayGraphQLRequestContext, GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, SESSION_EXTENSION, signIdentity, verifySessionChange } from '@shop/server-kit';
import type { GatewayContext } from './context';

/**
 * Calls a subgraph on behalf of the session user: a short-lived signed identity token and the
 * request id go out with every fetch; a signed login/logout grant coming back is applied to the
 * session before the client's response is written.
 */
export class IdentityDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    if (!request.http) return;
    const identity = context?.identity ?? { userId: null, isAdmin: false };
    request.http.headers.set(IDENTITY_HEADER, signIdentity(identity));
    if (context?.requestId) request.http.headers.set(REQUEST_ID_HEADER, context.requestId);
  }

  override async didReceiveResponse({
    response,
    context,
  }: Required<Pick<GatewayGraphQLRequestContext<GatewayContext>, 'request' | 'response' | 'context'>>): Promise<GatewayGraphQLResponse> {
    const grant = response.extensions?.[SESSION_EXTENSION];
    if (grant !== undefined) {
      const change = verifySessionChange(grant);
      if (change && context?.changeSession) await context.changeSession(change);
      delete response.extensions![SESSION_EXTENSION];
    }
    return response;
  }
}
