import type { ApolloServerOptions, ApolloServerPlugin, BaseContext } from '@apollo/server';
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  getNullableType,
  GraphQLError,
  type GraphQLFormattedError,
  isListType,
  Kind,
  OperationTypeNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { RequestHandler } from 'express';
import { inputGuardPlugin } from './input-guard';
import { log } from './log';
import { kitSettings } from './env';

/**
 * What one GraphQL request may ask of the gateway or a subgraph. The deepest, widest and costliest
 * operations the microfrontends and the REST facade really send stay well inside these
 * (security/graphql-limits.test.ts measures them and fails when one comes too close).
 */
export const GRAPHQL_LIMITS = {
  /** Nesting of fields; fragments do not add to it, so a subgraph's `_entities` fetch counts as its client query. */
  maxDepth: 6,
  /** Aliased fields per operation: aliases are how one request asks for the same list hundreds of times. */
  maxAliases: 15,
  /**
   * Root list fields of a query (`products`, `tickets`, ...; aliases each counted): none takes a
   * page size, so each may answer the whole catalogue. The static cost below counts a list like
   * one object; this counts it by what it may return. The shop's own operations ask for one each.
   */
  maxLists: 4,
  /** graphql-armor's static cost: 1 per scalar, 2 per object, times 1.5 per level of nesting. */
  maxCost: 2_000,
  maxDirectives: 20,
  /** Lexical tokens of the document (graphql-js stops parsing beyond them). */
  maxTokens: 1_000,
  /** Characters of the document text, whitespace and comments included. */
  maxQueryLength: 10_000,
} as const;

/** Response keys of the root fields of a selection set that return lists, through fragments (each fragment once: repeats merge). */
function rootListKeys(
  selectionSet: SelectionSetNode,
  listFields: (name: string) => boolean,
  fragment: (name: string) => FragmentDefinitionNode | undefined,
  keys = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (listFields(selection.name.value)) keys.add(selection.alias?.value ?? selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      rootListKeys(selection.selectionSet, listFields, fragment, keys, seen);
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const definition = fragment(selection.name.value);
      if (definition) rootListKeys(definition.selectionSet, listFields, fragment, keys, seen);
    }
  }
  return keys;
}

/**
 * Refuses a query with more than `n` root list fields (`GRAPHQL_LIMITS.maxLists`): fifteen
 * aliases of the full product list are fifteen catalogues in one request. `onAccept` learns the
 * count of every query let through (the battery measures the shop's own operations with it).
 */
export function maxListsRule(n: number, onAccept?: (count: number) => void): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(node) {
      if (node.operation !== OperationTypeNode.QUERY) return;
      const fields = context.getSchema().getQueryType()?.getFields() ?? {};
      const isList = (name: string) => Object.hasOwn(fields, name) && isListType(getNullableType(fields[name].type));
      const count = rootListKeys(node.selectionSet, isList, (name) => context.getFragment(name) ?? undefined).size;
      if (count > n) {
        context.reportError(
          new GraphQLError(
            `Lists limit of ${n} exceeded, found ${count}: each list may hold the whole catalogue, so ask for at most ${n} in one request.`,
            { nodes: [node] },
          ),
        );
      } else onAccept?.(count);
    },
  });
}

/** Introspection is for tooling; the contracts and codegen read the committed SDL files instead. */
export function introspectionEnabled(env?: NodeJS.ProcessEnv): boolean {
  return kitSettings(env).introspection;
}

/**
 * Refuses a document longer than `maxQueryLength` (padding with whitespace or comments costs no
 * tokens) with a 413 in the GraphQL answer shape, before Apollo reads the request. Express level:
 * Apollo answers an error thrown by a plugin before parsing with a 500.
 */
export const rejectOversizeDocument: RequestHandler = (req, res, next) => {
  const query = (req.body as { query?: unknown } | undefined)?.query ?? req.query?.query;
  if (typeof query !== 'string' || query.length <= GRAPHQL_LIMITS.maxQueryLength) return next();
  const message = `The GraphQL document is too long (${query.length} characters, at most ${GRAPHQL_LIMITS.maxQueryLength}).`;
  res.status(413).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
};

/**
 * Field, argument, type and enum-value suggestions ("Did you mean ...?") map the schema for
 * someone without introspection. Apollo's hideSchemaDetailsFromClientErrors covers validation
 * errors only; this also covers variable coercion and execution errors.
 */
const noSuggestionsPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) error.message = error.message.replace(/ ?Did you mean [^?]*\?/g, '');
      },
    };
  },
};

