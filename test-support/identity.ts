import {
  IDENTITY_HEADER,
  signIdentity,
  signServiceIdentity,
  type Identity,
  type ServiceScope,
  type SubgraphName,
} from '../packages/server-kit/src';

/** Headers a subgraph accepts: what the gateway sends to `audience` for this identity. */
export function identityHeaders(audience: SubgraphName, identity: Partial<Identity> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    [IDENTITY_HEADER]: signIdentity({ userId: null, isAdmin: false, ...identity }, audience),
  };
}

/** Headers of a service call from one subgraph to another with these scopes. */
export function serviceHeaders(from: SubgraphName, to: SubgraphName, scopes: ServiceScope[]): Record<string, string> {
  return { 'content-type': 'application/json', [IDENTITY_HEADER]: signServiceIdentity(from, to, scopes) };
}
