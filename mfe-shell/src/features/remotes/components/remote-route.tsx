import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import type { ShellProps } from '@shop/ui';
import { isLoadFailure, loadRemoteApp, type RemoteName } from '../remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';

type RemoteApp = LazyExoticComponent<ComponentType<ShellProps>> | ComponentType<ShellProps>;

/** One component per remote, so moving between a remote's pages never reloads it. */
const remoteApps = new Map<RemoteName, RemoteApp>();
/** Remotes loaded before the first render (preloadRemoteApp) or loaded again: rendered without suspending. */
const loadedApps = new Map<RemoteName, ComponentType<ShellProps>>();
/** Remotes whose last load failed: their next load re-reads the config and re-registers. */
const failedRemotes = new Set<RemoteName>();

function remoteApp(name: RemoteName): RemoteApp {
  let app = remoteApps.get(name) ?? loadedApps.get(name);
  if (!app) {
    const fresh = failedRemotes.delete(name);
    app = lazy(() =>
      loadRemoteApp(name, { fresh }).catch((error: unknown) => {
        failedRemotes.add(name);
        throw error;
      }),
    );
    remoteApps.set(name, app);
  }
  return app;
}

/** Drops a remote's cached component so the next render loads it again. */
function forget(name: RemoteName) {
  loadedApps.delete(name);
  if (remoteApps.delete(name)) failedRemotes.add(name);
}

/** How many times each remote's App was replaced (showRemoteApp): keys its boundary, so a new App mounts fresh. */
const swaps = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Shows `app` (the remote loaded again: a new build, or a recovery) in place of the remote's App. */
export function showRemoteApp(name: RemoteName, app: ComponentType<ShellProps>) {
  remoteApps.delete(name);
  failedRemotes.delete(name);
  loadedApps.set(name, app);
  swaps.set(name, (swaps.get(name) ?? 0) + 1);
  listeners.forEach((listener) => listener());
}

/** Remotes that used their one automatic retry since the last navigation. */
const retried = new Set<RemoteName>();
/** What was decided for each error caught (a fallback may render twice). */
const decisions = new WeakMap<Error, boolean>();

/** A load failure is retried once (per navigation) before the error panel; anything else is not. */
function retriesOnce(name: RemoteName, error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = isLoadFailure(error) && !retried.has(name);
    if (decision) retried.add(name);
    decisions.set(error, decision);
  }
  return decision;
}

/**
 * In place of a remote whose code failed to load (a deploy removed it, the network): the remote
 * registered again from a fresh /remotes.json and loaded once more, "Loading..." meanwhile; the
 * error panel only if that fails too.
 */
function RemoteRecovery({ name, onRetry }: { name: RemoteName; onRetry: () => void }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadRemoteApp(name, { fresh: true }).then(
      (app) => showRemoteApp(name, app.default),
      () => setFailed(true),
    );
  }, [name]);
  return failed ? <RemoteUnavailable onRetry={onRetry} /> : <RemoteLoading />;
}

let shownPath: string | undefined;

/**
 * On each navigation (not the first page): the automatic retry is given back, and /remotes.json is
 * checked for new builds (remote-updates.ts, a chunk of its own off the first page).
 */
export function useRemoteUpdates(pathname: string) {
  useEffect(() => {
    if (shownPath !== undefined && shownPath !== pathname) {
      retried.clear();
      import('../remote-updates')
        .then((updates) => updates.checkRemotes())
        .catch((error: unknown) => console.warn('[shell] remotes check failed', error));
    }
    shownPath = pathname;
  }, [pathname]);
}

/**
 * Loads a remote's App before the shell's first render, so that render commits the whole page
 * at once (the page painted with the HTML is replaced in one step, never by a loading panel).
 * A failure is left to RemoteRoute, which loads again and shows "unavailable, retry".
 */
export async function preloadRemoteApp(name: RemoteName): Promise<void> {
  try {
    loadedApps.set(name, (await loadRemoteApp(name)).default);
  } catch {
    // RemoteRoute's own load reports it.
  }
}

/**
 * Renders a remote's App behind an error boundary and Suspense. If the remote cannot be loaded
 * (or crashes), its pages show the "unavailable, retry" panel, after one automatic retry when its
 * code failed to load; the shell and the other remotes keep working.
 */
export const RemoteRoute = memo(function RemoteRoute({ name, services }: { name: RemoteName; services: ShellProps }) {
  const [attempt, setAttempt] = useState(() => {
    // Coming back to a section that failed earlier tries again without a click.
    if (failedRemotes.has(name)) remoteApps.delete(name);
    return 0;
  });
  const swap = useSyncExternalStore(subscribe, () => swaps.get(name) ?? 0);
  const App = remoteApp(name);
  const onRetry = () => {
    forget(name);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}:${swap}`}
      remote={name}
      onRetry={onRetry}
      recovery={(error, retry) => (retriesOnce(name, error) ? <RemoteRecovery name={name} onRetry={retry} /> : null)}
    >
      <Suspense fallback={<RemoteLoading />}>
        {/* Not made per render: one component per remote, kept in remoteApps / loadedApps. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <App session={services.session} toast={services.toast} logout={services.logout} settings={services.settings} />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
