// The operations check (scripts/lib/operations-check.cjs, a step of `npm test`): every operation
// of the four microfrontends and of the REST facade validates against the composed supergraph,
// and a supergraph that removes or retypes a field one of them uses fails naming that operation.
// The broken supergraphs are in-memory copies of contracts/supergraph.graphql with one edit.
import type { GraphQLSchema } from 'graphql';

interface Operation {
  target: string;
  file: string;
  name: string;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with scripts/operations-check.mjs
const check = require('../../scripts/lib/operations-check.cjs') as {
  apiSchemaOf(sdl: string): GraphQLSchema;
  checkOperations(schema: GraphQLSchema, operations: Operation[]): string[];
  collectOperations(): Operation[];
  supergraphSdl(): string;
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
