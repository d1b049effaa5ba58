import type { ComponentType } from 'react';
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import type { ShellProps } from '@shop/ui';

/** Node's require, which the async-node build keeps for files outside the bundle. */
declare const __non_webpack_require__: ((id: string) => unknown) & { cache: Record<string, unknown> };

/** The remotes' Node builds of one build set: remote name → absolute path of the remoteEntry.js in its dist/server/. */
export type BuildSet = Record<string, string>;

type App = ComponentType<ShellProps>;

/** A build set's key: its entries (each path names its build id), in a stable order. */
const keyOf = (set: BuildSet) =>
  Object.entries(set)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([remote, entry]) => `${remote}=${entry}`)
    .join(';');

/**
 * One federation instance per build set, so two builds of one remote (the live one and a canary)
 * never replace each other for a request in flight (the global instance's registerRemotes would).
 * Each takes the shared singletons from the shell's own instance: a remote renders with the shell's
 * React, router, Apollo and emotion, whose contexts the page's providers fill.
 */
const sets = new Map<string, { federation: ReturnType<typeof instanceFor>; apps: Map<string, Promise<App>> }>();
/** The active build set and a canary or preview beside it; older sets are dropped (their modules with them). */
const MAX_SETS = 4;
let instances = 0;

function instanceFor(set: BuildSet) {
  const host = getInstance();
  if (!host) throw new Error('the shell server build has no federation instance');
  instances += 1;
  return createInstance({
    name: `shell_server_${instances}`,
    remotes: Object.entries(set).map(([name, entry]) => ({ name, entry: `file://${entry}` })),
    shared: host.options.shared,
    plugins: [
      {
        name: 'shop-file-remote-entry',
        // The runtime's Node loader fetches http(s) entries only; a file: entry is required, and
        // its chunks load with fs from its folder.
        loadEntry({ remoteInfo }) {
          if (!remoteInfo.entry.startsWith('file://')) return undefined;
          return __non_webpack_require__(remoteInfo.entry.slice('file://'.length)) as never;
        },
      },
    ],
  });
}

/**
 * Drops the oldest build set: its entries leave require's cache (their chunks were read with fs,
 * not required), so nothing keeps its modules once its renders are done.
 */
function forget(key: string) {
  sets.delete(key);
  for (const part of key.split(';')) delete __non_webpack_require__.cache[part.slice(part.indexOf('=') + 1)];
}

/** `remote`'s App from the build set's Node build, loaded once per build set and process. */
export function remoteAppOf(set: BuildSet, remote: string): Promise<App> {
  const key = keyOf(set);
  let loaded = sets.get(key);
  if (!loaded) {
    if (sets.size >= MAX_SETS) forget(sets.keys().next().value!);
    loaded = { federation: instanceFor(set), apps: new Map() };
    sets.set(key, loaded);
  }
  const { federation, apps } = loaded;
  let app = apps.get(remote);
  if (!app) {
    app = federation.loadRemote<{ default: App }>(`${remote}/App`).then((module) => {
      if (!module) throw new Error(`${remote}/App did not load`);
      return module.default;
    });
    // A failed load is tried again by the next request, not remembered.
    app.catch(() => apps.delete(remote));
    apps.set(remote, app);
  }
  return app;
}
