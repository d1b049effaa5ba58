import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { GatewayConfig } from '../config';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../session/session';
import { chooseEncoding } from './encoding';
import { indexWithPreloads } from './remote-preload';
import type { ResponseCache } from '../cache/response-cache';
import { PERSONAL, SERVER_RENDERED, serverRenderer, type GraphqlExecutor } from './server-render';

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
 * per version of the page (the client-rendered page: the shell's index.html with its preloads).
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

function sendHtml(req: Request, res: Response, html: string, encode: (encoding: 'br' | 'gzip') => Buffer): void {
  res.vary('Accept-Encoding');
  res.type('html');
  const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']) as 'br' | 'gzip' | undefined;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.send(encoding ? encode(encoding) : Buffer.from(html));
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
 * Sends the shell's page for a remote's URLs: rendered on the server where the remote's pages are
 * (`SERVER_RENDERED`), otherwise (and when a render fails or is late) the client-rendered page, with
 * `<link rel="preload">` for the remote's entry.
 */
function remotePages(
  indexFile: string,
  staticRoot: string,
  remote: (typeof REMOTES)[number],
  manifestUrl: string,
  data: PageDataSources,
  render?: ReturnType<typeof serverRenderer>,
): ((req: Request, res: Response, next: NextFunction) => void) & { warmedUp: Promise<void> } {
  const localDist = path.join(staticRoot, `mfe-${remote}`, 'dist');
  /** Per build folder (the local dist, or a live build of the registry): its client-rendered page. */
  const builds = new Map<
    string,
    { html: () => string; send: ReturnType<typeof htmlSender>; dist: string; name: string }
  >();
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
        html: indexWithPreloads(indexFile, path.join(dist, 'mf-manifest.json'), live?.manifestUrl ?? manifestUrl),
        send: htmlSender(),
        dist,
        name: live ? path.basename(dist) : 'local',
      };
      builds.set(dist, build);
    }
    return build;
  };
  const sendPage = (req: Request, res: Response, build = current()) => build.send(req, res, build.html());
  // The first visitor's render is not the process's cold first one (the builds loaded, the code warm).
  const rendered = SERVER_RENDERED[remote];
  const warmedUp = render && rendered ? render.warmUp(remote, current().dist, data.warmUpGraphql) : Promise.resolve();
  const servePage = (req: Request, res: Response, next: NextFunction, build: ReturnType<typeof current>) => {
    // Rendered on the server from the request's build set; a failed or late render: the client-rendered page.
    if (!render || !rendered?.test(req.path)) return sendPage(req, res, build);
    const personal = remote === 'account' && PERSONAL.test(req.path);
    // A signed-in page is rendered as the request's session: read it (and the user's fresh rights)
    // first. Unreadable (the store down): the client-rendered page, which asks again from the browser.
    const session =
      personal && data.session
        ? data.session(req, res).then(
            () => true,
            () => false,
          )
        : Promise.resolve(true);
    void session
      .then((read) =>
        read
          ? render(req, res, {
              remote,
              remoteDist: build.dist,
              build: build.name,
              template: build.html(),
              guest: !hasSession(req),
              personal,
            })
          : false,
      )
      .then((done) => {
        if (!done && !res.headersSent) sendPage(req, res, build);
      })
      .catch(next);
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

/** Where the pages' builds and data come from (app.ts). */
export interface PageDataSources {
  /**
   * Reads the request's cookie session and its user's fresh rights (the handlers /api runs), for
   * a signed-in page rendered as that user (`PERSONAL`); rejects when a handler fails.
   */
  session?: (req: Request, res: Response) => Promise<void>;
  /**
   * The remote's build live in the release registry, as a folder on this replica's disk (its
   * manifest and Node build) and its manifest URL; null while none is live (the local dist).
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
   * with the request's context: a guest's, or the session's user on a signed-in page); without it
   * the rendered pages' queries stay loading.
   */
  graphql?: (req: Request, res: Response) => GraphqlExecutor;
  /** The warm-up renders' executor (no visitor: a guest's context of the gateway's own). */
  warmUpGraphql?: GraphqlExecutor;
  /** The gateway's response cache (null when off): guests' server-rendered pages are kept in it. */
  pageCache?: ResponseCache | null;
}

/**
 * Default single-origin hosting of the built microfrontends: the shell at `/`, each remote's local
 * build at `/mfe/<name>/`, and the shell's index.html for any other page path (client-side
 * routing). The run-time remotes config, `/remotes.json`, is the release registry's
 * (delivery/delivery-hosting.ts), as are the builds under `/mfe/<name>/b/<buildId>/`.
 */
/** The router, and `warmedUp`: settles once the server-rendered pages were rendered once (server-render.ts `warmUp`). */
export function mfeHosting(config: GatewayConfig, data: PageDataSources = {}): Router & { warmedUp: Promise<void> } {
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
  // storefront (which owns everything else, the 404 included). The admin panel (desktop, at its
  // goal) keeps the plain page.
  const accountPage = /^\/(auth|account|cart|support)(\/|$)/;
  const adminPage = /^\/panel(\/|$)/;
  // One renderer (the shell's server build, loaded once) for the storefront's and the account's pages.
  const render = serverRenderer(
    shellDir,
    config.renderBudgetMs,
    data.graphql,
    data.pageCache,
    config.renderConcurrency,
    config.publicOrigin,
  );
  const sendStorefrontPage = remotePages(
    index,
    config.staticRoot,
    'storefront',
    config.remotes.storefront,
    data,
    render,
  );
  const sendAccountPage = remotePages(index, config.staticRoot, 'account', config.remotes.account, data, render);
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
