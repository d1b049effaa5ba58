import type { AccessChange, AuditEvent, Identity, SessionChange } from './identity';

/** What every subgraph resolver receives; subgraphs extend it with their own services. */
export interface BaseContext {
  identity: Identity;
  requestId: string;
  /** Set by login/logout resolvers; sent to the gateway as a signed grant. */
  sessionChange?: SessionChange;
  /** Users whose admin flag or status changed in this request (see `GATEWAY_EXTENSION`). */
  accessChanges?: AccessChange[];
  /** Credential reads and exports of this request, recorded by the gateway (see `auditEvent`). */
  auditEvents?: AuditEvent[];
}
