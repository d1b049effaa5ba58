import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { openApiDocument } from '../gateway/src/rest/openapi';
import { ROUTES } from '../gateway/src/rest/registry';
import { facadeRoutes } from '../test-support/facade-routes';
import { type Stack } from '../test-support/stack';
import { startShop, type Shop } from '../test-support/shop';
import { figure } from './figure';
import { inParallel, RawSession, type RawAnswer } from './fuzz-client';

// Battery item 3: no bad input gets a 5xx. Every route of the REST facade, as enumerated from its
// express router, gets a corpus of bad values in its path parameters, query string and body, as a
// guest, a customer and an admin; /graphql gets malformed documents and every facade operation
// with bad variables.
process.env.RATE_LIMITS ??= 'off';
jest.setTimeout(240_000);

const PARALLEL = 8;
/**
 * `npm test` sends each bad input on each route once, as one of the roles in turn (the guest alone
 * sends what only parsers read); `npm run test:load` (FUZZ_EVERY_ROLE=1) sends every one as every role.
 */
const EVERY_ROLE = process.env.FUZZ_EVERY_ROLE === '1';
/** Whether the `index`th of several alternatives goes to the `role`th of `roles` roles: all of them, or one in turn. */
const sentBy = (index: number, role: number, roles: number) => EVERY_ROLE || (index + role) % roles === 0;

interface Route {
  method: string;
  path: string;
}

/** The facade's routes, read from the router restFacade builds (nothing runs: no server is needed to list them). */
function facadeRoutesUnderApi(): Route[] {
  return facadeRoutes().map((route) => ({ ...route, path: `/api${route.path}` }));
}

/**
 * Every body and query field name the facade reads, so that each reaches the code that reads it:
 * the fields of each route's query and JSON body as the OpenAPI document (generated from the
 * routes' schemas) lists them, and any field a source file still reads by hand.
 */
function facadeFieldNames(): string[] {
  const names = new Set<string>();
  const document = openApiDocument(ROUTES) as {
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: any }>>;
  };
  for (const operation of Object.values(document.paths).flatMap((item) => Object.values(item))) {
    for (const parameter of operation.parameters ?? []) if (parameter.in === 'query') names.add(parameter.name);
    const body = operation.requestBody?.content?.['application/json']?.schema as
      { properties?: Record<string, unknown> } | undefined;
    for (const name of Object.keys(body?.properties ?? {})) names.add(name);
  }
  const dir = path.resolve(__dirname, '../gateway/src/rest');
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts'))) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/\w+\([\w.()]+, '([A-Za-z_]\w*)'/g)) names.add(match[1]);
    for (const match of source.matchAll(/(?:body\(req\)|input|source|fields|feature|req\.query)\.([A-Za-z_]\w*)/g))
      names.add(match[1]);
  }
  return [...names].sort();
}

const PATH_VALUES = [
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%',
  '%ZZ',
  '%C3%28',
  '%ED%A0%80',
  '%FF%FE',
  '1e400',
  '18446744073709551616',
  '2147483648',
  '-1',
  '1.5',
  '%5B%5D',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
];

/**
 * Every field at once. The long value shares about 12 KB between the fields (at most 200
 * characters each), so the URL stays under Node's 16 KB header limit (beyond it Node answers 431
 * itself) however many fields the facade reads.
 */
const queryValues = (fieldCount: number) => [
  '%00',
  '%E0%A4%A',
  '%ED%A0%80',
  '1e400',
  '18446744073709551616',
  '-1',
  '1.5',
  'x'.repeat(Math.min(200, Math.floor(12_000 / Math.max(fieldCount, 1)))),
];

/** JSON texts put in every field of a body (raw, so that 1e400 and lone surrogates travel as written). */
const FIELD_VALUES = [
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '1e400',
  '18446744073709551616',
  '2147483648',
  '-1',
  '1.5',
  '"1e400"',
  '"9999999999.99"',
  '"+275760-09-13T00:00:00.000Z"',
  'true',
  'null',
  '[]',
  '{}',
  '[1,"a",null]',
  '{"a":{"b":"\\u0000"}}',
  `"${'x'.repeat(10_000)}"`,
  `${'['.repeat(2_000)}${']'.repeat(2_000)}`,
];

/** Ids in paths while the body or query is fuzzed: an existing record for writes, so the body reaches the code that would change it. */
const NEUTRAL_ID = '999999';
const EXISTING_ID = '1';

