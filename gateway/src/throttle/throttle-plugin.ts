import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getVariableValues,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { rateLimitedError } from './rate-limited.error';
import { GUARDED_QUERY_FIELDS, type Guard, guardsFor, type Passed, type Throttles } from './throttles';

/** Root fields of an operation, through fragments: aliases of one field are each counted. */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const fragment = fragments.get(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return [];
    seen.add(fragment.name.value);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

function fieldArguments(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  node: FieldNode,
  variables: Record<string, unknown>,
) {
  const root = operation.operation === OperationTypeNode.MUTATION ? schema.getMutationType() : schema.getQueryType();
  const definition = root?.getFields()[node.name.value];
  if (!definition) return {};
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (coerced.errors) return {};
  try {
    return getArgumentValues(definition, node, coerced.coerced);
  } catch {
    return {};
  }
}

function guardsOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  context: GatewayContext,
  throttles: Throttles,
) {
  const fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const caller = {
    ip: context.ip,
    userId: context.identity.userId,
    isAdmin: context.identity.isAdmin,
    pendingUserId: context.identity.pendingUserId,
  };
  const query = operation.operation === OperationTypeNode.QUERY;
  return rootFields(operation.selectionSet, fragments).flatMap((node) => {
    if (query && !GUARDED_QUERY_FIELDS.has(node.name.value)) return [];
    const guards = guardsFor(
      node.name.value,
      fieldArguments(schema, operation, node, variables),
      caller,
      throttles.config,
    );
    return guards.map((guard: Guard) => ({ guard, responseKey: node.alias?.value ?? node.name.value }));
  });
}

/**
 * Throttles mutations (and the credential reveals among queries) before they run, for /graphql and
 * the REST facade alike (the facade runs its operations through this same server). A refusal is a RATE_LIMITED error with 429 and
 * `Retry-After`; after the operation, back-off counters learn whether each field succeeded.
 */
export function throttlePlugin(throttles: Throttles): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      let passed: Passed[] = [];
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          if (operation?.operation !== OperationTypeNode.MUTATION && operation?.operation !== OperationTypeNode.QUERY)
            return;
          const guards = guardsOf(schema, document, operation, request.variables ?? {}, contextValue, throttles);
          if (!guards.length) return;
          const result = await throttles.pass(guards);
          if (result.refused) {
            const { guard, hit } = result.refused;
            throw rateLimitedError(guard.key.startsWith('login:') ? 'login' : 'other', hit.retryAfter);
          }
          passed = result.passed;
        },
        async willSendResponse({ response }) {
          if (!passed.length) return;
          const single = response.body.kind === 'single' ? response.body.singleResult : undefined;
          const data = single?.data ?? {};
          await Promise.all(
            passed.map((entry) => {
              const errors = (single?.errors ?? []).filter((error) => error.path?.[0] === entry.responseKey);
              const succeeded = data[entry.responseKey] != null && errors.length === 0;
              return throttles.settle(entry, succeeded, errors);
            }),
          );
        },
      };
    },
  };
}
