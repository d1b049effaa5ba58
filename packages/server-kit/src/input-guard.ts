import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { GraphQLError, Kind, visit } from 'graphql';

/** Nesting allowed in JSON bodies and GraphQL variables; the deepest real input (a product's display options) has 4. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unsafeText(text: string): string | undefined {
  // PostgreSQL refuses NUL in text columns: left alone, it surfaces as a database error (a 500).
  if (text.includes('\0')) return 'Input must not contain NUL characters.';
  if (LONE_SURROGATE.test(text)) return 'Input must be valid Unicode text.';
  return undefined;
}

/**
 * Why a value sent by a client cannot be accepted (NUL characters, text that is not valid
 * Unicode, nesting deeper than `maxDepth`), or undefined when it can. Walks without recursion, so
 * a body of a million nested arrays is refused rather than overflowing the stack.
 */
export function unsafeInputReason(value: unknown, maxDepth = MAX_INPUT_DEPTH): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      const reason = unsafeText(current);
      if (reason) return reason;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return `Input is nested too deeply (at most ${maxDepth} levels).`;
    for (const [key, child] of Object.entries(current)) {
      const reason = unsafeText(key);
      if (reason) return reason;
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * The first unsafe string literal of a document, found once per parsed document: Apollo Server
 * hands the same DocumentNode to every request with the same text (its document cache), and
 * visiting it on each call was a few percent of a subgraph's CPU per request.
 */
const literalVerdicts = new WeakMap<object, string | null>();
function unsafeLiteralReason(document: Parameters<typeof visit>[0]): string | undefined {
  let verdict = literalVerdicts.get(document);
  if (verdict === undefined) {
    let found: string | undefined;
    visit(document, {
      [Kind.STRING](node) {
        found ??= unsafeText(node.value);
      },
    });
    verdict = found ?? null;
    literalVerdicts.set(document, verdict);
  }
  return verdict ?? undefined;
}

const refused = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });

/**
 * Refuses an operation whose variables or string literals could not be stored or walked safely,
 * before anything executes: BAD_USER_INPUT, HTTP 400. The gateway runs it for /graphql and for
 * every REST facade operation, each subgraph for calls that reach it directly.
 */
export const inputGuardPlugin: ApolloServerPlugin<BaseContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ request, document }) {
        const fromVariables = unsafeInputReason(request.variables ?? {});
        if (fromVariables) throw refused(fromVariables);
        const fromLiterals = unsafeLiteralReason(document);
        if (fromLiterals) throw refused(fromLiterals);
      },
    };
  },
};