interface Attempt {
  kind: string;
  method: string;
  path: string;
  body?: string | Buffer | (() => FormData);
  headers?: Record<string, string>;
  /**
   * Garbage whatever the route: malformed at the parser (broken JSON, invalid UTF-8), text no
   * route may store (NUL, lone surrogates, refused at the edge), an impossible path parameter. It
   * must be refused (a 4xx); a success would mean the garbage went in.
   */
  mustRefuse?: boolean;
}

/**
 * Path values that are garbage in any parameter (NUL, broken percent-encoding, invalid UTF-8); an
 * id parameter refuses every value of the corpus (none is an id), while a slug may be looked up
 * and found empty (a 200 with nothing, like any unknown game).
 */
const ALWAYS_BAD_PATH = new Set(['%00', 'a%00b', '%E0%A4%A', '%', '%ZZ', '%C3%28', '%ED%A0%80', '%FF%FE']);
/** A query value refused in any field, read or not (docs/security.md "Bad input and GraphQL limits"): NUL. */
const ALWAYS_BAD_QUERY = new Set(['%00']);
/** Field values refused in any JSON body, read or not: NUL and lone surrogates. */
const ALWAYS_BAD_FIELD = new Set(['"\\u0000"', '"a\\u0000b"', '"\\ud800"']);

/**
 * The attempts on one route: its path, query or body fields, then (not for GET) raw bodies and
 * multipart forms, which are parsed before any route code runs, whoever sends them, so only the
 * guest sends those (`parsersOnly`).
 */
function attemptsFor(route: Route, fields: string[]): Attempt[] {
  const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  const withParams = (values: Record<string, string>, fallback = NEUTRAL_ID) =>
    route.path.replace(/:(\w+)/g, (_all, name: string) => values[name] ?? fallback);
  const base = withParams({}, route.method === 'DELETE' ? NEUTRAL_ID : EXISTING_ID);
  const { method } = route;
  const attempts: Attempt[] = [];
  for (const param of params) {
    for (const value of PATH_VALUES) {
      attempts.push({
        kind: 'path',
        method,
        path: withParams({ [param]: value }),
        mustRefuse: /id$/i.test(param) || ALWAYS_BAD_PATH.has(value),
      });
    }
  }
  if (method === 'GET') {
    for (const value of queryValues(fields.length)) {
      attempts.push({
        kind: 'query',
        method,
        path: `${base}?${fields.map((name) => `${name}=${value}`).join('&')}`,
        mustRefuse: ALWAYS_BAD_QUERY.has(value),
      });
    }
    attempts.push({ kind: 'query', method, path: `${base}?${fields.map((name) => `${name}=1&${name}=2`).join('&')}` });
    attempts.push({ kind: 'query', method, path: `${base}?${fields.map((name) => `${name}[a]=1`).join('&')}` });
    return attempts;
  }
  const json = { 'content-type': 'application/json' };
  for (const value of FIELD_VALUES) {
    attempts.push({
      kind: 'body',
      method,
      path: base,
      body: `{${fields.map((name) => `"${name}":${value}`).join(',')}}`,
      headers: json,
      mustRefuse: ALWAYS_BAD_FIELD.has(value),
    });
  }
  const nested = Object.fromEntries(fields.map((name) => [name, [{ [name]: '\u0000' }]]));
  attempts.push({ kind: 'body', method, path: base, body: JSON.stringify(nested), headers: json, mustRefuse: true });
  // [body, content type, refused whatever the route (malformed before any route reads it)]
  const raw: Array<[string | Buffer, string, boolean]> = [
    ['{"a":', 'application/json', true],
    ['[1,2,3]', 'application/json', false],
    ['"text"', 'application/json', false],
    [Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), 'application/json', true],
    [`{"a":"x"}`, 'application/json; charset=utf-16', true],
    [`${'['.repeat(200_000)}${']'.repeat(200_000)}`, 'application/json', true],
    [JSON.stringify({ padding: 'x'.repeat(1_100_000) }), 'application/json', !/bulk-import/.test(route.path)],
    [`{"email":"a@b.c"}`, 'text/plain', false],
    ['email=a%00b&password=%ED%A0%80', 'application/x-www-form-urlencoded', false],
  ];
  for (const [body, contentType, mustRefuse] of raw)
    attempts.push({ kind: 'raw', method, path: base, body, headers: { 'content-type': contentType }, mustRefuse });
  const form =
    (values: (name: string) => string, files: Array<[string, Blob]> = []) =>
    () => {
      const data = new FormData();
      for (const name of fields) data.append(name, values(name));
      for (const [name, file] of files) data.append('attachment', file, name);
      return data;
    };
  const png = new Blob([Buffer.from('89504e470d0a1a0a', 'hex')], { type: 'image/png' });
  attempts.push(
    { kind: 'multipart', method, path: base, body: form(() => 'a\u0000b') },
    { kind: 'multipart', method, path: base, body: form(() => '\ud800') },
    { kind: 'multipart', method, path: base, body: form(() => 'x'.repeat(70_000)) },
    { kind: 'multipart', method, path: base, body: form(() => '1e400', [['../../etc/passwd\u0000.png', png]]) },
    {
      kind: 'multipart',
      method,
      path: base,
      body: form(
        () => '-1',
        [
          ['a.png', png],
          ['b.png', png],
        ],
      ),
    },
  );
  return attempts;
}

