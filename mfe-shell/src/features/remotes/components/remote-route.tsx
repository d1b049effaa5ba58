import { lazy, memo, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellProps } from '@shop/ui';
import { loadRemoteApp, type RemoteName } from '../remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';

type RemoteApp = LazyExoticComponent<ComponentType<ShellProps>> | ComponentType<ShellProps>;

/** One component per remote, so moving between a remote's pages never reloads it. */
const remoteApps = new Map<RemoteName, RemoteApp>();
/** Remotes loaded before the first render (preloadRemoteApp): rendered without suspending. */
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
 * Renders a remote's App behind an error boundary and Suspense. If the remote cannot be
 * loaded (or crashes), its pages show the "unavailable, retry" panel; the shell and the other
 * remotes keep working.
 */
export const RemoteRoute = memo(function RemoteRoute({ name, services }: { name: RemoteName; services: ShellProps }) {
  const [attempt, setAttempt] = useState(() => {
    // Coming back to a section that failed earlier tries again without a click.
    if (failedRemotes.has(name)) remoteApps.delete(name);
    return 0;
  });
  const App = remoteApp(name);

  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}`}
      remote={name}
      onRetry={() => {
        forget(name);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<RemoteLoading />}>
        <App session={services.session} toast={services.toast} logout={services.logout} settings={services.settings} />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
