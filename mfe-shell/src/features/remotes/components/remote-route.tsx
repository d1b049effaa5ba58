import {
  createContext,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import type { ServerPage, ShellProps } from '@shop/ui';
import { failedRemotes, forget, loadedApps, remoteApp, remoteApps, subscribe, swaps } from '../remote-apps';
import { loadRemoteApp, type RemoteName } from '../remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * What a remote's boundary shows (remote-recovery.tsx, in the chunk of the navigation check: off
 * the first page): one recovery for a load failure, else the panel. Without that chunk, the panel.
 */
const RemoteFallback = lazy(() =>
  import('./remote-recovery').catch(() => ({
    default: ({ onRetry }: { onRetry(): void }) => <RemoteUnavailable onRetry={onRetry} />,
  })),
);

/**
 * The remotes' Apps of the server render's build set (src/server): a render on the server reads
 * them from here, never from the page-wide maps of remote-apps.ts, which one build set would
 * overwrite for another's request.
 */
export const ServerRemoteApps = createContext<Partial<Record<RemoteName, ComponentType<ShellProps>>> | null>(null);

/** On the server only: where the route's page tells its response its status and head (ShellProps' `serverPage`). */
export const ServerPageSink = createContext<ServerPage | undefined>(undefined);

let shownPath: string | undefined;

/**
 * On each navigation (not the first page): the automatic retry is given back, and /remotes.json is
 * checked for new builds (remote-recovery.tsx and remote-updates.ts, a chunk off the first page).
 */
export function useRemoteUpdates(pathname: string) {
  useEffect(() => {
    if (shownPath !== undefined && shownPath !== pathname) {
      import('./remote-recovery')
        .then((recovery) => recovery.navigated())
        .catch((error: unknown) => console.warn('[shell] remotes check failed', error));
    }
    shownPath = pathname;
  }, [pathname]);
}

/**
 * Loads a remote's App before the shell's first render, so that render commits the whole page
 * at once (never a loading panel first).
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
  const swap = useSyncExternalStore(
    subscribe,
    () => swaps.get(name) ?? 0,
    () => 0,
  );
  const served = useContext(ServerRemoteApps);
  const serverPage = useContext(ServerPageSink);
  const App = served?.[name] ?? remoteApp(name);
  const onRetry = () => {
    forget(name);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${name}:${attempt}:${swap}`}
      remote={name}
      onRetry={onRetry}
      recovery={(error, retry) => (
        <Suspense fallback={<RemoteLoading />}>
          <RemoteFallback name={name} error={error} onRetry={retry} />
        </Suspense>
      )}
    >
      <Suspense fallback={<RemoteLoading />}>
        {/* Not made per render: one component per remote, kept in remoteApps / loadedApps. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <App
          session={services.session}
          toast={services.toast}
          logout={services.logout}
          settings={services.settings}
          serverPage={serverPage}
        />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
