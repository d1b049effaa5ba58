import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { log } from '@shop/server-kit';
import type { Request, Response } from 'express';
import { cacheKeyOf, etagOf, type ResponseCache } from '../cache/response-cache';
import { Inflight } from '../cache/inflight';
import { chooseEncoding } from './encoding';

/**
 * The pages rendered on the server from the real React components (docs/decisions/0068-one-renderer.md),
 * by the remote that owns them. The storefront: every path it is sent: the home page, `/skins*`,
 * the product lists (`/products*`, their first page of cards), the product page, the legal pages
 * and the not-found page of any other path (a real 404, ShellProps.serverPage). The account: every
 * page it is sent (`/auth` and `/cart` as a guest's, the signed-in pages as the request's user: `PERSONAL`).
 */
export const SERVER_RENDERED: Readonly<Record<string, RegExp>> = {
  storefront: /^/,
  account: /^\/(auth|account|cart|support)(\/|$)/,
};

/**
 * The signed-in pages: rendered with the request's session (its user's data, `me` included),
 * answered `private, no-store` with `Vary: Cookie`, never kept in the page cache. A guest's request
 * gets what the page does for guests (a redirect to /auth).
 */
export const PERSONAL = /^\/(account|support)(\/|$)/;

/** `policy` with `source` (a nonce) added to its script-src directive (a policy without one is left as it is). */
export function withScriptSource(policy: string, source: string): string {
  return policy
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trimEnd()} ${source}` : directive))
    .join(';');
}

/** Paths rendered once when the gateway starts (`warmUp`): the first visitor's render is not its cold first one. */
export const WARM_UP_URLS: Readonly<Record<string, readonly string[]>> = {
  storefront: ['/', '/skins', '/products', '/privacy-policy', '/trust'],
  account: ['/auth', '/cart'],
};

/**
 * How long a guest's rendered page is kept at most; a change of the catalogue (its data: the games,
 * categories and card designs) drops it sooner, through the response cache's change events.
 */
export const PAGE_CACHE_MS = 60_000;

/**
 * What stands for the nonce in a page kept in the cache, made once per process: random, so no data
 * rendered into the page can contain it. Each answer gets a nonce of its own in its place.
 */
const NONCE_MARK = crypto.randomBytes(18).toString('base64url');

/** One GraphQL operation run in-process (the shell's server-data.ts): what a render's Apollo Client asks. */
export type GraphqlExecutor = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

/** What the shell's Node build (mfe-shell/src/server, dist/server/shell-server.js) exports. */
interface ShellServer {
  renderPage(request: {
    url: string;
    remote: string;
    buildSet: Record<string, string>;
    nonce: string;
    budgetMs: number;
    graphql?: GraphqlExecutor;
    session?: boolean;
    guestSession?: boolean;
    publicOrigin?: string;
  }): Promise<{
    styles: string;
    state: string;
    status: number;
    head: string;
    redirect?: string;
    pipe(destination: Writable): void;
    abort(): void;
  }>;
}

/** Fallbacks since the process started: a field of each fallback's log line. */
let fallbacks = 0;

/**
 * Pages answered since the process started, by how: `rendered`, `kept` (the guests' page cache),
 * `shared` (a guest's page that another request was rendering at that moment), `fallback` (the
 * render failed or passed its budget) and `busy` (too many renders in flight: the client-rendered
 * page at once). Read by the gateway's metrics (`server_render_pages_total`).
 */
const outcomes = new Map<string, number>();
const count = (outcome: 'rendered' | 'kept' | 'shared' | 'fallback' | 'busy') =>
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
export const serverRenderOutcomes = (): ReadonlyMap<string, number> => outcomes;

/**
 * Renders a page of the shell and `remote` on the server and streams it into the shell's page
 * (`template`: index.html with its preloads), with a nonce of its own in the Content-Security-Policy
 * for React's and the page's scripts. Resolves false, having written nothing, when the render failed
 * or passed `budgetMs`: the caller answers the client-rendered page (counted and logged here).
 */
export function serverRenderer(
  shellDist: string,
  budgetMs: number,
  /** The request's GraphQL executor (app.ts: the gateway's schema in-process, as the request's session or a guest). */
  graphql?: (req: Request, res: Response) => GraphqlExecutor,
  /** The gateway's response cache (null when off): guests' pages are kept in it (PAGE_CACHE_MS). */
  cache?: ResponseCache | null,
  /** Renders in flight at most (`RENDER_CONCURRENCY`); a request past it gets the client-rendered page at once. */
  concurrency = Number.POSITIVE_INFINITY,
  /** The shop's public origin (`PUBLIC_URL`): canonical links are absolute on it; unset: paths. */
  publicOrigin?: string,
) {
  let shell: ShellServer | undefined;
  // The shell ships with the gateway: its server build is loaded once per process.
  const load = () =>
    (shell ??= createRequire(__filename)(path.join(shellDist, 'server', 'shell-server.js')) as ShellServer);
  const root = '<div id="root"></div>';
  // Renders share this process's one thread: past a few at once each one slows all the others,
  // and under load every render passed its budget and was thrown away (the bench's 212 of 212).
  let inFlight = 0;
  /** A guest's page being rendered, by its cache key: the whole page (undefined: not kept) serves the requests that came meanwhile. */
  const rendering = new Inflight<Buffer>();

  /** Sends a page kept in the cache with this response's own nonce. */
  const sendKept = (req: Request, res: Response, kept: Buffer) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    const out = pageResponse(req, res, nonce, false);
    out.end(kept.toString('utf8').split(NONCE_MARK).join(nonce));
  };

  async function render(
    req: Request,
    res: Response,
    {
      remote,
      remoteDist,
      build,
      template,
      guest,
      personal = false,
    }: {
      remote: string;
      remoteDist: string;
      build: string;
      template: string;
      /** A request without a session cookie: its page may come from and go to the cache. */
      guest: boolean;
      /** A signed-in page (`PERSONAL`): rendered with the session's `me`, never kept, private. */
      personal?: boolean;
    },
  ): Promise<boolean> {
    // A guest's page depends on the URL, the builds (the remote's, and the shell's page with its preloads) and the catalogue.
    const key =
      cache && guest && !personal
        ? cacheKeyOf(`page\n${remote}\n${build}\n${etagOf(Buffer.from(template))}\n${req.originalUrl}`)
        : null;
    const kept = key ? cache!.get(key) : undefined;
    if (kept) {
      count('kept');
      sendKept(req, res, kept.body);
      return true;
    }
    // The same guest page already being rendered: its answer, not a second render of it.
    const running = key ? rendering.waitFor(key) : undefined;
    if (running) {
      const whole = await running;
      if (whole) {
        count('shared');
        sendKept(req, res, whole);
        return true;
      }
    }
    if (inFlight >= concurrency) {
      count('busy');
      return false;
    }
    inFlight += 1;
    const share = key ? rendering.begin(key) : undefined;
    let finished = false;
    /** The render is over (sent, failed, or its browser left): its slot is free, its followers answered. */
    const finish = (whole?: Buffer) => {
      if (finished) return;
      finished = true;
      inFlight -= 1;
      share?.(whole);
    };
    const ticket = key ? cache!.begin(key, 'catalog') : null;
    const nonce = crypto.randomBytes(16).toString('base64');
    let page: Awaited<ReturnType<ShellServer['renderPage']>>;
    try {
      if (!template.includes(root)) throw new Error('the shell page has no empty #root');
      page = await load().renderPage({
        url: req.originalUrl,
        remote,
        buildSet: { [remote]: path.join(remoteDist, 'server', 'remoteEntry.js') },
        nonce,
        budgetMs,
        graphql: graphql?.(req, res),
        session: personal,
        // No session cookie: the visitor is a guest for sure, so `me` (null) is in the page too and
        // the browser does not ask for it (only such requests are answered this page: the key above).
        guestSession: guest && !personal,
        publicOrigin,
      });
    } catch (error) {
      finish();
      count('fallback');
      fallbacks += 1;
      log('gateway', 'warn', 'server render fell back to the client-rendered page', {
        url: req.originalUrl,
        remote,
        build,
        reason: error instanceof Error ? error.message : String(error),
        fallbacks,
      });
      return false;
    }
    if (page.redirect) {
      // A guest on a signed-in page: where the page sends them (its own guard, /auth), as a redirect.
      page.abort();
      finish();
      if (personal) privateResponse(res);
      res.redirect(302, page.redirect);
      return true;
    }
    count('rendered');
    const withNonce = (html: string) => html.replace(/<script\b/g, `<script nonce="${nonce}"`);
    // The page is whole without JavaScript: the client-rendered page's notice does not belong in it.
    const shellPage = template.replace(/<noscript>[^]*?<\/noscript>/, '');
    const at = shellPage.indexOf(root);
    const head =
      withNonce(shellPage.slice(0, at)).replace('</head>', () => `${page.head}${page.styles}</head>`) +
      // data-session: the page's `me` was rendered too, so the browser hydrates it from the state.
      `<div id="root" data-rendered="server"${personal || guest ? ' data-session="server"' : ''}>`;
    // Apollo's cache follows the rendered root: the browser's client restores it (no second fetch).
    const tail = '</div>' + page.state + withNonce(shellPage.slice(at + root.length));
    // A product that does not exist: a real 404, its page rendered.
    res.status(page.status);
    const out = pageResponse(req, res, nonce, personal);
    out.write(head);
    // A guest's page is kept whole once sent, its nonce replaced by the mark (a 200 only).
    const sent: Buffer[] | null = ticket && page.status === 200 ? [Buffer.from(head)] : null;
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        sent?.push(chunk);
        if (out.write(chunk)) done();
        else out.once('drain', () => done());
      },
      final(done) {
        out.end(tail);
        if (sent && ticket) {
          sent.push(Buffer.from(tail));
          const whole = Buffer.from(Buffer.concat(sent).toString('utf8').split(nonce).join(NONCE_MARK));
          cache!.store(ticket, { body: whole, etag: etagOf(whole), contentType: 'text/html' }, PAGE_CACHE_MS);
          finish(whole);
        } else finish();
        done();
      },
    });
    // A browser that went away: React sees its destination close and stops (no render waits on a drain).
    res.once('close', () => {
      finish();
      if (!res.writableFinished) {
        body.destroy();
        if (out !== res) out.destroy();
      }
    });
    page.pipe(body);
    return true;
  }

  /**
   * Renders `WARM_UP_URLS` once, unseen and without a budget, when the gateway starts (app.ts awaits
   * it before listening): loads the shell's and the remote's Node builds and their lazy pages and
   * runs the pages' queries once, so the first visitor's render is not the cold first one. A failure is no fallback (no visitor waited): logged as information.
   */
  render.warmUp = async (remote: string, remoteDist: string, warmUpGraphql?: GraphqlExecutor) => {
    for (const url of WARM_UP_URLS[remote] ?? []) {
      try {
        const page = await load().renderPage({
          url,
          remote,
          buildSet: { [remote]: path.join(remoteDist, 'server', 'remoteEntry.js') },
          nonce: NONCE_MARK,
          budgetMs: 60_000,
          graphql: warmUpGraphql,
        });
        await new Promise<void>((resolve, reject) => {
          const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
          discard.on('finish', resolve).on('error', reject);
          page.pipe(discard);
        });
      } catch (error) {
        log('gateway', 'info', 'server render warm-up failed', {
          url,
          remote,
          reason: error instanceof Error ? error.message : String(error),
        });
        return;
      }
    }
  };
  return render;
}

/** A page with one user's data: no shared cache keeps it, no cache answers another cookie with it. */
function privateResponse(res: Response): void {
  res.setHeader('Cache-Control', 'private, no-store');
  res.vary('Cookie');
}

/** The response's headers for a page rendered with `nonce`, and the stream its body goes into (compressed by Accept-Encoding). */
function pageResponse(req: Request, res: Response, nonce: string, personal: boolean): Writable {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string')
    res.setHeader('Content-Security-Policy', withScriptSource(policy, `'nonce-${nonce}'`));
  // Made for this response (its nonce): revalidated on each use, never answered by a 304.
  if (personal) privateResponse(res);
  else res.setHeader('Cache-Control', 'no-cache');
  // Every rendered page differs by the session cookie: a guest's says "no session" (its `me`), a
  // signed-in visitor's public page leaves `me` to the browser, a signed-in page is the user's.
  res.vary('Cookie');
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
  if (!encoding) return res;
  res.setHeader('Content-Encoding', encoding);
  const compress =
    encoding === 'br'
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : zlib.createGzip({ level: 6 });
  compress.pipe(res);
  return compress;
}