/** Raw bodies and multipart forms: what only the body parsers read. */
const parsersOnly = (attempt: Attempt) => attempt.kind === 'raw' || attempt.kind === 'multipart';

/** What is wrong with an answer to bad input, or undefined when it is a proper refusal (or a success). */
function judge(answer: RawAnswer): string | undefined {
  const snippet = JSON.stringify(answer.body).slice(0, 160);
  if (answer.status >= 500) return `${answer.status} ${snippet}`;
  if (answer.status >= 400) {
    const body = answer.body as { message?: unknown; error?: unknown } | undefined;
    if (typeof body?.message !== 'string' || !body.message) return `${answer.status} without a message: ${snippet}`;
    if (typeof body.error !== 'string') return `${answer.status} without an error field: ${snippet}`;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// /graphql: malformed requests, and every facade operation with wrong variables.

const BAD_VARIABLE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  2 ** 64,
  -1,
  1.5,
  2147483648,
  true,
  [],
  {},
  [[[['deep']]]],
  'x'.repeat(10_000),
];

function facadeOperations(): Array<{ name: string; text: string; variables: string[] }> {
  const dir = path.resolve(__dirname, '../gateway/src/rest/operations');
  const definitions: DefinitionNode[] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(fs.readFileSync(path.join(dir, file), 'utf8')).definitions);
  const fragments = definitions
    .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
    .map((fragment) => fragment.loc!.source.body.slice(fragment.loc!.start, fragment.loc!.end));
  return definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const own = operation.loc!.source.body.slice(operation.loc!.start, operation.loc!.end);
      const used = fragments.filter((fragment) => own.includes(`...${fragment.split(/\s+/)[1]}`));
      return {
        name: operation.name!.value,
        text: [own, ...used].join('\n'),
        variables: (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
      };
    });
}

