import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getVariableValues,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
} from 'graphql';
import { collectFields } from 'graphql/execution/collectFields';
import { log } from '@shop/server-kit';
import type { GatewayContext } from '../graphql/context';
import { type AuditLog, type AuditRecord, redactVariables } from './audit-log';

/** A root field of a mutation as it runs: its real name, its response key and its coerced arguments. */
export interface ResolvedField {
  field: string;
  responseKey: string;
  args: Record<string, unknown>;
}

/**
 * The root fields an operation runs, the way graphql-js's execution collects them: through named
 * and inline fragments, `@skip`/`@include` applied, with the arguments coerced from literals and
 * variables. What the audit log records is therefore the operation that ran, whatever the text the
 * client sent looked like (aliases, fragments, variables, the operation's name).
 */
export function resolvedMutationFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): ResolvedField[] {
  const mutationType = schema.getMutationType();
  if (!mutationType) return [];
  const fragments = Object.create(null) as Record<string, FragmentDefinitionNode>;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  // Apollo refuses an operation whose variables do not coerce before it runs; nothing ran.
  if (coerced.errors) return [];
  const fields = collectFields(schema, fragments, coerced.coerced, mutationType, operation.selectionSet);
  const resolved: ResolvedField[] = [];
  for (const [responseKey, nodes] of fields) {
    const node = nodes[0];
    const definition = mutationType.getFields()[node.name.value];
    let args: Record<string, unknown> = {};
    try {
      if (definition) args = getArgumentValues(definition, node, coerced.coerced);
    } catch {
      args = {};
    }
    resolved.push({ field: node.name.value, responseKey, args });
  }
  return resolved;
}

const TARGET_KEYS = ['id', 'userId', 'orderId', 'productId', 'ticketId', 'unitId', 'batchId', 'depositId', 'paymentId'];

/** The object a write is about, read from its arguments (at the top or in `input`): `orderId:7`. */
function targetOf(args: Record<string, unknown>): string {
  for (const scope of [args, args.input]) {
    if (!scope || typeof scope !== 'object') continue;
    for (const key of TARGET_KEYS) {
      const value = (scope as Record<string, unknown>)[key];
      if (typeof value === 'number' || typeof value === 'string') return `${key}:${value}`;
    }
  }
  return '';
}

/**
 * Records every mutation field run by an admin (its real name and arguments, passwords and
 * credential text redacted, its own outcome) and every credential read a subgraph reported,
 * before the answer leaves. A failure to write the log is logged, not hidden: the operation has
 * already happened.
 */
export function auditPlugin(audit: AuditLog): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let fields: ResolvedField[] = [];
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          if (operation?.operation !== OperationTypeNode.MUTATION || !contextValue.identity.isAdmin) return;
          fields = resolvedMutationFields(schema, document, operation, request.variables ?? {});
        },
        async willSendResponse({ contextValue, response, errors }) {
          const records: AuditRecord[] = [];
          const { identity, ip } = contextValue;
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const data = single?.data ?? null;
          const allErrors = single?.errors ?? errors ?? [];
          for (const entry of fields) {
            const failed =
              data === null ||
              !(entry.responseKey in data) ||
              allErrors.some((error) => error.path?.[0] === entry.responseKey || error.path === undefined);
            records.push({
              userId: identity.userId,
              action: `mutation ${entry.field}`,
              target: targetOf(entry.args),
              details: JSON.stringify(redactVariables(entry.args)),
              ip,
              outcome: failed ? 'error' : 'ok',
            });
          }
          for (const event of contextValue.auditEvents ?? []) {
            records.push({
              userId: identity.userId,
              action: event.action,
              target: event.target,
              details: event.details,
              ip,
              outcome: 'ok',
            });
          }
          try {
            await audit.record(records);
          } catch (error) {
            log('gateway', 'error', 'audit log write failed', {
              requestId: contextValue.requestId,
              error: String(error),
            });
          }
        },
      };
    },
  };
}
