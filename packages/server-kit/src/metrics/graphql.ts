import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { histogram, type Metrics } from './registry';

/** Distinct operation names kept as labels; later new names count as `(other)`. */
export const MAX_OPERATION_NAMES = 200;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The label of an operation name, from a bounded set: names of valid operations (this runs once
 * the document validated) are admitted until `MAX_OPERATION_NAMES` are known; after that, and for
 * names that are not GraphQL names, `(other)`; an operation without a name is `(anonymous)`.
 */
export class OperationNames {
  private readonly known = new Set<string>();

  constructor(private readonly max = MAX_OPERATION_NAMES) {}

  label(name: string | null | undefined): string {
    if (!name) return '(anonymous)';
    if (this.known.has(name)) return name;
    if (!NAME.test(name) || this.known.size >= this.max) return '(other)';
    this.known.add(name);
    return name;
  }
}

/**
 * `graphql_operation_duration_seconds{operation,type,outcome}`: each executed operation (valid,
 * resolved) from the start of the request to its response; `outcome` is `error` when the answer
 * carries errors (refusals in result unions are data, not errors).
 */
export function graphqlMetrics<TContext extends BaseContext>(metrics: Metrics): ApolloServerPlugin<TContext> {
  const names = new OperationNames();
  const duration = histogram(
    metrics,
    'graphql_operation_duration_seconds',
    'GraphQL operations executed, by operation name (bounded), type and outcome',
    ['operation', 'type', 'outcome'],
  );
  return {
    async requestDidStart() {
      const end = duration.startTimer();
      let labels: { operation: string; type: string } | undefined;
      return {
        async didResolveOperation({ operationName, operation }) {
          labels = { operation: names.label(operationName), type: operation?.operation ?? 'query' };
        },
        async willSendResponse({ response }) {
          if (!labels) return;
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          end({ ...labels, outcome: errors?.length ? 'error' : 'ok' });
        },
      };
    },
  };
}
