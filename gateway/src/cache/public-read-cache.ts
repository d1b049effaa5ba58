import type { Request, RequestHandler, Response } from 'express';
import { unsafeInputReason } from '@shop/server-kit';
import {
  type CachedResponse,
  cacheKeyOf,
  type ChangeTopic,
  etagOf,
  ownedBody,
  type ResponseCache,
} from './response-cache';
import { classifyGraphqlRead, stableJson } from './graphql-reads';
import { Inflight } from './inflight';

/**
 * The public reads of the REST facade (paths under /api), what they depend on and the query
 * parameters their routes read (`products.routes.ts`, `catalog.routes.ts`). None of them depends
 * on the session: the same request gets the same answer for a guest and for an admin. Any other
 * query parameter changes nothing in the answer, so it is left out of the key: a cache buster
 * (`?_=1700000000`) is served from the entry of the plain request instead of making a new one.
 */
const REST_READS: Array<{ path: RegExp; topic: ChangeTopic; params: readonly string[]; aboutOneProduct?: true }> = [
  { path: /^\/products(?:\/all)?$/, topic: 'catalog', params: [] },
  // A product's detail is about that product only (the id is the path's last segment).
  { path: /^\/products\/detail\/[^/]+$/, topic: 'catalog', params: [], aboutOneProduct: true },
  { path: /^\/products\/[^/]+$/, topic: 'catalog', params: ['accountType', 'subCategory', 'server'] },
  { path: /^\/(?:game-categories|servers|card-design\/[^/]+)$/, topic: 'catalog', params: [] },
  { path: /^\/card-design$/, topic: 'catalog', params: ['gameSlug', 'accountType', 'subCategory'] },
  { path: /^\/notifications$/, topic: 'announcements', params: [] },
];

/** A product id as the routes take it (digits only), or undefined: such a read is about no single product. */
function productId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Whether `path` (below /api) is one of the public reads. */
export const isPublicRestRead = (path: string) => REST_READS.some((route) => route.path.test(path));

/** The route's own parameters of a query string, in a fixed order (every value of each, as given). */
function knownParams(url: string, params: readonly string[]): string {
  if (!params.length) return '';
  const search = new URLSearchParams(url.slice(url.indexOf('?') + 1 || url.length));
  return params.map((name) => `${name}=${JSON.stringify(search.getAll(name))}`).join('&');
}

/** Browsers and proxies may keep a public read but must ask (with its ETag) before using it. */
const CACHE_CONTROL = 'public, no-cache';

/**
 * A GraphQL answer to a signed-in user stays `no-store` (middleware/no-store.ts) even when it is a
 * public read: what a signed-in browser keeps is never decided by which fields it asked for.
 */
const cacheControlFor = (req: Request) => (req.session?.userId !== undefined ? 'no-store' : CACHE_CONTROL);

function sendCached(req: Request, res: Response, response: CachedResponse): void {
  res.setHeader('X-Cache', 'HIT');
  res.setHeader('ETag', response.etag);
  res.setHeader('Cache-Control', cacheControlFor(req));
  res.statusCode = 200;
  // express's req.fresh (the `fresh` module): If-None-Match of a GET or HEAD against the ETag set
  // above, weak comparison and lists as RFC 9110 says; res.send of a miss does the same.
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', response.contentType);
  res.setHeader('Content-Length', response.body.length);
  res.end(req.method === 'HEAD' ? undefined : response.body);
}

/** Announcements end at their `expiresAt`: an answer that lists one must not outlive it. */
function earliestExpiry(value: unknown): number {
  let earliest = Infinity;
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'expiresAt' && typeof child === 'string')
          earliest = Math.min(earliest, Date.parse(child) || Infinity);
        else walk(child);
      }
    }
  };
  walk(value);
  return earliest;
}

function maxAgeFor(topic: ChangeTopic, body: Buffer): number | undefined {
  if (topic !== 'announcements') return undefined;
  const expiry = earliestExpiry(JSON.parse(body.toString('utf8')));
  return expiry === Infinity ? undefined : expiry - Date.now();
}

/**
 * Serves a read from the cache, or lets it through and keeps its answer. Concurrent misses of one
 * key wait for the first one's answer instead of all asking the subgraphs (a burst after an
 * invalidation asks once). Only a 200 without a cookie is kept, and for GraphQL only an answer
 * without errors.
 */
