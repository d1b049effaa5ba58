import {
  REMOTES_CONFIG_URL,
  adoptRemotesConfig,
  configRevision,
  initRemotes,
  isRegistered,
  loadRemoteApp,
  parseRemotesConfig,
} from './remote-registry';
import { showRemoteApp } from './components/remote-route';

/**
 * An open shell picks up a release (issue 31): on each navigation it asks for /remotes.json again,
 * and a remote on the page whose manifest moved (a new build activated, or rolled back) is
 * registered again by force and its new App shown. A chunk of its own, loaded on the first
 * navigation: none of it is on the first page.
 */

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
  const known = configRevision();
  // The registry's revisions only grow: the same one is nothing new, an older one a replica behind.
  if (typeof revision === 'number' && typeof known === 'number' && revision <= known) return;
  const remotes = parseRemotesConfig(json, window.location.origin);
  const shown = await initRemotes();
  const moved = remotes.filter((remote) => shown.find((before) => before.name === remote.name)?.entry !== remote.entry);
  adoptRemotesConfig(remotes, revision);
  // A remote not loaded yet simply loads its new build when first shown.
  await Promise.all(
    moved
      .filter((remote) => isRegistered(remote.name))
      .map(async ({ name }) =>
        showRemoteApp(name, (await loadRemoteApp(name, { fresh: true, rereadConfig: false })).default),
      ),
  );
}
