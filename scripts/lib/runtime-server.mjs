// One gateway runtime over our supergraph for `npm run bench -- runtimes`, bare (no sessions,
// anti-forgery, audit, throttles or cache), in a process of its own:
// `node runtime-server.mjs apollo|hive|hive-nodedup` with CATALOG_URL, COMMERCE_URL, SUPPORT_URL and the
// gateway's keys in the environment; prints `listening <port>` and serves POST /graphql on
// 127.0.0.1.
//  - apollo: @apollo/gateway in Apollo Server as gateway/src/graphql/gateway.ts sets it up (the
//    gateway's own IdentityDataSource over undici, its hardening and error formatting).
//  - hive: Hive Gateway runtime with the Rust query planner (@graphql-hive/router-runtime), as it
//    ships: its HTTP executor shares one subgraph call among identical queries in flight (same URL,
//    headers and body), which @apollo/gateway does not do;
//  - hive-nodedup: the same without that sharing, like for like with apollo.
// Both send every subgraph call the gateway's signed identity token for that subgraph
// (`signIdentity`, reused as the gateway reuses it) and a request id. The caller's identity is
// the `x-bench-user` header (a user id; guest without it): a bench-only stand-in for the session,
// on a port bound to 127.0.0.1 for the length of the bench.
import fs from 'node:fs';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
const {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  lightFetch,
  signIdentity,
} = require('../../packages/server-kit/dist/index.js');

const kind = process.argv[2];
const subgraphUrls = {
  catalog: process.env.CATALOG_URL,
  commerce: process.env.COMMERCE_URL,
  support: process.env.SUPPORT_URL,
};
const supergraphSdl = fs.readFileSync(path.join(root, 'contracts', 'supergraph.graphql'), 'utf8');

/** The identity the session would carry: a user id from `x-bench-user`, else a guest. */
function identityOf(headers) {
  const user = Number(headers['x-bench-user']);
  return { userId: Number.isInteger(user) && user > 0 ? user : null, isAdmin: false };
}

async function apolloHandler() {
  const { ApolloGateway } = require('@apollo/gateway');
  const { HeaderMap } = require('@apollo/server');
  const { apolloServer } = require('../../gateway/dist/graphql/gateway.js');
  const { IdentityDataSource } = require('../../gateway/dist/graphql/identity-data-source.js');
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => new IdentityDataSource({ url: subgraphUrls[name], fetcher: lightFetch }, name),
  });
  const server = apolloServer(gateway);
  await server.start();
  return async (req, res, body) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value);
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers, search: '', body: JSON.parse(body) },
      context: async () => ({ identity: identityOf(req.headers), requestId: randomUUID() }),
    });
    const out = {};
    for (const [key, value] of answer.headers) out[key] = value;
    res.writeHead(answer.status ?? 200, out);
    if (answer.body.kind === 'complete') res.end(answer.body.string);
    else {
      for await (const chunk of answer.body.asyncIterator) res.write(chunk);
      res.end();
    }
  };
}

async function hiveHandler(deduplicate) {
  const { createGatewayRuntime } = await import('@graphql-hive/gateway-runtime');
  const { unifiedGraphHandler } = await import('@graphql-hive/router-runtime');
  // The subgraph each URL belongs to: the token's audience.
  const subgraphOf = new Map(Object.entries(subgraphUrls).map(([name, url]) => [url, name]));
  let supergraph = supergraphSdl;
  for (const [name, url] of Object.entries(subgraphUrls))
    supergraph = supergraph.replace(new RegExp(`(name: "${name}", url: )"[^"]*"`), `$1"${url}"`);
  const runtime = createGatewayRuntime({
    supergraph,
    unifiedGraphHandler,
    logging: false,
    landingPage: false,
    graphiql: false,
    // Subgraph errors as they are, so that a broken setup shows in the bench's answer check.
    maskedErrors: false,
    transportEntries: { '*.http': { options: { deduplicateInflightRequests: deduplicate } } },
    plugins: () => [
      {
        onFetch({ url, options, setOptions, context }) {
          const subgraph = subgraphOf.get(url);
          if (!subgraph) throw new Error(`no subgraph at ${url}`);
          const identity = identityOf(Object.fromEntries(context.request.headers));
          setOptions({
            ...options,
            headers: {
              ...options.headers,
              [IDENTITY_HEADER]: signIdentity(identity, subgraph),
              [REQUEST_ID_HEADER]: randomUUID(),
            },
          });
        },
      },
    ],
  });
  return (req, res) => runtime(req, res);
}

const handlers = { apollo: apolloHandler, hive: () => hiveHandler(true), 'hive-nodedup': () => hiveHandler(false) };
if (!handlers[kind]) throw new Error(`unknown runtime '${kind}' (apollo, hive or hive-nodedup)`);
const handler = await handlers[kind]();

const server = http.createServer((req, res) => {
  if (req.url === '/health') return res.end('ok');
  if (kind !== 'apollo') return handler(req, res);
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    handler(req, res, Buffer.concat(chunks).toString('utf8')).catch((error) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: String(error) }] }));
    });
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
