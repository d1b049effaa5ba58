import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { FIRST_PAINT_SLOTS, type PaintedOrder, paintOrders } from '@shop/shared';
import type { GatewayConfig } from '../config';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session/session';
import { firstPaintFinder } from './first-paint';
import { pageScriptPolicy } from './first-paint-scripts';
import { chooseEncoding } from './encoding';
import { indexWithPreloads } from './remote-preload';
import type { ResponseCache } from '../cache/response-cache';
import { SERVER_RENDERED, serverRenderer, type GraphqlExecutor } from './server-render';

const REMOTES = ['storefront', 'account', 'admin'] as const;

/** Crawlers may index the catalogue; the pages behind a session or for admins hold nothing for them. */
const ROBOTS = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /panel',
  'Disallow: /account',
  'Disallow: /cart',
  'Disallow: /auth',
  '',
].join('\n');

/** rspack names every chunk `<name>.<10 hex digits>.js`: such a file never changes under its name. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[a-z]+$/;

/**
 * Hashed files are cached for a year without revalidation; everything else (index.html,
 * mf-manifest.json, remoteEntry.js) names the current deploy and is revalidated on every use.
 */
export function cacheControl(file: string): string {
  return CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Precompressed copies the build writes beside each asset (packages/mfe-build/precompress.mjs). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export { chooseEncoding };

/**
 * Sends a page's HTML compressed when the browser accepts brotli or gzip, each encoding made once
 * per version of the page. `/` carries its first paint and the page's Emotion rules (about 15 KB):
 * sent plain, it took a second round trip on a slow connection (past TCP's first window), which
 * Lighthouse counted in the LCP.
 */
function htmlSender(): (req: Request, res: Response, html: string) => void {
  let cached: { html: string; encoded: Map<string, Buffer> } | undefined;
  return (req, res, html) => {
    sendHtml(req, res, html, (encoding) => {
      if (cached?.html !== html) cached = { html, encoded: new Map() };
      let body = cached.encoded.get(encoding);
      if (!body) {
        body = encoding === 'br' ? zlib.brotliCompressSync(html) : zlib.gzipSync(html, { level: 9 });
        cached.encoded.set(encoding, body);
      }
      return body;
    });
  };
}

/**
 * A page made for one request (its data filled in): compressed each time, at a quicker brotli level.
 * `personal`: the page carries the signed-in user's data, so no shared cache may keep it, no cache
 * may answer another cookie with it, and it has no ETag (no 304 ever stands in for it).
 */
function sendFreshHtml(req: Request, res: Response, html: string, personal = false): void {
  if (personal) {
    res.setHeader('Cache-Control', 'private, no-store');
    res.vary('Cookie');
  }
  sendHtml(
    req,
    res,
    html,
    (encoding) =>
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(html, { level: 6 }),
    personal,
  );
}

function sendHtml(
  req: Request,
  res: Response,
  html: string,
  encode: (encoding: 'br' | 'gzip') => Buffer,
  withoutEtag = false,
): void {
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']) as 'br' | 'gzip' | undefined;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  const body = encoding ? encode(encoding) : Buffer.from(html);
  if (!withoutEtag) {
    res.send(body);
    return;
  }
  // res.send would add an ETag and answer a matching If-None-Match with 304.
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function isFile(file: string): Promise<boolean> {
  return fs.promises.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

/**
 * Sends `<file>.br` or `<file>.gz` in place of a built file when the browser accepts that
 * encoding and the build wrote one; otherwise leaves the request to express.static. Every
 * response of a file with variants says `Vary: Accept-Encoding`, so a shared cache never hands
 * brotli to a client that did not ask for it.
 */
function precompressed(dir: string): RequestHandler {
  const root = path.resolve(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(root, relative);
    if (!file.startsWith(root + path.sep) || relative.includes('\0')) return next();
    void (async () => {
      const available = [];
      for (const variant of VARIANTS) if (await isFile(file + variant.suffix)) available.push(variant);
      if (!available.length || !(await isFile(file))) return next();
      res.vary('Accept-Encoding');
      const accepted = chooseEncoding(
        req.headers['accept-encoding'],
        available.map((variant) => variant.encoding),
      );
      const chosen = available.find((variant) => variant.encoding === accepted);
      if (!chosen) return next();
      res.type(path.extname(file));
      res.setHeader('Content-Encoding', chosen.encoding);
      res.setHeader('Cache-Control', cacheControl(file));
      // Relative to the dist folder: `dotfiles` then judges the request's path only, not a
      // STATIC_ROOT that lies under a dot-directory (~/.local/..., a deploy's .releases/...).
      res.sendFile(
        path.relative(root, file) + chosen.suffix,
        { root, cacheControl: false, dotfiles: 'deny' },
        (error) => {
          // A browser that went away (page left mid-load) is no error of the shop's.
          if (!error || res.headersSent || (error as NodeJS.ErrnoException).code === 'ECONNABORTED') return;
          res.removeHeader('Content-Encoding');
          next(error);
        },
      );
    })().catch(next);
  };
}

/**
 * Whether `requestPath` (a path inside a build, as requested: percent-encoded, maybe with `.`
 * segments) names the build's Node build, dist/server/ (packages/mfe-build/server-build.mjs).
 */
export function isServerBuildPath(requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  const first = path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`).split('/')[1];
  return first === 'server';
}

/** The Node build is the gateway's, never a browser's: its files answer 404 (they hold code, not secrets). */
const noServerBuild: RequestHandler = (req, res, next) => {
  if (isServerBuildPath(req.path)) res.status(404).type('text/plain').send('Not found');
  else next();
};

function hosted(dir: string): RequestHandler[] {
  const setHeaders = (res: express.Response, file: string) => {
    res.setHeader('Cache-Control', cacheControl(file));
  };
  return [noServerBuild, precompressed(dir), express.static(dir, { setHeaders, index: false })];
}

/** Whether the request carries a session cookie (valid or not: the page itself checks). */
const hasSession = (req: Request) =>
  (req.headers.cookie ?? '').split(';').some((part) => {
    const name = part.split('=')[0]?.trim();
    return name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE;
  });

/**
 * Sends the shell's page for a remote's URLs: with `<link rel="preload">` for the remote's entry
 * and, where the remote's build lists one for the URL, its first paint in `#root` (the page's top
 * painted before any script ran: its largest text, the LCP element, comes with the HTML).
 */
function remotePages(
  indexFile: string,
  staticRoot: string,
  remote: (typeof REMOTES)[number],
  manifestUrl: string,
  data: FirstPaintDataSources,
  waitMs: number,
  render?: ReturnType<typeof serverRenderer>,
): ((req: Request, res: Response, next: NextFunction) => void) & { warmedUp: Promise<void> } {
  const localDist = path.join(staticRoot, `mfe-${remote}`, 'dist');
  /** Per build folder (the local dist, or a live build of the registry): its first paints and pages. */
  const builds = new Map<string, ReturnType<typeof buildPages> & { dist: string; name: string }>();
  const buildPages = (dist: string, url: string) => {
    const manifest = path.join(dist, 'mf-manifest.json');
    const pages = new Map<
      string,
      { html: () => string; send: ReturnType<typeof htmlSender>; scripts: ReturnType<typeof pageScriptPolicy> }
    >();
    return {
      firstPaintOf: firstPaintFinder(dist),
      /** The page with the first paint `file` ('' for none), made and compressed once per deploy. */
      pageFor(file: string) {
        let page = pages.get(file);
        if (!page) {
          page = {
            html: indexWithPreloads(indexFile, manifest, url, file || undefined),
            send: htmlSender(),
            scripts: pageScriptPolicy(),
          };
          pages.set(file, page);
        }
        return page;
      },
    };
  };
  /**
   * The build the remote's pages are made from: `chosen` (the request's, from the registry), else
   * the registry's live one once it is on disk, else the local dist.
   */
  const current = (chosen: { dist: string; manifestUrl: string } | null = null) => {
    const live = chosen ?? data.liveBuild?.(remote);
    const dist = live?.dist ?? localDist;
    let build = builds.get(dist);
    if (!build) {
      if (builds.size > 8) builds.clear();
      build = {
        ...buildPages(dist, live?.manifestUrl ?? manifestUrl),
        dist,
        name: live ? path.basename(dist) : 'local',
      };
      builds.set(dist, build);
    }
    return build;
  };
  const sendPage = (req: Request, res: Response, file: string, build = current()) => {
    const page = build.pageFor(file);
    const html = page.html();
    page.scripts(res, html);
    page.send(req, res, html);
  };
  /** The page with `slot` filled with `markup` (escaped by its maker; a function, so no `$&` in it is a pattern). */
  const fillPage = (file: string, res: Response, slot: string, markup: string, build = current()) => {
    const page = build.pageFor(file);
    const template = page.html();
    page.scripts(res, template); // the filled-in data is escaped text: the template's scripts are the page's
    return template.replace(slot, () => markup);
  };
  // The first visitor's render is not the process's cold first one (the builds loaded, the code warm).
  const rendered = SERVER_RENDERED[remote];
  const warmedUp = render && rendered ? render.warmUp(remote, current().dist, data.warmUpGraphql) : Promise.resolve();
  const servePage = (req: Request, res: Response, next: NextFunction, build: ReturnType<typeof current>) => {
    // Rendered on the server from the request's build set; a failed or late render: the client-rendered page.
    if (render && rendered?.test(req.path)) {
      const template = build.pageFor('').html();
      void render(req, res, { remote, remoteDist: build.dist, build: build.name, template, guest: !hasSession(req) })
        .then((rendered) => {
          if (!rendered && !res.headersSent) sendPage(req, res, '', build);
        })
        .catch(next);
      return;
    }
    const found = build.firstPaintOf(req.path, hasSession(req));
    if (found?.data === 'orders') {
      // The signed-in user's first orders, if they come in time; otherwise the frame alone.
      void paintedOrders(data, req, res, waitMs)
        .then((orders) => {
          if (res.headersSent) return;
          const list = orders && found.orders ? paintOrders(found.orders, orders) : '';
          sendFreshHtml(req, res, fillPage(found.file, res, FIRST_PAINT_SLOTS.orders, list, build), true);
        })
        .catch(next);
      return;
    }
    sendPage(req, res, found?.file ?? '', build);
  };
  const handler = (req: Request, res: Response, next: NextFunction) => {
    if (!data.requestBuild) return servePage(req, res, next, current());
    data
      .requestBuild(remote, req)
      .then((chosen) => {
        // A canary or a preview: this browser's page is made from its own build (issue 36 item 4).
        if (chosen?.perBrowser) res.vary('Cookie');
        servePage(req, res, next, current(chosen));
      })
      .catch(next);
  };
  return Object.assign(handler, { warmedUp });
}

/** Where a first paint's data comes from (app.ts hands in the facade's public product reads and the session's orders). */
export interface FirstPaintDataSources {
  /** The signed-in user's first orders (null: no valid session); orders-paint.ts. */
  orders?: (req: Request, res: Response) => Promise<PaintedOrder[] | null>;
  /**
   * The remote's build live in the release registry, as a folder on this replica's disk (its
   * manifest and first paints) and its manifest URL; null while none is live (the local dist).
   */
  liveBuild?: (remote: string) => { dist: string; manifestUrl: string } | null;
  /**
   * The build a request's page is made from (a preview's pin, the bucket's canary, the active
   * build), on disk, and whether it depends on the browser; null: `liveBuild`'s.
   */
  requestBuild?: (
    remote: string,
    req: Request,
  ) => Promise<{ dist: string; manifestUrl: string; perBrowser: boolean } | null>;
  /**
   * The server render's GraphQL executor for a request (app.ts: the gateway's schema in-process,
   * as a guest); without it the rendered pages' queries stay loading.
   */
  graphql?: (req: Request, res: Response) => GraphqlExecutor;
  /** The warm-up renders' executor (no visitor: a guest's context of the gateway's own). */
  warmUpGraphql?: GraphqlExecutor;
  /** The gateway's response cache (null when off): guests' server-rendered pages are kept in it. */
  pageCache?: ResponseCache | null;
}

/**
 * The request's user's orders, or null: no session, a failure or an answer later than `waitMs`
 * (FIRST_PAINT_WAIT; the page then paints the frame alone).
 */
function paintedOrders(
  data: FirstPaintDataSources,
  req: Request,
  res: Response,
  waitMs: number,
): Promise<PaintedOrder[] | null> {
  return data.orders ? inTime(data.orders(req, res), waitMs) : Promise.resolve(null);
}

/** `work`'s answer if it comes within `ms`, else null (a failure is null too): a first paint never holds its page longer. */
async function inTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Default single-origin hosting of the built microfrontends: the shell at `/`, each remote's local
 * build at `/mfe/<name>/`, and the shell's index.html for any other page path (client-side
 * routing). The run-time remotes config, `/remotes.json`, is the release registry's
 * (delivery/delivery-hosting.ts), as are the builds under `/mfe/<name>/b/<buildId>/`.
 */
/** The router, and `warmedUp`: settles once the server-rendered pages were rendered once (server-render.ts `warmUp`). */
export function mfeHosting(
  config: GatewayConfig,
  data: FirstPaintDataSources = {},
): Router & { warmedUp: Promise<void> } {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(ROBOTS);
  });

  for (const remote of REMOTES) {
    const dir = path.join(config.staticRoot, `mfe-${remote}`, 'dist');
    router.use(
      `/mfe/${remote}`,
      (_req, res, next) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        next();
      },
      ...hosted(dir),
      (_req, res) => {
        res.status(404).type('text/plain').send('Not found');
      },
    );
  }

  const shellDir = path.join(config.staticRoot, 'mfe-shell', 'dist');
  const index = path.join(shellDir, 'index.html');
  // The account's pages preload the account remote, every other page but the admin panel's the
  // storefront (which owns everything else, the 404 included); each with the first paint its build
  // lists for the URL. The admin panel (desktop, at its goal) keeps the plain page.
  const accountPage = /^\/(auth|account|cart|support)(\/|$)/;
  const adminPage = /^\/panel(\/|$)/;
  // One renderer (the shell's server build, loaded once) for the storefront's pages and the account's /auth.
  const render = serverRenderer(shellDir, config.renderBudgetMs, data.graphql, data.pageCache);
  const sendStorefrontPage = remotePages(
    index,
    config.staticRoot,
    'storefront',
    config.remotes.storefront,
    data,
    config.firstPaintWaitMs,
    render,
  );
  const sendAccountPage = remotePages(
    index,
    config.staticRoot,
    'account',
    config.remotes.account,
    data,
    config.firstPaintWaitMs,
    render,
  );
  router.use(...hosted(shellDir));
  router.get(/^(?!\/(api|graphql|mfe)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The shell is not built yet: run npm run build');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (accountPage.test(req.path)) sendAccountPage(req, res, next);
    else if (adminPage.test(req.path)) res.sendFile('index.html', { root: shellDir });
    else sendStorefrontPage(req, res, next);
  });
  return Object.assign(router, {
    warmedUp: Promise.all([sendStorefrontPage.warmedUp, sendAccountPage.warmedUp]).then(() => undefined),
  });
}
