// The shell's server entry (built by packages/mfe-build's `server` option into dist/server/
// shell-server.js): renders a page of the real shell, with the route's remote loaded from its Node
// build through the federation runtime, and streams it (docs/decisions/0068-one-renderer.md).
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// react-router, not the react-router-dom facade (packages/mfe-build/shared): the facade lists what
// the browser uses and re-exports react-router, so both name one module and one router context.
import { StaticRouter } from 'react-router';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { AppProviders } from '../app/providers';
import { Layout } from '../app/app';
import { ServerRemoteApps } from '../features/remotes/components/remote-route';
import type { RemoteName } from '../features/remotes/remote-registry';
import { remoteAppOf, type BuildSet } from './build-sets';
import { emotionStyleTags } from './emotion-styles';

export type { BuildSet } from './build-sets';

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
  /** Streams the rendered #root content (React's pipe: ends `destination` when done). */
  pipe(destination: Destination): void;
}

export class RenderBudgetError extends Error {
  constructor(budgetMs: number) {
    super(`the render passed its budget of ${budgetMs} ms`);
  }
}

/** No request leaves a server render: data-free pages only (queries stay loading, as in the browser's first render). */
const offline = new ApolloLink(() => {
  throw new Error('the server render makes no GraphQL request');
});

/**
 * Renders `url` once everything in it is ready (lazy pages included, so the head can carry every
 * style and a browser without JavaScript gets the whole page). Rejects on a render error or past
 * the budget; nothing is written to the response before it resolves.
 */
export async function renderPage({ url, remote, buildSet, nonce, budgetMs }: RenderRequest): Promise<RenderedPage> {
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
    const cache = createCache({ key: 'css', nonce });
    cache.compat = true;
    const client = new ApolloClient({ ssrMode: true, link: offline, cache: new InMemoryCache() });
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const tree = (
      <StrictMode>
        <CacheProvider value={cache}>
          <ServerRemoteApps.Provider value={{ [remote]: App }}>
            <AppProviders Router={Router} serverClient={client}>
              <Layout />
            </AppProviders>
          </ServerRemoteApps.Provider>
        </CacheProvider>
      </StrictMode>
    );
    return await new Promise<RenderedPage>((resolve, reject) => {
      late.catch((error: unknown) => {
        stream.abort();
        reject(error instanceof Error ? error : new Error(String(error)));
      });
      const stream = renderToPipeableStream(tree, {
        nonce,
        onAllReady() {
          // Ready but late (the timer's task had not run yet): the same answer as a timeout.
          if (left() < 0) {
            stream.abort();
            reject(new RenderBudgetError(budgetMs));
            return;
          }
          resolve({ styles: emotionStyleTags(cache, nonce), pipe: (destination) => stream.pipe(destination as never) });
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
