import { IDENTITY_HEADER, signIdentity, type Identity } from '../packages/server-kit/src';

/** Headers a subgraph accepts: what the gateway sends for this identity. */
export function identityHeaders(identity: Partial<Identity> = {}): Record<string, string> {
  return {
    'content-type': 'application/json',
    [IDENTITY_HEADER]: signIdentity({ userId: null, isAdmin: false, ...identity }),
  };
}
