import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { log } from '@shop/server-kit';
import type { GatewayContext } from '../graphql/context';
import { type AuditLog, type AuditRecord, redactVariables } from './audit-log';

function rootFields(operation: OperationDefinitionNode): string {
  return operation.selectionSet.selections
    .map((selection) => (selection.kind === Kind.FIELD ? selection.name.value : '…'))
    .join(',');
}

/**
 * Records every mutation run by an admin (outcome included) and every credential read a subgraph
 * reported, before the answer leaves. A failure to write the log is logged, not hidden: the
 * operation has already happened.
 */
export function auditPlugin(audit: AuditLog): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue, operation, request, errors }) {
          const records: AuditRecord[] = [];
          const { identity, ip } = contextValue;
          if (operation?.operation === 'mutation' && identity.isAdmin) {
            records.push({
              userId: identity.userId,
              action: `mutation ${rootFields(operation)}`,
              target: request.operationName ?? operation.name?.value ?? '',
              details: JSON.stringify(redactVariables(request.variables ?? {})),
              ip,
              outcome: errors?.length ? 'error' : 'ok',
            });
          }
          for (const event of contextValue.auditEvents ?? []) {
            records.push({ userId: identity.userId, action: event.action, target: event.target, details: event.details, ip, outcome: 'ok' });
          }
          try {
            await audit.record(records);
          } catch (error) {
            log('gateway', 'error', 'audit log write failed', { requestId: contextValue.requestId, error: String(error) });
          }
        },
      };
    },
  };
}
