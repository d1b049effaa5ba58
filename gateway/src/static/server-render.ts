import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { log } from '@shop/server-kit';
import type { Request, Response } from 'express';
import { withScriptHashes } from './first-paint-scripts';
import { chooseEncoding } from './encoding';

/**
 * The pages rendered on the server from the real React components (docs/decisions/0068-one-renderer.md):
 * the home page, every path starting with /skins (the storefront's CatchAllPage) and the legal pages.
 */
export const SERVER_RENDERED = /^\/(privacy-policy\/?|terms-of-service\/?|refund-policy\/?|skins.*)?$/;

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
  }): Promise<{ styles: string; state: string; pipe(destination: Writable): void }>;
}

/** Fallbacks since the process started: a field of each fallback's log line (the gateway has no metrics endpoint). */
let fallbacks = 0;

/**
 * Renders a page of the shell and `remote` on the server and streams it into the shell's page
 * (`template`: index.html with its preloads), with a nonce of its own in the Content-Security-Policy
 * for React's and the page's scripts. Resolves false, having written nothing, when the render failed
 * or passed `budgetMs`: the caller answers the client-rendered page (counted and logged here).
 */
export function serverRenderer(
  shellDist: string,
  budgetMs: number,
  /** The request's GraphQL executor (app.ts: the gateway's schema in-process, as a guest). */
  graphql?: (req: Request, res: Response) => GraphqlExecutor,
) {
  let shell: ShellServer | undefined;
  // The shell ships with the gateway: its server build is loaded once per process.
  const load = () =>
    (shell ??= createRequire(__filename)(path.join(shellDist, 'server', 'shell-server.js')) as ShellServer);
  return async function render(
    req: Request,
    res: Response,
    { remote, remoteDist, build, template }: { remote: string; remoteDist: string; build: string; template: string },
  ): Promise<boolean> {
    const nonce = crypto.randomBytes(16).toString('base64');
    const root = '<div id="root"></div>';
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
      });
    } catch (error) {
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
    const withNonce = (html: string) => html.replace(/<script\b/g, `<script nonce="${nonce}"`);
    // The page is whole without JavaScript: the client-rendered page's notice does not belong in it.
    const shellPage = template.replace(/<noscript>[^]*?<\/noscript>/, '');
    const at = shellPage.indexOf(root);
    const head =
      withNonce(shellPage.slice(0, at)).replace('</head>', `${page.styles}</head>`) +
      '<div id="root" data-rendered="server">';
    // Apollo's cache follows the rendered root: the browser's client restores it (no second fetch).
    const tail = '</div>' + page.state + withNonce(shellPage.slice(at + root.length));
    const policy = res.getHeader('Content-Security-Policy');
    if (typeof policy === 'string')
      res.setHeader('Content-Security-Policy', withScriptHashes(policy, [`'nonce-${nonce}'`]));
    // Made for this response (its nonce): revalidated on each use, never answered by a 304.
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    const encoding = chooseEncoding(req.headers['accept-encoding'], ['br', 'gzip']);
    let out: Writable = res;
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      const compress =
        encoding === 'br'
          ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.createGzip({ level: 6 });
      compress.pipe(res);
      out = compress;
    }
    out.write(head);
    const body = new Writable({
      write(chunk, _encoding, done) {
        if (out.write(chunk)) done();
        else out.once('drain', () => done());
      },
      final(done) {
        out.end(tail);
        done();
      },
    });
    // A browser that went away: React sees its destination close and stops (no render waits on a drain).
    res.once('close', () => {
      if (!res.writableFinished) {
        body.destroy();
        if (out !== res) out.destroy();
      }
    });
    page.pipe(body);
    return true;
  };
}
