import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  buildSchema,
  getIntrospectionQuery,
  Kind,
  Lexer,
  parse,
  print,
  Source,
  TokenKind,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { GRAPHQL_LIMITS, graphqlHardening, maxListsRule } from '../packages/server-kit/src';
import { identityHeaders } from '../test-support/identity';
import { type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';
import { RawSession } from './fuzz-client';

// Battery item 5: GraphQL limits in the gateway and in each subgraph. Introspection and field
// suggestions are off (GRAPHQL_INTROSPECTION is unset here, as in production), and a document
// too long, too deep, too wide (aliases), too costly or with too many tokens is refused with a
// 4xx before anything runs, while every operation the shop itself sends stays well inside.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');

interface Answer {
  status: number;
  errors: Array<{ message: string; extensions?: { code?: string } }>;
  data: unknown;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { errors?: Answer['errors']; data?: unknown };
  return { status: response.status, errors: parsed.errors ?? [], data: parsed.data };
}

const aliased = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** Ten spreads of ten spreads of ten spreads: few tokens, a thousand times the leaf's cost. */
const fragmentBomb = (leaf: string) =>
  `{ ...F3 } fragment F3 on Query { ${'...F2 '.repeat(10)}} fragment F2 on Query { ${'...F1 '.repeat(10)}} fragment F1 on Query { ${'...F0 '.repeat(10)}} fragment F0 on Query { ${leaf} }`;

/** No type of the schema nests deeper than 4 today, so a deeper document names fields that do not exist: the depth rule reports it anyway. */
const nested = (leaf: string, depth: number) =>
  `{ ${leaf.split(' ')[0]} ${'{ deeper '.repeat(depth - 1)}{ id }${' }'.repeat(depth - 1)} }`;

/** A request each limit must refuse, with the part of the message that names the limit. */
function attacks(leaf: string) {
  return {
    introspection: { query: getIntrospectionQuery(), expect: /introspection/i },
    typeIntrospection: { query: '{ __type(name: "Query") { fields { name } } }', expect: /introspection/i },
    aliases500: { query: aliased(500, leaf), expect: /token|alias|too long/i },
    aliases16: { query: aliased(GRAPHQL_LIMITS.maxAliases + 1, leaf), expect: /aliases limit/i },
    lists: { query: aliased(GRAPHQL_LIMITS.maxLists + 1, leaf), expect: /lists limit/i },
    cost: { query: fragmentBomb(leaf), expect: /cost limit/i },
    depth: { query: nested(leaf, GRAPHQL_LIMITS.maxDepth + 4), expect: /depth limit/i },
    tokens: { query: `{ ${'a '.repeat(GRAPHQL_LIMITS.maxTokens)}}`, expect: /tokens/i },
    oversize: { query: `{ ${leaf} } # ${'x'.repeat(GRAPHQL_LIMITS.maxQueryLength)}`, expect: /too long/i },
  };
}

function expectRefused(answer: Answer, expected: RegExp, label: string) {
  const messages = answer.errors.map((error) => error.message).join(' | ');
  expect({ label, status: answer.status >= 400 && answer.status < 500, data: answer.data ?? null }).toEqual({
    label,
    status: true,
    data: null,
  });
  expect({ label, messages }).toEqual({ label, messages: expect.stringMatching(expected) });
  for (const error of answer.errors)
    expect(['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST']).toContain(
      error.extensions?.code,
    );
}

/** Every operation of the microfrontends and the facade, each with the fragments it uses. */
function shopOperations(): Array<{ name: string; document: DocumentNode; text: string }> {
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory())
        return ['node_modules', 'dist', 'gql', 'generated'].includes(entry.name)
          ? []
          : files(path.join(dir, entry.name));
      return entry.name.endsWith('.graphql') ? [path.join(dir, entry.name)] : [];
    });
  return ['mfe-shell', 'mfe-storefront', 'mfe-account', 'mfe-admin', 'gateway'].flatMap((project) => {
    const definitions = files(path.join(root, project, 'src')).flatMap(
      (file) => parse(fs.readFileSync(file, 'utf8')).definitions,
    );
    const fragments = new Map(
      definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    return definitions
      .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
      .map((operation) => {
        const used = new Set<string>();
        const pending: Array<OperationDefinitionNode | FragmentDefinitionNode> = [operation];
        while (pending.length) {
          visit(pending.pop()!, {
            FragmentSpread(node) {
              if (used.has(node.name.value)) return;
              used.add(node.name.value);
              pending.push(fragments.get(node.name.value)!);
            },
          });
        }
        const own: DocumentNode = {
          kind: Kind.DOCUMENT,
          definitions: [operation, ...[...used].map((name) => fragments.get(name)!)],
        };
        // As Apollo Client sends it from the browser: with __typename in every selection set.
        const document = project === 'gateway' ? own : addTypenameToDocument(own);
        return { name: `${project}:${operation.name?.value}`, document, text: print(document) };
      });
  });
}

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

