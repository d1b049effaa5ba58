import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeOwner } from './app/route-owners';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { failureReportsPlugin } from './features/remotes/failure-reports';
import { initRemotes } from './features/remotes/remote-registry';
import { preloadRemoteApp } from './features/remotes/components/remote-route';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

/**
 * How long the first render waits for the page's remote when the server painted the page's top
 * already: past it the shell renders with its loading panel (a slow or failing remote).
 */
const FIRST_PAINT_WAIT_MS = 5000;

// A remote's build that fails to load is reported (the canary's automatic abort).
registerPlugins([failureReportsPlugin()]);
// Registration needs only /remotes.json; a remote's own files load when one of its routes opens.
// A failure here is shown by the routes ("unavailable, retry"), which read the config again.
initRemotes().catch((error: unknown) => console.error('[shell] remotes config unavailable', error));

function render() {
  // A transition renders in slices of a few milliseconds instead of one long task, so input is
  // answered while the page builds (Lighthouse's TBT). React's first commit replaces what the
  // server put in #root.
  startTransition(() => {
    createRoot(root!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

/**
 * A page the gateway rendered on the server from the same components (gateway/src/static/
 * server-render.ts): hydrated, once the route's remote is loaded, so its boundary hydrates with the
 * rest instead of showing the loading panel first.
 */
async function hydrate() {
  await preloadRemoteApp(routeOwner(window.location.pathname));
  hydrateRoot(
    root!,
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The gateway sends the home page's hero in #root (indexWithPreloads in
// gateway/src/static/remote-preload.ts). The first render then waits for the storefront's App, so
// it commits the whole page in one step: the hero painted with the HTML is replaced by the same
// hero, never by the loading panel.
if (root.dataset.rendered === 'server') {
  void hydrate();
} else if (root.firstElementChild) {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS));
  void Promise.race([preloadRemoteApp(routeOwner(window.location.pathname)), wait]).then(render);
} else {
  render();
}