const GRAPHQL_MALFORMED: Array<{ label: string; body: string | Buffer; contentType?: string }> = [
  { label: 'query is a number', body: '{"query":1}' },
  { label: 'query is null', body: '{"query":null}' },
  { label: 'unterminated document', body: '{"query":"{ products { id "}' },
  { label: 'NUL in a string literal', body: '{"query":"{ cardDesign(gameSlug: \\"a\\u0000b\\") { gameSlug } }"}' },
  { label: 'raw NUL in the document', body: '{"query":"{ servers\\u0000 { id } }"}' },
  { label: 'lone surrogate escape', body: '{"query":"{ cardDesign(gameSlug: \\"\\\\ud800\\") { gameSlug } }"}' },
  { label: 'Int literal beyond 32 bits', body: '{"query":"{ product(id: 18446744073709551616) { id } }"}' },
  {
    label: 'Int variable 1e400',
    body: '{"query":"query($id: Int!) { product(id: $id) { id } }","variables":{"id":1e400}}',
  },
  {
    label: 'a date only a subgraph scalar refuses',
    body: '{"query":"mutation($i: AnnouncementInput!) { createAnnouncement(input: $i) { id } }","variables":{"i":{"title":"t","content":"c","expiresAt":"+275760-09-13T00:00:00.000Z"}}}',
  },
  { label: 'variables is a string', body: '{"query":"{ servers { id } }","variables":"x"}' },
  { label: 'variables is a list', body: '{"query":"{ servers { id } }","variables":[1]}' },
  { label: 'operationName is an object', body: '{"query":"{ servers { id } }","operationName":{}}' },
  { label: 'unknown operationName', body: '{"query":"query A { servers { id } }","operationName":"B"}' },
  { label: 'two operations, no name', body: '{"query":"query A { servers { id } } query B { servers { id } }"}' },
  { label: 'persisted query garbage', body: '{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}' },
  { label: 'persisted query version 2', body: '{"extensions":{"persistedQuery":{"version":2}}}' },
  { label: 'batched request', body: '[{"query":"{ servers { id } }"},{"query":"{ servers { id } }"}]' },
  { label: 'malformed JSON', body: '{"query":' },
  {
    label: 'invalid UTF-8',
    body: Buffer.from([0x7b, 0x22, 0x71, 0x75, 0x65, 0x72, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  },
  {
    label: 'deep variables',
    body: `{"query":"query($f: ProductFilterInput) { products(filter: $f) { id } }","variables":{"f":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
  },
  { label: 'oversize body', body: JSON.stringify({ query: `{ servers { id } } #${'x'.repeat(1_100_000)}` }) },
  { label: 'plain text', body: '{ servers { id } }', contentType: 'text/plain' },
  {
    label: 'mutation over a form post',
    body: 'query=mutation{logout}',
    contentType: 'application/x-www-form-urlencoded',
  },
];

describe('fuzzing the REST facade and /graphql', () => {
  let shop: Shop;
  let stack: Stack;
  const routes = facadeRoutesUnderApi();
  const fields = facadeFieldNames();

  beforeAll(async () => {
    shop = await startShop();
    stack = shop.stack;
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('lists the facade routes from its router', () => {
    // A smoke check that the walk found the routers mounted in the facade, not only its own layers.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/login' },
        { method: 'GET', path: '/api/products/:gameSlug' },
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
    expect(fields).toEqual(expect.arrayContaining(['email', 'productId', 'items', 'amount', 'limit', 'search']));
  });

  it('answers every bad input on every route, as a guest, a customer and an admin, with a 4xx and a message, never a 5xx', async () => {
    const sessions = {
      guest: await new RawSession(stack.url).start(),
      customer: await new RawSession(stack.url).start({
        username: 'fuzzer',
        email: 'fuzzer@shop.test',
        password: 'fuzz-pass-1',
      }),
      admin: await new RawSession(stack.url).start({ email: 'admin@shop.test', password: 'admin-password-1' }),
    };
    // Signing out would turn the customer and the admin into guests: that route runs last.
    const endsSession = (route: Route) => /logout/.test(route.path);
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    let closed = 0;
    let mustRefuse = 0;
    let accepted = 0;
    const lastPhase = routes.filter(endsSession);
    const roles = Object.entries(sessions);
    const attempts = new Map(routes.map((route) => [route, attemptsFor(route, fields)]));
    for (const phase of [routes.filter((route) => !endsSession(route)), lastPhase]) {
      const tasks = roles.flatMap(([role, session], roleIndex) =>
        phase.flatMap((route, routeIndex) => {
          return attempts
            .get(route)!
            .filter((attempt, i) =>
              parsersOnly(attempt) ? role === 'guest' : sentBy(routeIndex + i, roleIndex, roles.length),
            )
            .map((attempt) => async () => {
              const body = typeof attempt.body === 'function' ? attempt.body() : attempt.body;
              const answer = await session.send(attempt.method, attempt.path, body, attempt.headers);
              sent += 1;
              if (answer.status === 0) {
                closed += 1;
                if (attempt.kind !== 'raw')
                  failures.push(`${role} ${route.method} ${route.path} [${attempt.kind}] connection closed`);
                return;
              }
              const problem =
                judge(answer) ??
                (attempt.mustRefuse && answer.status < 400 ? `${answer.status}: garbage accepted` : undefined);
              if (answer.status >= 500) serverErrors += 1;
              if (attempt.mustRefuse) {
                mustRefuse += 1;
                if (answer.status < 400) accepted += 1;
              }
              if (problem)
                failures.push(
                  `${role} ${route.method} ${route.path} [${attempt.kind}] ${attempt.path.slice(0, 80)} -> ${problem}`,
                );
            });
        }),
      );
      if (phase === lastPhase) {
        // Still signed in after everything but the sign-out: the fuzz really ran as these roles.
        expect((await sessions.customer.send('GET', '/api/user')).status).toBe(200);
        expect((await sessions.admin.send('GET', '/api/user')).status).toBe(200);
      }
      await inParallel(tasks, PARALLEL);
    }
    if (process.env.FUZZ_REPORT) fs.writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    figure('fuzz facade: routes walked (from the router)', routes.length);
    figure(
      `fuzz facade: requests sent (3 roles, ${EVERY_ROLE ? 'each input as each' : 'each input as one in turn'})`,
      sent,
    );
    figure('fuzz facade: 5xx answers', serverErrors);
    figure(
      'fuzz facade: garbage that must be refused (any route) / answered with a success',
      `${mustRefuse} / ${accepted}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
    expect(accepted).toBe(0);
    expect(mustRefuse).toBeGreaterThan(sent / 3);
    expect(closed).toBeLessThan(sent / 10);
  });

  // The corpus puts one value in every field, so a write usually stops at its first invalid field.
  // These are well-formed values that passed the facade's own checks and once failed further in
  // (a subgraph scalar, the money parser), each on an otherwise valid body.
  it('answers well-formed but extreme values on otherwise valid writes with a 4xx', async () => {
    const admin = await new RawSession(stack.url).start({ email: 'admin@shop.test', password: 'admin-password-1' });
    const json = { 'content-type': 'application/json' };
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['POST', '/api/products', { title: 'Extreme', price: '9999999999.99' }],
      ['PUT', '/api/products/1', { basePrice: '9999999999.99' }],
      [
        'POST',
        '/api/products/bulk-import',
        { accounts: 'EUW:user:pass:1000', basePrice: '9999999999.99', title: 'Extreme' },
      ],
      ['POST', '/api/notifications', { title: 'Extreme', content: 'date', expiresAt: '+275760-09-13T00:00:00.000Z' }],
      [
        'POST',
        '/api/users',
        { username: 'extreme1', email: 'extreme1@shop.test', password: 'secret-pass', balance: '9999999999.99' },
      ],
    ];
    const statuses = [];
    for (const [method, url, body] of cases) {
      const answer = await admin.send(method, url, JSON.stringify(body), json);
      statuses.push(`${method} ${url} ${answer.status} ${judge(answer) ?? ''}`.trim());
    }
    figure(
      'fuzz facade: extreme well-formed values on valid writes answered 4xx',
      `${statuses.filter((line) => / 4\d\d$/.test(line)).length} of ${cases.length}`,
    );
    expect(statuses).toEqual(
      cases.map(([method, url]) =>
        expect.stringMatching(new RegExp(`^${method} ${url.replace(/[/]/g, '\\/')} 4\\d\\d$`)),
      ),
    );
  });

  it('answers malformed documents and wrong variables with 4xx-class GraphQL errors, never a 5xx', async () => {
    const guest = await new RawSession(stack.url).start();
    const admin = await new RawSession(stack.url).start({ email: 'admin@shop.test', password: 'admin-password-1' });
    const failures: string[] = [];
    let sent = 0;
    const check = (label: string, answer: RawAnswer) => {
      sent += 1;
      const errors = (answer.body as { errors?: Array<{ message?: string; extensions?: { code?: string } }> })?.errors;
      const code = errors?.[0]?.extensions?.code;
      const refusedWithoutCode = answer.status >= 400 && (typeof code !== 'string' || !errors?.[0]?.message);
      if (answer.status >= 500 || code === 'INTERNAL_SERVER_ERROR' || refusedWithoutCode) {
        failures.push(`${label} -> ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    };
    const tasks: Array<() => Promise<void>> = [];
    // Signing out turns the admin into a guest: that operation runs after all others.
    const lastTasks: Array<() => Promise<void>> = [];
    for (const [sessionIndex, session] of [guest, admin].entries()) {
      for (const { label, body, contentType } of GRAPHQL_MALFORMED) {
        tasks.push(async () =>
          check(
            label,
            await session.send('POST', '/graphql', body, { 'content-type': contentType ?? 'application/json' }),
          ),
        );
      }
      for (const query of ['%00', '%E0%A4%A', '%7B%20servers%20%7B%20id%20%7D%20%7D&variables=%ED%A0%80']) {
        tasks.push(async () =>
          check(
            `GET ?query=${query}`,
            await session.send('GET', `/graphql?query=${query}`, undefined, { 'apollo-require-preflight': 'true' }),
          ),
        );
      }
      for (const [operationIndex, operation] of facadeOperations().entries()) {
        const values = operation.variables.length ? BAD_VARIABLE_VALUES : [undefined];
        for (const [valueIndex, value] of values.entries()) {
          if (values.length > 1 && !sentBy(operationIndex + valueIndex, sessionIndex, 2)) continue;
          const variables = Object.fromEntries(operation.variables.map((name) => [name, value]));
          const body = JSON.stringify({ query: operation.text, variables });
          (/logout/i.test(operation.name) ? lastTasks : tasks).push(async () =>
            check(
              `${operation.name} with ${String(JSON.stringify(value)).slice(0, 30)}`,
              await session.send('POST', '/graphql', body, { 'content-type': 'application/json' }),
            ),
          );
        }
      }
    }
    await inParallel(tasks, PARALLEL);
    expect((await admin.send('GET', '/api/user')).status).toBe(200);
    await inParallel(lastTasks, PARALLEL);
    figure('fuzz /graphql: requests sent', sent);
    figure('fuzz /graphql: 5xx or INTERNAL_SERVER_ERROR answers', failures.length);
    expect(failures.slice(0, 40)).toEqual([]);
  });
});
