import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeOwner } from './app/route-owners';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { failureReportsPlugin } from './features/remotes/failure-reports';
import { initRemotes } from './features/remotes/remote-registry';
import { preloadRemoteApp } from './features/remotes/components/remote-route';
import { arrivedRendered } from './lib/page-arrival';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

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
 * server-render.ts): hydrated at once. The route's remote is a lazy component inside a Suspense
 * boundary, so React keeps the server's HTML there until its code arrives and then hydrates it.
 * React 19 drops a click on that HTML meanwhile, so its controls stay disabled until then
 * (LiveWhenHydrated in @shop/ui); the shell's own bar is live as soon as this call has run.
 */
function hydrate() {
  void preloadRemoteApp(routeOwner(window.location.pathname));
  // In a transition, hydration runs in slices of a few milliseconds and yields to input; at its
  // default priority it ran as a few long tasks (Lighthouse's TBT on every server-rendered page).
  startTransition(() => {
    hydrateRoot(
      root!,
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

// A page the gateway could not render in time (or at all) comes with an empty #root: rendered here.
if (arrivedRendered()) hydrate();
else render();