describe('GraphQL limits', () => {
  let shop: Shop;
  let stack: Stack;
  let guest: RawSession;

  /** A request to the gateway's /graphql as the public sends it (a guest session with its anti-forgery token). */
  async function gateway(body: unknown): Promise<Answer> {
    const answer = await guest.send('POST', '/graphql', JSON.stringify(body), { 'content-type': 'application/json' });
    const parsed = answer.body as { errors?: Answer['errors']; data?: unknown };
    return { status: answer.status, errors: parsed.errors ?? [], data: parsed.data };
  }

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
    guest = await new RawSession(stack.url).start();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('lets every operation the microfrontends and the REST facade send pass, with room to spare', () => {
    const schema = buildSchema(fs.readFileSync(path.join(root, 'contracts/schema.graphql'), 'utf8'));
    const { validationRules } = graphqlHardening({});
    const widest = { depth: 0, aliases: 0, lists: 0, cost: 0, tokens: 0, length: 0 };
    const measure = (key: keyof typeof widest) => [
      (_context: unknown, details: { n: number }) => (widest[key] = Math.max(widest[key], details.n)),
    ];
    const refused: string[] = [];
    const operations = shopOperations();
    for (const { name, document, text } of operations) {
      const errors = validate(schema, document, validationRules ?? []);
      if (errors.length) refused.push(`${name}: ${errors.map((error) => error.message).join('; ')}`);
      validate(schema, document, [
        maxDepthRule({ n: Infinity, flattenFragments: true, onAccept: measure('depth') }),
        maxAliasesRule({ n: Infinity, onAccept: measure('aliases') }),
        costLimitRule({ maxCost: Infinity, flattenFragments: true, onAccept: measure('cost') }),
        maxListsRule(Infinity, (n) => measure('lists')[0](null, { n })),
      ]);
      widest.tokens = Math.max(widest.tokens, tokenCount(text));
      widest.length = Math.max(widest.length, text.length);
    }
    figure('graphql limits: shop operations checked', operations.length);
    figure('graphql limits: deepest shop operation / limit', `${widest.depth} / ${GRAPHQL_LIMITS.maxDepth}`);
    figure(
      'graphql limits: most aliases in a shop operation / limit',
      `${widest.aliases} / ${GRAPHQL_LIMITS.maxAliases}`,
    );
    figure(
      'graphql limits: most root lists in a shop operation / limit',
      `${widest.lists} / ${GRAPHQL_LIMITS.maxLists}`,
    );
    figure('graphql limits: costliest shop operation / limit', `${widest.cost} / ${GRAPHQL_LIMITS.maxCost}`);
    figure('graphql limits: most tokens in a shop operation / limit', `${widest.tokens} / ${GRAPHQL_LIMITS.maxTokens}`);
    figure(
      'graphql limits: longest shop operation (characters) / limit',
      `${widest.length} / ${GRAPHQL_LIMITS.maxQueryLength}`,
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(refused).toEqual([]);
    // Half of every limit at most: a new screen should not meet a limit by accident.
    expect(widest.depth * 1.5).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxDepth);
    expect(widest.aliases * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxAliases);
    expect(widest.lists * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxLists);
    expect(widest.cost * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
    expect(widest.tokens * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxTokens);
    expect(widest.length * 2).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxQueryLength);
  });

  it('refuses introspection, 500 aliased product lists, deep, costly, long and oversize documents at the gateway', async () => {
    let refusals = 0;
    for (const [label, attack] of Object.entries(attacks('products { id title }'))) {
      expectRefused(await gateway({ query: attack.query }), attack.expect, `gateway ${label}`);
      refusals += 1;
    }
    figure(
      'graphql limits: gateway attacks refused (introspection x2, 500 aliases, 16 aliases, 5 lists, cost, depth, tokens, size)',
      refusals,
    );
  });

  it('costs a full-catalogue list by its size: 15 aliased product lists are refused, as many as the list limit are served', async () => {
    // Fifteen is within the alias limit: only the list limit refuses it.
    const fifteen = await gateway({ query: aliased(GRAPHQL_LIMITS.maxAliases, 'products { id }') });
    expectRefused(fifteen, /lists limit/i, 'gateway 15 aliased product lists');
    // Also when the lists hide in fragments, or mix several list fields.
    const mixed = await gateway({
      query:
        '{ ...A ... on Query { b: products { id } } c: announcements { id } d: servers { code } } fragment A on Query { a: products { id } e: gameCategories { id } }',
    });
    expectRefused(mixed, /lists limit/i, 'gateway 5 lists through fragments');
    // The same list asked twice under one name is one list (GraphQL merges the fields).
    const merged = await gateway({
      query: '{ products { id } products { title } ...P } fragment P on Query { products { id } }',
    });
    expect(merged.status).toBe(200);
    const allowed = await gateway({ query: aliased(GRAPHQL_LIMITS.maxLists, 'products { id }') });
    expect(allowed.status).toBe(200);
    expect(Object.keys(allowed.data as object)).toHaveLength(GRAPHQL_LIMITS.maxLists);
    figure(
      'graphql limits: aliased full product lists served / refused',
      `${GRAPHQL_LIMITS.maxLists} / ${GRAPHQL_LIMITS.maxLists + 1}+ (15 refused: ${fifteen.status})`,
    );
  });

  it('keeps field and enum suggestions out of error messages', async () => {
    const mistakes = [
      { query: '{ products { titl } }' },
      { query: '{ prodcts { id } }' },
      { query: 'query($s: TicketStatus) { tickets(status: $s) { id } }', variables: { s: 'Opn' } },
      { query: 'query($f: ProductFilterInput) { products(filter: $f) { id } }', variables: { f: { gam: 'lol' } } },
      { query: '{ tickets(status: Opn) { id } }' },
    ];
    let suggestions = 0;
    for (const mistake of mistakes) {
      const answer = await gateway(mistake);
      expect(answer.status).toBe(400);
      expect(answer.errors.length).toBeGreaterThan(0);
      suggestions += answer.errors.filter((error) => /did you mean/i.test(error.message)).length;
    }
    figure('graphql limits: suggestions in error messages (5 misspelt requests)', suggestions);
    expect(suggestions).toBe(0);
  });

  it.each([
    ['catalog', 'products { id title }'],
    ['commerce', 'recentPurchases { id username }'],
    ['support', 'announcements { id title }'],
  ] as const)(
    'the %s subgraph, reached directly with a valid identity token, enforces the same limits',
    async (name, leaf) => {
      const url = stack.subgraphUrls[name];
      const headers = identityHeaders(name, { userId: null, isAdmin: false });
      const served = await post(url, { query: `{ ${leaf} }` }, headers);
      expect(served.status).toBe(200);
      let refusals = 0;
      for (const [label, attack] of Object.entries(attacks(leaf))) {
        expectRefused(await post(url, { query: attack.query }, headers), attack.expect, `${name} ${label}`);
        refusals += 1;
      }
      const misspelt = await post(url, { query: `{ ${leaf.replace(/ \{ id/, ' { idd')} }` }, headers);
      expect(misspelt.status).toBe(400);
      expect(misspelt.errors.map((error) => error.message).join(' ')).not.toMatch(/did you mean/i);
      figure(`graphql limits: ${name} subgraph attacks refused directly`, refusals);
    },
  );
});
