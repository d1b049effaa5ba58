import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShellProps } from '@shop/ui';

/**
 * Run-time remote registration: `/remotes.json` (served beside the shell) maps each remote to its
 * `mf-manifest.json`, so a remote can be redeployed, or moved to another origin, without
 * rebuilding the shell. Same-origin relative URLs are resolved against `location.origin`.
 */
export const REMOTE_NAMES = ['storefront', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTES_CONFIG_URL = '/remotes.json';
/** Every remote exposes exactly this module: its routes as one React component. */
export const EXPOSED_APP = './App';

export interface RemoteDefinition {
  name: RemoteName;
  /** Absolute URL of the remote's mf-manifest.json. */
  entry: string;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    options?: { cause?: unknown },
  ) {
    super(`The remote "${remote}" could not be loaded`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Validates the remotes config; unknown keys are ignored, relative URLs made absolute. */
export function parseRemotesConfig(json: unknown, origin: string): RemoteDefinition[] {
  if (!json || typeof json !== 'object') throw new Error(`${REMOTES_CONFIG_URL} is not a JSON object`);
  const config = json as Record<string, unknown>;
  return REMOTE_NAMES.flatMap((name) => {
    const url = config[name];
    if (typeof url !== 'string' || !url.trim()) return [];
    return [{ name, entry: new URL(url.trim(), origin).href }];
  });
}

let config: Promise<RemoteDefinition[]> | null = null;
let registered = false;

async function fetchConfig(): Promise<RemoteDefinition[]> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  return parseRemotesConfig(await response.json(), window.location.origin);
}

/** Reads /remotes.json once and registers the remotes; a failed read is retried on next use. */
export async function initRemotes(): Promise<RemoteDefinition[]> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  const remotes = await config;
  if (!registered) {
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    registered = true;
  }
  return remotes;
}

type RemoteAppModule = { default: ComponentType<ShellProps> };

/**
 * Loads a remote's exposed App. `fresh` (a retry after a failure) reads the config again and
 * re-registers that remote with `force`, which also drops the runtime's cached manifest and
 * entry of the failed attempt, so the network is really asked again.
 */
export async function loadRemoteApp(name: RemoteName, { fresh = false } = {}): Promise<RemoteAppModule> {
  try {
    if (fresh) config = null;
    const remotes = await initRemotes();
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote) throw new Error(`${REMOTES_CONFIG_URL} has no URL for "${name}"`);
    if (fresh) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
    const module = await loadRemote<Partial<RemoteAppModule>>(`${name}/${EXPOSED_APP.slice(2)}`);
    if (typeof module?.default !== 'function') throw new Error(`"${name}/App" has no default component`);
    return { default: module.default };
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(name, { cause: error });
  }
}