function cachedRead(cache: ResponseCache, inflight: Inflight<CachedResponse>) {
  return async (
    req: Request,
    res: Response,
    next: (error?: unknown) => void,
    key: string,
    topic: ChangeTopic,
    graphql: boolean,
    product?: number,
  ) => {
    const kind = graphql ? 'graphql' : 'rest';
    const hit = cache.get(key);
    if (hit) {
      cache.countLookup(kind, 'hit');
      return sendCached(req, res, hit);
    }
    const pending = inflight.waitFor(key);
    cache.countLookup(kind, pending ? 'shared' : 'miss');
    if (pending) {
      const answer = await pending;
      if (answer && !res.headersSent) return sendCached(req, res, answer);
      return next();
    }
    const ticket = cache.begin(key, topic, product);
    const done = inflight.begin(key);
    res.once('close', () => done());
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      res.send = send;
      const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : null;
      if (
        res.statusCode !== 200 ||
        text === null ||
        res.getHeader('set-cookie') ||
        (graphql && String(text).includes('"errors"'))
      ) {
        done();
        return send(body);
      }
      const bytes = ownedBody(text);
      const answer = {
        body: bytes,
        etag: etagOf(bytes),
        contentType: String(res.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      };
      res.setHeader('ETag', answer.etag);
      res.setHeader('Cache-Control', cacheControlFor(req));
      res.setHeader('X-Cache', 'MISS');
      cache.store(ticket, answer, maxAgeFor(topic, bytes));
      done(answer);
      return send(body);
    };
    next();
  };
}

/** Mounted on /api before the session: a public read never needs it. */
export function restReadCache(cache: ResponseCache): RequestHandler {
  const inflight = new Inflight<CachedResponse>();
  const read = cachedRead(cache, inflight);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !cache.enabled) return next();
    const route = REST_READS.find((candidate) => candidate.path.test(req.path));
    // A query string the facade refuses (NUL, broken Unicode...) is refused there, never answered from memory.
    if (!route || unsafeInputReason(req.query)) return next();
    // The normalised request itself is the key: a path and a few parameters, counted at its length
    // against the cache's memory; its SHA-256 was about 7 % of a hit's CPU in the gateway. (GraphQL keys, whole
    // documents, are digests; they contain no space, so the two never meet.)
    const product = route.aboutOneProduct ? productId(req.path.slice(req.path.lastIndexOf('/') + 1)) : undefined;
    read(req, res, next, `rest ${req.path}?${knownParams(req.url, route.params)}`, route.topic, false, product).catch(
      next,
    );
  };
}

/** Mounted on /graphql after the body parser: caches queries made only of public root fields. */
export function graphqlReadCache(cache: ResponseCache): RequestHandler {
  const inflight = new Inflight<CachedResponse>();
  const read = cachedRead(cache, inflight);
  return (req, res, next) => {
    if (req.method !== 'POST' || !cache.enabled) return next();
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (!body || typeof body.query !== 'string') return next();
    const operationName = typeof body.operationName === 'string' ? body.operationName : undefined;
    const classified = classifyGraphqlRead(body.query, operationName);
    if (!classified) return next();
    // Only the variables the operation declares can change its answer: GraphQL ignores the rest,
    // and so does the key (a megabyte of unused variables does not make an entry of its own).
    // Variables that are not an object are Apollo's 400 to give, not an answer to serve.
    if (body.variables != null && (typeof body.variables !== 'object' || Array.isArray(body.variables))) return next();
    const given = (body.variables ?? {}) as Record<string, unknown>;
    const declared: Record<string, unknown> = {};
    for (const name of classified.variables) if (Object.hasOwn(given, name)) declared[name] = given[name];
    const variables = stableJson(declared);
    if (variables === null) return next();
    // Apollo picks the answer's content type from Accept (application/json or graphql-response+json).
    const key = cacheKeyOf(
      `graphql ${req.headers.accept ?? ''}|${operationName ?? ''}|${classified.normalised}|${variables}`,
    );
    const about = classified.product;
    const product = about && productId('value' in about ? about.value : declared[about.variable]);
    read(req, res, next, key, classified.topic, true, product).catch(next);
  };
}
