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
import { GraphQLError } from 'graphql';
import { log } from '@shop/server-kit';
import type { GatewayContext } from '../graphql/context';
import { type AuditLog, type AuditRecord, redactVariables } from './audit-log';

export const AUDIT_UNAVAILABLE = 'The audit log cannot be written right now, so this was not done. Try again shortly.';

/** 503 SERVICE_UNAVAILABLE: the facade maps the code, /graphql applies `extensions.http`. */
const auditUnavailable = () =>
  new GraphQLError(AUDIT_UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } } });

/** A root field of an operation as it runs: its real name, its response key and its coerced arguments. */
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
export function resolvedRootFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): ResolvedField[] {
  const mutationType =
    operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
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

/** Whether a root field's errors say the caller may not run it (an admin field, or someone else's object). */
const refusedBy = (
  errors: readonly { path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[],
  key: string,
) => errors.some((error) => error.path?.[0] === key && error.extensions?.code === 'FORBIDDEN');

/**
 * The audit of every GraphQL operation, for /graphql and the facade alike:
 * - an admin's mutation fields are written (`pending`) before the operation runs, with their real
 *   names and arguments (passwords, credential text and delivery notes redacted); when that write
 *   fails the operation is refused with 503 and nothing runs (fail closed). After it, each entry
 *   is settled `ok` or `error`;
 * - credential reads a subgraph reported are written before the answer leaves; when that write
 *   fails the answer is replaced by the 503 (the credentials are not sent unrecorded);
 * - a root field refused with FORBIDDEN to a signed-in user who is not an admin is written as
 *   `refused <field>` with its target, not its arguments (guests' refusals are not written).
 */
export function auditPlugin(audit: AuditLog): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let fields: ResolvedField[] = [];
      let begun: number[] = [];
      // Resolved only when a field was refused: most customers' operations are never refused.
      let refusable: () => ResolvedField[] = () => [];
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          if (!operation) return;
          const { identity, ip } = contextValue;
          const resolved = () => resolvedRootFields(schema, document, operation, request.variables ?? {});
          if (!identity.isAdmin) {
            if (identity.userId !== null) refusable = resolved;
            return;
          }
          if (operation.operation !== OperationTypeNode.MUTATION) return;
          fields = resolved();
          try {
            begun = await audit.begin(
              fields.map((entry) => ({
                userId: identity.userId,
                action: `mutation ${entry.field}`,
                target: targetOf(entry.args),
                details: JSON.stringify(redactVariables(entry.args)),
                ip,
              })),
            );
          } catch (error) {
            log('gateway', 'error', 'audit log write failed: admin write refused', {
              requestId: contextValue.requestId,
              error: String(error),
            });
            fields = [];
            throw auditUnavailable();
          }
        },
        async willSendResponse({ contextValue, response, errors }) {
          const { identity, ip } = contextValue;
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const data = single?.data ?? null;
          const allErrors = single?.errors ?? errors ?? [];
          const settled = fields.map((entry, index) => {
            const failed =
              data === null ||
              !(entry.responseKey in data) ||
              allErrors.some((error) => error.path?.[0] === entry.responseKey || error.path === undefined);
            return { id: begun[index], outcome: failed ? ('error' as const) : ('ok' as const) };
          });
          const reads: AuditRecord[] = (contextValue.auditEvents ?? []).map((event) => ({
            userId: identity.userId,
            action: event.action,
            target: event.target,
            details: event.details,
            ip,
            outcome: 'ok',
          }));
          const anyRefused = allErrors.some((error) => error.extensions?.code === 'FORBIDDEN');
          const refusals: AuditRecord[] = (anyRefused ? refusable() : [])
            .filter((entry) => refusedBy(allErrors, entry.responseKey))
            .map((entry) => ({
              userId: identity.userId,
              action: `refused ${entry.field}`,
              // The target only: the arguments are the caller's own text (a search for a password, say).
              target: targetOf(entry.args),
              ip,
              outcome: 'refused',
            }));
          try {
            await audit.record([...reads, ...refusals]);
          } catch (error) {
            log('gateway', 'error', 'audit log write failed', {
              requestId: contextValue.requestId,
              error: String(error),
            });
            // A credential read that cannot be recorded is not answered.
            if (reads.length && single) {
              response.body = { kind: 'single', singleResult: { errors: [auditUnavailable().toJSON()] } };
              response.http.status = 503;
            }
          }
          try {
            await audit.settle(settled.filter((entry) => entry.id !== undefined));
          } catch (error) {
            // The entries stay `pending`: the writes are recorded, only their outcome is missing.
            log('gateway', 'error', 'audit log outcome not written', {
              requestId: contextValue.requestId,
              error: String(error),
            });
          }
        },
      };
    },
  };
}
