import { type DocumentNode, Kind, type OperationDefinitionNode, OperationTypeNode, parse, print } from 'graphql';
import { GRAPHQL_LIMITS } from '@shop/server-kit';
import type { ChangeTopic } from './response-cache';

/**
 * Root fields of the public catalogue and what their answers depend on. Every field reachable
 * from them (Product, GameCategory, GameServer, CardDesign, Announcement) is public and the same
 * for every caller; a field that ever depends on the caller must not be listed here.
 */
const PUBLIC_ROOT_FIELDS: Record<string, ChangeTopic> = {
  products: 'catalog',
  product: 'catalog',
  gameCategories: 'catalog',
  servers: 'catalog',
  cardDesign: 'catalog',
  announcements: 'announcements',
};

export interface GraphqlRead {
  /** The operation printed from its syntax tree: whitespace and comments do not split the cache. */
  normalised: string;
  topic: ChangeTopic;
  /** The variables the operation declares: the only ones its answer can depend on. */
  variables: readonly string[];
  /**
   * When the operation asks for one product only (`product(id: …)` its one root field): the id,
   * given in the text or by a variable. Its answer is then about that product alone (a Product
   * reaches no other product), and a change of another product's stock leaves it cached.
   */
  product?: { value: number } | { variable: string };
}

/** What one document text was found to be: its operation's kind, and whether it is a cacheable public read. */
interface Classified {
  kind: OperationDefinitionNode['operation'] | null;
  read: GraphqlRead | null;
}

const MEMO_LIMIT = 500;
const memo = new Map<string, Classified>();
const UNKNOWN: Classified = { kind: null, read: null };

function operationsOf(document: DocumentNode): OperationDefinitionNode[] {
  return document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
}

function publicRead(document: DocumentNode, operation: OperationDefinitionNode | undefined): GraphqlRead | null {
  if (!operation || operation.operation !== OperationTypeNode.QUERY || operation.directives?.length) return null;
  const topics = new Set<ChangeTopic>();
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return null;
    if (selection.name.value === '__typename') continue;
    const topic = PUBLIC_ROOT_FIELDS[selection.name.value];
    if (!topic) return null;
    topics.add(topic);
  }
  // One topic per answer keeps invalidation exact; a query mixing both is simply not cached.
  if (topics.size !== 1) return null;
  const product = oneProduct(operation);
  return {
    normalised: print(document),
    topic: [...topics][0],
    variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
    ...(product ? { product } : {}),
  };
}

/** The id of `product(id: …)` when that is the operation's only root field (besides `__typename`). */
function oneProduct(operation: OperationDefinitionNode): GraphqlRead['product'] {
  const fields = operation.selectionSet.selections.filter(
    (selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename',
  );
  const [field] = fields;
  if (fields.length !== 1 || field.kind !== Kind.FIELD || field.name.value !== 'product') return undefined;
  const id = field.arguments?.find((argument) => argument.name.value === 'id')?.value;
  if (id?.kind === Kind.INT) return { value: Number(id.value) };
  if (id?.kind === Kind.VARIABLE) return { variable: id.name.value };
  return undefined;
}

function classify(query: string, operationName: string | undefined): Classified {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
  } catch {
    return UNKNOWN;
  }
  const operations = operationsOf(document);
  const named =
    operationName === undefined
      ? operations[0]
      : operations.find((operation) => operation.name?.value === operationName);
  // A read is cached only when the operation it runs is certain: without a name, the one operation.
  const certain = operationName === undefined && operations.length !== 1 ? undefined : named;
  return { kind: named?.operation ?? null, read: publicRead(document, certain) };
}

/** One parse per document text for the cache and the throttles; remembered per query text (bounded). */
function classified(query: string, operationName: string | undefined): Classified {
  const memoKey = `${operationName ?? ''}\n${query}`;
  let found = memo.get(memoKey);
  if (found === undefined) {
    // Past the limits the gateway refuses the document anyway: nothing to classify or remember.
    found = query.length > GRAPHQL_LIMITS.maxQueryLength ? UNKNOWN : classify(query, operationName);
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value!);
    memo.set(memoKey, found);
  }
  return found;
}

/** Whether a GraphQL request is a cacheable public read. */
export const classifyGraphqlRead = (query: string, operationName: string | undefined): GraphqlRead | null =>
  classified(query, operationName).read;

/** Whether a GraphQL request runs a mutation (a document that does not parse: no). */
export const isGraphqlMutation = (query: string, operationName: string | undefined): boolean =>
  classified(query, operationName).kind === OperationTypeNode.MUTATION;

/** Variables nested deeper than any input of the schema are not a catalogue read worth keeping. */
const MAX_VARIABLE_DEPTH = 16;

/**
 * JSON with object keys sorted, so `{a,b}` and `{b,a}` variables share an entry; null when the
 * value nests deeper than MAX_VARIABLE_DEPTH (the request then simply bypasses the cache and gets
 * GraphQL's own validation error).
 */
export function stableJson(value: unknown, depth = 0): string | null {
  if (depth > MAX_VARIABLE_DEPTH) return null;
  if (Array.isArray(value) || (value && typeof value === 'object')) {
    const entries = Array.isArray(value)
      ? value.map((item) => [null, item] as const)
      : Object.keys(value)
          .sort()
          .map((key) => [key, (value as Record<string, unknown>)[key]] as const);
    const parts: string[] = [];
    for (const [key, item] of entries) {
      const text = stableJson(item, depth + 1);
      if (text === null) return null;
      parts.push(key === null ? text : `${JSON.stringify(key)}:${text}`);
    }
    return Array.isArray(value) ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
