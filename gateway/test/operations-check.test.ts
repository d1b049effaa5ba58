// The operations check (scripts/lib/operations-check.cjs, a step of `npm test`): every operation
// of the four microfrontends and of the REST facade validates against the composed supergraph,
// and a supergraph that removes or retypes a field one of them uses fails naming that operation.
// The broken supergraphs are in-memory copies of contracts/supergraph.graphql with one edit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DocumentNode, GraphQLSchema } from 'graphql';

interface Operation {
  target: string;
  file: string;
  name: string;
}
interface ServiceCall {
  file: string;
  name: string;
  target: string;
  document: DocumentNode;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with scripts/operations-check.mjs
const check = require('../../scripts/lib/operations-check.cjs') as {
  apiSchemaOf(sdl: string): GraphQLSchema;
  checkOperations(schema: GraphQLSchema, operations: Operation[]): string[];
  collectOperations(): Operation[];
  supergraphSdl(): string;
  collectServiceCalls(root?: string): { calls: ServiceCall[]; problems: string[] };
  checkServiceCalls(schemas: Map<string, GraphQLSchema>, calls: ServiceCall[]): string[];
  subgraphSchemaOf(name: string, sdl: string): GraphQLSchema;
  subgraphSchemas(): Map<string, GraphQLSchema>;
};

const SUPERGRAPH = check.supergraphSdl();
const operations = check.collectOperations();

/**
 * The supergraph with one line of `type <typeName>` (the field `<field>:` or `<field>(`) rewritten;
 * a field rewritten to nothing loses its description too (two descriptions in a row do not parse).
 */
function editField(typeName: string, field: string, rewrite: (line: string) => string): string {
  const start = SUPERGRAPH.search(new RegExp(`^type ${typeName}\\b`, 'm'));
  expect(start).toBeGreaterThanOrEqual(0);
  const end = SUPERGRAPH.indexOf('\n}', start);
  const body = SUPERGRAPH.slice(start, end);
  // The field's line, with the description right above it when it has one.
  const line = new RegExp(`^(  """(?:(?!""")[\\s\\S])*"""\\n)?  ${field}[:(].*$`, 'm');
  expect(body).toMatch(line);
  const edited = body.replace(line, (whole: string, description: string | undefined) => {
    const rewritten = rewrite(whole.slice(description?.length ?? 0));
    return rewritten ? `${description ?? ''}${rewritten}` : '';
  });
  return SUPERGRAPH.slice(0, start) + edited + SUPERGRAPH.slice(end);
}

const problemsWith = (sdl: string) => check.checkOperations(check.apiSchemaOf(sdl), operations);

describe('the operations check', () => {
  it("finds the operations of every microfrontend and of the facade in codegen.yml's documents", () => {
    const targets = new Set(operations.map((operation) => operation.file.split('/')[0]));
    expect([...targets].sort()).toEqual(['gateway', 'mfe-account', 'mfe-admin', 'mfe-shell', 'mfe-storefront']);
    expect(operations.length).toBeGreaterThan(100);
    expect(operations).toContainEqual(
      expect.objectContaining({ file: 'mfe-shell/src/features/session/api/get-me.graphql', name: 'GetMe' }),
    );
    expect(operations).toContainEqual(
      expect.objectContaining({
        file: 'gateway/src/rest/operations/get-user-activity.graphql',
        name: 'GetUserActivity',
      }),
    );
  });

  it('passes on the committed supergraph', () => {
    expect(problemsWith(SUPERGRAPH)).toEqual([]);
  });

  it('fails naming every operation that selects a removed field', () => {
    const problems = problemsWith(editField('User', 'balance', () => ''));
    expect(problems).toContain(
      'mfe-shell/src/features/session/api/get-me.graphql: query GetMe: Cannot query field "balance" on type "User".',
    );
    expect(problems).toContain(
      'gateway/src/rest/operations/create-user.graphql: mutation CreateUser: Cannot query field "balance" on type "User".',
    );
    // Nothing else is reported: only the operations that use the field.
    expect(problems.every((problem) => problem.includes('"balance" on type "User"'))).toBe(true);
  });

  it('names the operations that use a field through a shared fragment', () => {
    const problems = problemsWith(editField('User', 'wallet', () => '  wallet: String! @join__field(graph: COMMERCE)'));
    expect(problems).toContain(
      'mfe-admin/src/features/users/api/get-admin-users.graphql: query GetAdminUsers: Field "wallet" must not have a selection since type "String!" has no subfields.',
    );
  });

  it("fails naming the facade's and the admin's operation when an argument is retyped", () => {
    const problems = problemsWith(
      editField('Query', 'userActivity', (line) => line.replace('userId: Int!', 'userId: String!')),
    );
    expect(problems).toEqual([
      'mfe-admin/src/features/users/api/get-user-activity.graphql: query GetAdminUserActivity: Variable "$userId" of type "Int!" used in position expecting type "String!".',
      'gateway/src/rest/operations/get-user-activity.graphql: query GetUserActivity: Variable "$userId" of type "Int!" used in position expecting type "String!".',
    ]);
  });

  it('fails when a field an operation selects into becomes a scalar (object retyped)', () => {
    const problems = problemsWith(editField('Query', 'me', () => '  me: String @join__field(graph: COMMERCE)'));
    expect(problems).toContain(
      'mfe-shell/src/features/session/api/get-me.graphql: query GetMe: Field "me" must not have a selection since type "String" has no subfields.',
    );
  });
});

describe("the operations check of the calls between services (against the called subgraph's contract)", () => {
  const root = path.resolve(__dirname, '..', '..');
  const { calls, problems } = check.collectServiceCalls();
  const contract = (name: string) => fs.readFileSync(path.join(root, 'contracts', `${name}.graphql`), 'utf8');
  /** Each subgraph's schema, `name`'s without `type <typeName>`'s field `<field>` (and its description). */
  const schemasWithout = (name: string, typeName: string, field: string) => {
    const sdl = contract(name);
    const start = sdl.search(new RegExp(`^type ${typeName}\\b`, 'm'));
    expect(start).toBeGreaterThanOrEqual(0);
    const end = sdl.indexOf('\n}', start);
    const line = new RegExp(`^(  """(?:(?!""")[\\s\\S])*"""\\n)?  ${field}[:(].*\\n`, 'm');
    expect(sdl.slice(start, end)).toMatch(line);
    const schemas = check.subgraphSchemas();
    schemas.set(
      name,
      check.subgraphSchemaOf(name, sdl.slice(0, start) + sdl.slice(start, end).replace(line, '') + sdl.slice(end)),
    );
    return schemas;
  };

  it("finds commerce's calls to catalog and support's to commerce, each with the subgraph it calls", () => {
    expect(problems).toEqual([]);
    expect(calls).toContainEqual(
      expect.objectContaining({
        file: 'subgraphs/commerce/src/modules/order/catalog.client.ts',
        name: 'PRODUCT_QUERY',
        target: 'catalog',
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        file: 'subgraphs/commerce/src/modules/import/catalog-import.client.ts',
        name: expect.stringMatching(/^CatalogImportClient\.saveProduct \(line \d+\)$/),
        target: 'catalog',
      }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        file: 'subgraphs/support/src/modules/ticket/commerce.client.ts',
        name: 'ORDER_OWNER',
        target: 'commerce',
      }),
    );
    expect(check.checkServiceCalls(check.subgraphSchemas(), calls)).toEqual([]);
  });

  it('fails naming the file and operation when catalog drops a field commerce reads through _entities', () => {
    const found = check.checkServiceCalls(schemasWithout('catalog', 'Product', 'blueEssence'), calls);
    expect(found).toEqual([
      'subgraphs/commerce/src/modules/order/catalog.client.ts: query FACTS_QUERY (to catalog): Cannot query field "blueEssence" on type "Product".',
    ]);
  });

  it('fails naming the file and operation when commerce drops a service-only field support calls', () => {
    const found = check.checkServiceCalls(schemasWithout('commerce', 'Query', 'serviceOrderOwner'), calls);
    expect(found).toEqual([
      'subgraphs/support/src/modules/ticket/commerce.client.ts: query ORDER_OWNER (to commerce): Cannot query field "serviceOrderOwner" on type "Query".',
    ]);
  });

  it('refuses a call whose query it cannot read or whose target it cannot tell, naming the file', () => {
    // A copy of the tree's pieces the scan reads, with one new client of commerce's.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'service-calls-'));
    try {
      const identity = path.join(copy, 'packages/server-kit/src/identity.ts');
      fs.mkdirSync(path.dirname(identity), { recursive: true });
      fs.copyFileSync(path.join(root, 'packages/server-kit/src/identity.ts'), identity);
      const client = path.join(copy, 'subgraphs/commerce/src/modules/new/new.client.ts');
      fs.mkdirSync(path.dirname(client), { recursive: true });
      fs.writeFileSync(
        client,
        [
          "import { callService, postGraphql } from '@shop/server-kit';",
          'const FIELDS = "id title";',
          'export const built = (url: string) =>',
          "  callService(url, 'catalog:read-products', `query { products { ${FIELDS} } }`, {});",
          'export const unsigned = (url: string, token: string) =>',
          "  postGraphql(url, token, 'query { servers { code } }', {});",
          'export const known = (url: string) =>',
          "  callService(url, 'catalog:read-products', 'query { products { id nope } }', {});",
          '',
        ].join('\n'),
      );
      const scanned = check.collectServiceCalls(copy);
      expect(scanned.problems).toEqual([
        'subgraphs/commerce/src/modules/new/new.client.ts:4: callService: its query is not a string literal or a string constant of the file, so it cannot be checked',
        'subgraphs/commerce/src/modules/new/new.client.ts:6: postGraphql: the service it calls cannot be read (a literal scope of SERVICE_SCOPES)',
      ]);
      expect(check.checkServiceCalls(check.subgraphSchemas(), scanned.calls)).toEqual([
        'subgraphs/commerce/src/modules/new/new.client.ts: query known (line 8) (to catalog): Cannot query field "nope" on type "Product".',
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
