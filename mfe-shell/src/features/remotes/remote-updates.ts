import type { ComponentType } from 'react';
import type { ShellProps } from '@shop/ui';
import {
  REMOTES_CONFIG_URL,
  adoptRemotesConfig,
  initRemotes,
  isRegistered,
  loadRemoteApp,
  parseRemotesConfig,
  type RemoteName,
} from './remote-registry';
import { showRemoteApp } from './remote-apps';

/**
 * An open shell picks up a release (issue 31): on each navigation it asks for /remotes.json again,
 * and a remote on the page whose manifest moved (a new build activated, or rolled back) is
 * registered again by force and its new App shown. With remote-recovery.tsx, a chunk loaded on the
 * first navigation or failure: none of it is on the first page.
 */

/** Fresh loads under way, so a recovery and a navigation's check (or a render run twice) share one. */
const reloading = new Map<RemoteName, Promise<void>>();

/**
 * Reads the config again, registers `name` again by force, loads its App and shows it in place of
 * the one on the page.
 */
export function reloadRemote(name: RemoteName): Promise<void> {
  let loading = reloading.get(name);
  if (!loading) {
    loading = loadRemoteApp(name, { fresh: true })
      .then((app: { default: ComponentType<ShellProps> }) => showRemoteApp(name, app.default))
      .finally(() => reloading.delete(name));
    reloading.set(name, loading);
  }
  return loading;
}

/** The newest revision seen (the registry's revisions only grow). */
let newest: number | undefined;
let checking: Promise<void> | undefined;

/** One check at a time; a navigation during one shares it. */
export function checkRemotes(): Promise<void> {
  checking ??= check().finally(() => (checking = undefined));
  return checking;
}

async function check(): Promise<void> {
  // `no-cache`: the browser asks with its copy's ETag, so an unchanged config is a bodiless 304.
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const json: unknown = await response.json();
  const revision = (json as { revision?: unknown } | null)?.revision;
  if (typeof revision === 'number') {
    // The same revision is nothing new; an older one is a replica behind.
    if (newest !== undefined && revision <= newest) return;
    newest = revision;
  }
  const remotes = parseRemotesConfig(json, window.location.origin);
  const shown = await initRemotes();
  const moved = remotes.filter((remote) => shown.find((before) => before.name === remote.name)?.entry !== remote.entry);
  adoptRemotesConfig(remotes);
  // A remote not loaded yet simply loads its new build when first shown. (The reload reads the
  // config once more: a conditional request, and a newer config if one came meanwhile.)
  await Promise.all(moved.filter((remote) => isRegistered(remote.name)).map(({ name }) => reloadRemote(name)));
}
