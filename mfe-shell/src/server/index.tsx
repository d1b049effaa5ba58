// The shell's server entry (built by packages/mfe-build's `server` option into dist/server/
// shell-server.js): renders a page of the real shell, with the route's remote loaded from its Node
// build through the federation runtime, and streams it (docs/decisions/0068-one-renderer.md).
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
// react-router, not the react-router-dom facade (packages/mfe-build/shared): the facade lists what
// the browser uses and re-exports react-router, so both name one module and one router context.
import { StaticRouter } from 'react-router';
import { ApolloClient } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { createShellCache } from '../lib/apollo/create-apollo-client';
import { AppProviders } from '../app/providers';
import { Layout } from '../app/app';
import { ServerPageSink, ServerRemoteApps } from '../features/remotes/components/remote-route';
import type { RemoteName } from '../features/remotes/remote-registry';
import { SessionRendered } from '../features/session/session-rendered';
import { remoteAppOf, type BuildSet } from './build-sets';
import { emotionStyleTags } from './emotion-styles';
import { serverLink, serverPageHead, serverPageSink, serverState, type GraphqlExecutor } from './server-data';

export type { BuildSet } from './build-sets';
export type { GraphqlExecutor } from './server-data';

export interface RenderRequest {
  /** The request's path and query. */
  url: string;
  /** The remote that owns the route (its App is rendered inside the shell). */
  remote: RemoteName;
  /** The remotes' Node builds of the build set active for the request. */
  buildSet: BuildSet;
  /** The response's Content-Security-Policy nonce: React's inline scripts and emotion's style tags carry it. */
  nonce: string;
  /** Past this many milliseconds from the call the render is abandoned (the caller answers the client-rendered page). */
  budgetMs: number;
  /**
   * Runs the page's queries on the server (the gateway's executor, in-process, as a guest); without
   * it no query is answered and each stays loading, as in the browser's first render.
   */
  graphql?: GraphqlExecutor;
  /**
   * A signed-in page, rendered as the request's session (the executor's context): `me` is fetched
   * on the server too and the browser hydrates it (the gateway marks the root `data-session`).
   */
  session?: boolean;
  /**
   * A guest's request (no session cookie): `me` is fetched on the server too, as a guest (null), so
   * the browser hydrates it instead of asking. Only guests are ever answered such a page (the
   * gateway keeps it for requests without a session cookie).
   */
  guestSession?: boolean;
  /** The shop's public origin (the gateway's `PUBLIC_URL`): the canonical link is absolute on it; unset: a path. */
  publicOrigin?: string;
}

/** Where a page's HTML streams to: a Node writable (the gateway's response or a stream before it). */
export interface Destination {
  write(chunk: unknown): boolean;
  end(): unknown;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
}

export interface RenderedPage {
  /** The page's emotion styles as the style tags @emotion/cache adopts in the browser: for <head>. */
  styles: string;
  /**
   * Apollo's cache after the render, as a JSON data block for the page's body (escaped, with the
   * nonce): the browser's client restores it and does not ask again for what the HTML shows.
   */
  state: string;
  /** The response's status the page asked for (404: a product that does not exist). */
  status: number;
  /** The page's own tags for <head> (its canonical link and JSON-LD), with the nonce. */
  head: string;
  /** Where the page sent the visitor instead (a path of the site): the response is a redirect. */
  redirect?: string;
  /** Streams the rendered #root content (React's pipe: ends `destination` when done). */
  pipe(destination: Destination): void;
  /** Drops the render unsent (a redirect). */
  abort(): void;
}

export class RenderBudgetError extends Error {
  constructor(budgetMs: number) {
    super(`the render passed its budget of ${budgetMs} ms`);
  }
}

/**
 * Renders `url` once everything in it is ready (lazy pages included, so the head can carry every
 * style and a browser without JavaScript gets the whole page). Rejects on a render error or past
 * the budget; nothing is written to the response before it resolves.
 */
