import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShellProps } from '@shop/ui';
import { loadRemoteApp, type RemoteName } from './remote-registry';

/**
 * Each remote's App component as the shell renders it (RemoteRoute), and the swaps to another
 * (showRemoteApp: a recovery or a new build), which RemoteRoute subscribes to.
 */

type RemoteApp = LazyExoticComponent<ComponentType<ShellProps>> | ComponentType<ShellProps>;

/** One component per remote, so moving between a remote's pages never reloads it. */
export const remoteApps = new Map<RemoteName, RemoteApp>();
/** Remotes loaded before the first render (preloadRemoteApp) or loaded again: rendered without suspending. */
export const loadedApps = new Map<RemoteName, ComponentType<ShellProps>>();
/** Remotes whose last load failed: their next load re-reads the config and re-registers. */
export const failedRemotes = new Set<RemoteName>();

export function remoteApp(name: RemoteName): RemoteApp {
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
export function forget(name: RemoteName) {
  loadedApps.delete(name);
  if (remoteApps.delete(name)) failedRemotes.add(name);
}

/** How many times each remote's App was replaced (showRemoteApp): keys its boundary, so a new App mounts fresh. */
export const swaps = new Map<RemoteName, number>();
const listeners = new Set<() => void>();
export const subscribe = (listener: () => void) => {
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