/**
 * The Apollo Server options every GraphQL server of the shop shares (gateway and subgraphs):
 * limits on tokens, depth, aliases, root lists, directives and cost, no NUL or broken Unicode
 * in inputs (input-guard.ts), no field suggestions in error messages, and introspection only when
 * `GRAPHQL_INTROSPECTION=true`. The document's length is limited in front of Apollo (`rejectOversizeDocument`).
 */
export function graphqlHardening<TContext extends BaseContext>(
  env?: NodeJS.ProcessEnv,
): Pick<
  ApolloServerOptions<TContext>,
  'plugins' | 'validationRules' | 'parseOptions' | 'introspection' | 'hideSchemaDetailsFromClientErrors'
> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // graphql-js counts tokens itself (parseOptions below) and answers a syntax error, a 400;
    // armor's parser plugin throws outside Apollo's parse step, which Apollo answers with a 500.
    maxTokens: { enabled: false },
    // Its pattern misses "Did you mean the enum value ...?": noSuggestionsPlugin below instead.
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return {
    plugins: [inputGuardPlugin, noSuggestionsPlugin, ...(armor.plugins as ApolloServerPlugin<TContext>[])],
    validationRules: [...(armor.validationRules ?? []), maxListsRule(GRAPHQL_LIMITS.maxLists)],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    introspection: introspectionEnabled(env),
    hideSchemaDetailsFromClientErrors: true,
  };
}

/**
 * `formatError` of every GraphQL server: coded errors pass; an uncoded error that Apollo itself
 * raised for a malformed request (it carries an HTTP 4xx) becomes BAD_REQUEST, a PostgreSQL data
 * exception BAD_USER_INPUT; anything else is logged and answered as a bare INTERNAL_SERVER_ERROR,
 * so no stack or SQL reaches a client.
 */
/** Node and PostgreSQL error codes that mean "the database or a service is out of reach", not a fault of the request. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const UNAVAILABLE_MESSAGES =
  /fetch failed|socket hang up|Connection terminated|Connection ended unexpectedly|not queryable|Timeout acquiring a connection|connect ECONNREFUSED/i;
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a few seconds.';

/**
 * True when an error, or one it wraps (`originalError`, `cause`), says a database or a service
 * could not be reached: PostgreSQL's connection classes 08 and 57P0x (shutdown, restarting),
 * refused or reset sockets, a failed fetch between services.
 */
export function isUnavailableError(error: unknown): boolean {
  let current = error as
    { code?: unknown; message?: unknown; originalError?: unknown; cause?: unknown; thrownValue?: unknown } | undefined;
  for (let depth = 0; current && depth < 6; depth += 1) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
    if (typeof current.message === 'string' && UNAVAILABLE_MESSAGES.test(current.message)) return true;
    // graphql-js wraps a thrown value that is not an Error of its realm (a socket error raised in
    // Node's realm while the code runs in another, as under jest) in NonErrorThrown, keeping it here.
    current = (current.originalError ?? current.cause ?? current.thrownValue) as typeof current;
  }
  return false;
}

export function formatGraphqlError(service: string) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (code !== undefined && code !== 'INTERNAL_SERVER_ERROR') return formatted;
    // Apollo fills in INTERNAL_SERVER_ERROR for an uncoded error; the original tells whether it chose a 4xx.
    const original = (error as { extensions?: { code?: unknown; http?: { status?: number } } })?.extensions;
    const status = original?.http?.status;
    if (original?.code === undefined && status !== undefined && status >= 400 && status < 500) {
      return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
    }
    const cause = (error as { originalError?: { code?: unknown } })?.originalError;
    if (typeof cause?.code === 'string' && /^22[0-9A-Z]{3}$/.test(cause.code)) {
      // PostgreSQL's class 22 ("data exception": a text too long for its column, a number out of
      // range) means a value the input validation let through: the client's input, not a fault.
      // Logged, so the missing validation gets added where the input enters.
      log(service, 'warn', 'input refused by PostgreSQL', {
        sqlState: cause.code,
        error: cause instanceof Error ? cause.message : cause.code,
      });
      return { message: 'A value is out of range or too long.', extensions: { code: 'BAD_USER_INPUT' } };
    }
    if (isUnavailableError(error)) {
      // An outage, not a bug: the client may retry (the facade answers 503 with Retry-After).
      log(service, 'warn', 'a database or service is unreachable', { error: String(cause ?? error) });
      return { message: UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    log(service, 'error', 'unexpected GraphQL error', { error: String(cause ?? error) });
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
