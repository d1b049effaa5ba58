import { IDENTITY_HEADER, REQUEST_ID_HEADER, type ServiceScope, SERVICE_SCOPES, signServiceIdentity } from './identity';
import { codedError, type ErrorCode } from './errors';
import { lightFetch } from './http-client';
import { currentRequestId } from './log';
import { UNAVAILABLE_MESSAGE } from './graphql-limits';
import type { SubgraphName } from './keys';

/**
 * Calls another subgraph with a service token signed by the calling subgraph, for that subgraph
 * only and with only the scope of this call. Used sparingly (commerce reads prices from catalog);
 * everything a person asks for goes through the gateway instead.
 */
export async function callService<T>(
  url: string,
  scope: ServiceScope,
  query: string,
  variables: Record<string, unknown>,
  requestId?: string,
): Promise<T> {
  const { issuer, audience } = SERVICE_SCOPES[scope] as { issuer: SubgraphName; audience: SubgraphName };
  return postGraphql<T>(url, signServiceIdentity(issuer, audience, [scope]), query, variables, requestId);
}

/**
 * One GraphQL request to a subgraph with the given identity token; its data, or the error a
 * caller can act on: NOT_FOUND, outages (SERVICE_UNAVAILABLE) and the codes in `passCodes` keep
 * their codes, anything else is a plain error (a fault: between services a refused input or a
 * refused scope is our bug, not the client's).
 */
export async function postGraphql<T>(
  url: string,
  identityToken: string,
  query: string,
  variables: Record<string, unknown>,
  requestId?: string,
  passCodes: readonly ErrorCode[] = [],
): Promise<T> {
  requestId ??= currentRequestId();
  const response = await lightFetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [IDENTITY_HEADER]: identityToken,
      ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json().catch(() => null)) as {
    data?: T;
    errors?: Array<{ message: string; extensions?: { code?: string; [name: string]: unknown } }>;
  } | null;
  if (!response.ok || !body || body.errors?.length || !body.data) {
    const first = body?.errors?.[0];
    const code = first?.extensions?.code as ErrorCode | undefined;
    if (code === 'NOT_FOUND' || (code && passCodes.includes(code))) {
      // The caller sees the refusal as the service said it, with its details (`fields`, ...).
      const { code: _code, stacktrace: _stack, ...details } = first!.extensions ?? {};
      throw codedError(code, first!.message, details);
    }
    // The called service's database (or the service itself) is out of reach: an outage, said as one.
    if (code === 'SERVICE_UNAVAILABLE' || response.status === 502 || response.status === 503) {
      throw codedError('SERVICE_UNAVAILABLE', first?.message ?? UNAVAILABLE_MESSAGE);
    }
    throw new Error(`service call to ${url} failed: ${response.status} ${first?.message ?? ''}`.trim());
  }
  return body.data;
}
