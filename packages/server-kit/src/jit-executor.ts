import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  GraphQLError,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/**
 * Queries of a subgraph executed by graphql-jit, which compiles each operation once into plain
 * JavaScript (docs/decisions/0059-subgraph-queries-on-graphql-jit.md). Profiled on a 5,000-product
 * list (scripts/bench-shop.mjs), graphql-js's generic execution was most of catalog's time: per
 * field an argument map, a resolve info and a completion call, and a quarter of the process in the
 * garbage collector.
 *
 * Wired through Apollo Server's documented gateway interface (a static schema and an executor),
 * so parsing, validation, the document cache, plugins and error formatting stay Apollo's.
 * Mutations keep graphql-js: they are small, and a purchase's behaviour must not hinge on a
 * second executor. A query that graphql-jit cannot compile, or whose variables it refuses before
 * any resolver ran (no `data` in its result), is executed by graphql-js instead, which then
 * reports the client's mistake exactly as before. A result with `data: null` is not: its
 * resolvers ran (a non-null root field failed), and its errors are answered as they are.
 */
export function jitExecutor(schema: GraphQLSchema): GatewayInterface {
  // Apollo parses a query text once and reuses its DocumentNode, so the compiled form can hang on it.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  const compiledFor = (document: DocumentNode, operationName: string | undefined): CompiledQuery | null => {
    let byName = compiled.get(document);
    if (!byName) {
      byName = new Map();
      compiled.set(document, byName);
    }
    const key = operationName ?? '';
    if (!byName.has(key)) {
      const result = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      byName.set(key, isCompiledQuery(result) ? result : null);
    }
    return byName.get(key) ?? null;
  };

  const executor: GatewayExecutor = async ({ document, request, operation, context: contextValue }) => {
    const viaGraphqlJs = () =>
      execute({
        schema,
        document,
        contextValue,
        variableValues: request.variables,
        operationName: request.operationName,
      }) as Promise<ExecutionResult>;
    if (operation.operation !== OperationTypeNode.QUERY) return viaGraphqlJs();
    const query = compiledFor(document, request.operationName ?? undefined);
    if (!query) return viaGraphqlJs();
    const result = await query.query(undefined, contextValue, request.variables ?? {});
    if (!result.errors?.length) return result;
    // No `data` at all: the variables were refused before any resolver ran, so graphql-js may
    // report the mistake in its words. `data: null` means resolvers ran (a non-null root field
    // failed): running them again would repeat their reads, loaders and audit events.
    if (!('data' in result)) return viaGraphqlJs();
    return { ...result, errors: result.errors.map(asGraphqlJsError) };
  };

  return {
    async load() {
      return { schema, executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    async stop() {},
  };
}

/**
 * graphql-jit reports errors with its own error class; handed to Apollo Server as they
 * were, a coded FORBIDDEN reached the client as INTERNAL_SERVER_ERROR (gateway/test/tickets.test.ts). Rebuilt as
 * graphql-js errors, coded errors keep their code and HTTP status and database faults their SQL
 * state for our formatter.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const jitError = error as {
    message: string;
    path?: ReadonlyArray<string | number>;
    originalError?: Error | null;
    extensions?: Record<string, unknown>;
  };
  return new GraphQLError(jitError.message, {
    path: jitError.path,
    originalError: jitError.originalError ?? undefined,
    extensions: jitError.extensions,
  });
}