export async function renderPage({
  url,
  remote,
  buildSet,
  nonce,
  budgetMs,
  graphql,
  session = false,
  guestSession = false,
  publicOrigin,
}: RenderRequest): Promise<RenderedPage> {
  const started = performance.now();
  const left = () => budgetMs - (performance.now() - started);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderBudgetError(budgetMs)), Math.max(0, budgetMs));
  });
  late.catch(() => undefined);
  try {
    const App = await Promise.race([remoteAppOf(buildSet, remote), late]);
    // Compat: emotion keeps each rule in cache.inserted instead of a <style> before each element.
    const styles = () => {
      const cache = createCache({ key: 'css', nonce });
      cache.compat = true;
      return cache;
    };
    const cache = styles();
    // A signed-in page whose query failed (another user's ticket, a refused field) is rendered in
    // the browser instead: Apollo keeps no error in the state, so the browser's first render would
    // show loading where the server's HTML showed the error (a hydration mismatch).
    let failed: string | undefined;
    const execute: GraphqlExecutor | undefined =
      graphql && session
        ? async (request) => {
            const result = await graphql(request).catch((error: unknown) => {
              failed ??= request.operationName ?? 'a query';
              throw error;
            });
            if (result.errors?.length) failed ??= request.operationName ?? 'a query';
            return result;
          }
        : graphql;
    const client = new ApolloClient({ ssrMode: true, link: serverLink(execute), cache: createShellCache() });
    const page = serverPageSink();
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    // Its own emotion cache per pass: the head carries the styles of the render that is sent.
    const tree = (emotion: typeof cache) => (
      <StrictMode>
        <CacheProvider value={emotion}>
          <ServerRemoteApps.Provider value={{ [remote]: App }}>
            <ServerPageSink.Provider value={page.sink}>
              <SessionRendered.Provider value={session || guestSession}>
                <AppProviders Router={Router} serverClient={client}>
                  <Layout />
                </AppProviders>
              </SessionRendered.Provider>
            </ServerPageSink.Provider>
          </ServerRemoteApps.Provider>
        </CacheProvider>
      </StrictMode>
    );
    if (graphql) {
      // The pages' own useQuery calls fetch during these passes (rendered again until none is
      // pending); the streamed render below reads every answer from the cache in one pass.
      const budget = new AbortController();
      late.catch(() => budget.abort());
      await Promise.race([
        prerenderStatic({
          tree: tree(styles()),
          // A Node Readable is the AsyncIterable Apollo reads (React's types name a web ReadableStream).
          renderFunction: (node) =>
            prerenderToNodeStream(node, { signal: budget.signal }) as unknown as Promise<{
              prelude: AsyncIterable<string>;
            }>,
          signal: budget.signal,
          ignoreResults: true,
        }),
        late,
      ]);
      if (failed) throw new Error(`${failed} failed on the server: the page is rendered in the browser`);
    }
    return await new Promise<RenderedPage>((resolve, reject) => {
      late.catch((error: unknown) => {
        stream.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
      const stream = renderToPipeableStream(tree(cache), {
        nonce,
        // Every ready boundary in place: React outlines one past 12,800 bytes (a product list's
        // first page of cards) behind a hidden div and an inline reveal script, which a browser
        // without JavaScript never runs.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // Ready but late (the timer's task had not run yet): the same answer as a timeout.
          if (left() < 0) {
            stream.abort();
            reject(new RenderBudgetError(budgetMs));
            return;
          }
          resolve({
            styles: emotionStyleTags(cache, nonce),
            state: serverState(client, nonce),
            status: page.state.status,
            head: serverPageHead(page.state, nonce, publicOrigin),
            redirect: page.state.redirect,
            pipe: (destination) => stream.pipe(destination as never),
            abort: () => stream.abort(),
          });
        },
        onShellError: reject,
        onError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      });
    });
  } finally {
    clearTimeout(timer);
  }
}
