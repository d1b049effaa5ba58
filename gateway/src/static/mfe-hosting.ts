import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { GatewayConfig } from '../config';
import { indexWithPreloads } from './remote-preload';

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

/**
 * The variant to send: the one the client weighs highest, brotli on a tie (browsers list
 * `gzip, deflate, br` with equal weight, and brotli is the smaller). Undefined when the client
 * accepts none of them (no header means identity, RFC 9110 12.5.3).
 */
export function chooseEncoding(header: string | undefined, available: readonly string[]): string | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find(Boolean);
    if (name) weights.set(name, q ? Number(q[1]) : 1);
  }
  let best: { encoding: string; q: number } | undefined;
  for (const encoding of available) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * Sends a page's HTML compressed when the browser accepts brotli or gzip, each encoding made once
 * per version of the page. `/` carries its first paint and the page's Emotion rules (about 15 KB):
 * sent plain, it took a second round trip on a slow connection (past TCP's first window), which
 * Lighthouse counted in the LCP.
 */
function htmlSender(): (req: Request, res: Response, html: string) => void {
  let cached: { html: string; encoded: Map<string, Buffer> } | undefined;
  return (req, res, html) => {
    res.vary('Accept-Encoding');
    res.type('html');
    const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    if (!encoding) {
      res.send(html);
      return;
    }
    if (cached?.html !== html) cached = { html, encoded: new Map() };
    let body = cached.encoded.get(encoding);
    if (!body) {
      body = encoding === 'br' ? zlib.brotliCompressSync(html) : zlib.gzipSync(html, { level: 9 });
      cached.encoded.set(encoding, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.send(body);
  };
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

function hosted(dir: string): RequestHandler[] {
  const setHeaders = (res: express.Response, file: string) => {
    res.setHeader('Cache-Control', cacheControl(file));
  };
  return [precompressed(dir), express.static(dir, { setHeaders, index: false })];
}

/**
 * Default single-origin hosting of the built microfrontends: the shell at `/`, each remote at
 * `/mfe/<name>/`, the run-time remotes config at `/remotes.json`, and the shell's index.html for
 * any other page path (client-side routing).
 */
export function mfeHosting(config: GatewayConfig): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(ROBOTS);
  });

  // The shell's run-time configuration: the remotes' manifests and the site's `settings` it hands
  // to every remote (ShellProps.settings in @shop/ui), e.g. the community chat link.
  router.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(
      config.communityChatUrl
        ? { ...config.remotes, settings: { communityChatUrl: config.communityChatUrl } }
        : config.remotes,
    );
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
  // The storefront owns every page but the account's and the admin's: its entry is preloaded there.
  const storefrontDist = path.join(config.staticRoot, 'mfe-storefront', 'dist');
  const storefrontIndex = indexWithPreloads(
    index,
    path.join(storefrontDist, 'mf-manifest.json'),
    config.remotes.storefront,
  );
  // The home page's hero comes with the HTML (its LCP element, painted before any script runs).
  const homeIndex = indexWithPreloads(
    index,
    path.join(storefrontDist, 'mf-manifest.json'),
    config.remotes.storefront,
    path.join(storefrontDist, 'first-paint', 'home.html'),
  );
  // The products pages' heading too (issue 21: their LCP element, static text).
  const productsIndex = indexWithPreloads(
    index,
    path.join(storefrontDist, 'mf-manifest.json'),
    config.remotes.storefront,
    path.join(storefrontDist, 'first-paint', 'products.html'),
  );
  // The legal pages' whole text too: static, and their largest text block is their LCP element.
  const legalPages = new Map(
    ['privacy-policy', 'terms-of-service', 'refund-policy'].map((page) => [
      `/${page}`,
      {
        html: indexWithPreloads(
          index,
          path.join(storefrontDist, 'mf-manifest.json'),
          config.remotes.storefront,
          path.join(storefrontDist, 'first-paint', `${page}.html`),
        ),
        send: htmlSender(),
      },
    ]),
  );
  // The account's pages preload the account remote the same way: their first text (heading, form)
  // waits for its entry and App, which would otherwise load one after another once the shell ran.
  // The admin panel (desktop, at its goal) keeps the plain page.
  const accountPage = /^\/(auth|account|cart|support)(\/|$)/;
  const adminPage = /^\/panel(\/|$)/;
  const accountDist = path.join(config.staticRoot, 'mfe-account', 'dist');
  const accountIndex = indexWithPreloads(index, path.join(accountDist, 'mf-manifest.json'), config.remotes.account);
  // The sign-in page's heading and intro (its LCP element) come with the HTML as well.
  const authIndex = indexWithPreloads(
    index,
    path.join(accountDist, 'mf-manifest.json'),
    config.remotes.account,
    path.join(accountDist, 'first-paint', 'auth.html'),
  );
  const sendHome = htmlSender();
  const sendStorefrontPage = htmlSender();
  const sendProductsPage = htmlSender();
  const sendAccountPage = htmlSender();
  const sendAuthPage = htmlSender();
  router.use(...hosted(shellDir));
  router.get(/^(?!\/(api|graphql|mfe)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!fs.existsSync(index)) {
      res.status(503).type('text/plain').send('The shell is not built yet: run npm run build');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    const legal = legalPages.get(req.path);
    if (req.path === '/auth') sendAuthPage(req, res, authIndex());
    else if (accountPage.test(req.path)) sendAccountPage(req, res, accountIndex());
    else if (adminPage.test(req.path)) res.sendFile('index.html', { root: shellDir });
    else if (req.path === '/') sendHome(req, res, homeIndex());
    else if (/^\/products(\/|$)/.test(req.path)) sendProductsPage(req, res, productsIndex());
    else if (legal) legal.send(req, res, legal.html());
    else sendStorefrontPage(req, res, storefrontIndex());
  });
  return router;
}
