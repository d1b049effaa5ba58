import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ShellProps, SiteSettings } from '@shop/ui';

/**
 * Run-time remote registration: `/remotes.json` (served beside the shell) maps each remote to its
 * `mf-manifest.json`, so a remote can be redeployed, or moved to another origin, without
 * rebuilding the shell. Same-origin relative URLs are resolved against `location.origin`.
 *
 * The shell reads a remote's manifest itself and registers the remote by its `remoteEntry.js`:
 * the federation runtime is built with `disableSnapshot` (packages/mfe-build), which leaves out its
 * manifest and snapshot code (with packages/mfe-build/federation, 3 KB compressed of the first page)
 * and can load a remote only by its entry.
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

/** What the runtime needs to load a remote without its manifest. */
export interface RemoteEntry {
  name: RemoteName;
  /** Absolute URL of the remote's remoteEntry.js. */
  entry: string;
  /** The global variable the entry script assigns its container to. */
  entryGlobalName: string;
  type: string;
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

interface ManifestMetaData {
  globalName?: unknown;
  publicPath?: unknown;
  remoteEntry?: { name?: unknown; path?: unknown; type?: unknown };
}

/**
 * The remoteEntry.js a manifest names, as the runtime's snapshot code resolved it: under the
 * manifest's `publicPath`, or beside the manifest when that is `auto` (how the remotes are built).
 * gateway/src/static/remote-preload.ts preloads the same URL for the storefront.
 */
export function remoteEntryFromManifest(name: RemoteName, manifest: unknown, manifestUrl: string): RemoteEntry {
  const metaData = (manifest as { metaData?: ManifestMetaData } | null)?.metaData;
  const file = metaData?.remoteEntry;
  if (!metaData || typeof file?.name !== 'string' || !file.name) throw new Error(`${manifestUrl} names no remoteEntry`);
  const { publicPath } = metaData;
  const base =
    typeof publicPath === 'string' && publicPath && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl).href
      : manifestUrl;
  const dir = typeof file.path === 'string' && file.path ? `${file.path.replace(/^\.?\/|\/$/g, '')}/` : '';
  return {
    name,
    entry: new URL(dir + file.name, base).href,
    entryGlobalName: typeof metaData.globalName === 'string' && metaData.globalName ? metaData.globalName : name,
    type: typeof file.type === 'string' && file.type ? file.type : 'global',
  };
}

/**
 * The site's run-time settings from the config's `settings` object (handed to the remotes as
 * ShellProps.settings). Only known fields of the right shape are kept; a link must be http(s).
 */
export function parseSiteSettings(json: unknown): SiteSettings {
  const raw = json && typeof json === 'object' ? (json as { settings?: unknown }).settings : undefined;
  if (!raw || typeof raw !== 'object') return {};
  const { communityChatUrl } = raw as Record<string, unknown>;
  const settings: SiteSettings = {};
  if (typeof communityChatUrl === 'string' && /^https?:\/\/\S+$/i.test(communityChatUrl.trim()))
    settings.communityChatUrl = communityChatUrl.trim();
  return settings;
}

/** A preview link's pinned builds for this browser (`preview` of /remotes.json), shown in the preview bar. */
export interface PreviewState {
  builds: Partial<Record<RemoteName, string>>;
  expiresAt: string;
}

/** The config's `preview`, when it is one: each pinned remote with a build id. */
export function parsePreview(json: unknown): PreviewState | null {
  const raw = json && typeof json === 'object' ? (json as { preview?: unknown }).preview : undefined;
  if (!raw || typeof raw !== 'object') return null;
  const { builds, expiresAt } = raw as { builds?: unknown; expiresAt?: unknown };
  if (!builds || typeof builds !== 'object' || typeof expiresAt !== 'string') return null;
  const pinned: PreviewState['builds'] = {};
  for (const name of REMOTE_NAMES) {
    const buildId = (builds as Record<string, unknown>)[name];
    if (typeof buildId === 'string' && /^[0-9a-f]{20}$/.test(buildId)) pinned[name] = buildId;
  }
  return Object.keys(pinned).length ? { builds: pinned, expiresAt } : null;
}

let preview: PreviewState | null = null;

/** The preview of the last config read (null: none, or before the first read). */
export function previewState(): PreviewState | null {
  return preview;
}

const NO_SETTINGS: SiteSettings = {};
let settings: SiteSettings = NO_SETTINGS;

/** The settings of the last config read (none before the first read). */
export function siteSettings(): SiteSettings {
  return settings;
}

/** The registry's build each remote was last registered from (none for a local dist). */
const builds = new Map<RemoteName, string>();

/** The build id in a registry build's manifest URL (`/mfe/<remote>/b/<buildId>/mf-manifest.json`). */
export function buildOfManifest(url: string): string | null {
  return /\/mfe\/[a-z]+\/b\/([0-9a-f]{20})\//.exec(url)?.[1] ?? null;
}

/** Which registry build of the remote this page runs (or is loading); null: a local dist. */
export function registeredBuild(name: RemoteName): string | null {
  return builds.get(name) ?? null;
}

let config: Promise<RemoteDefinition[]> | null = null;
/** The entry each remote was registered with (by the promise, so two routes share one fetch). */
const registered = new Map<RemoteName, Promise<RemoteEntry>>();

async function fetchConfig(): Promise<RemoteDefinition[]> {
  // A plain GET, so the browser uses the gateway's `<link rel="preload">` of it (the gateway
  // serves it no-cache, so a cached copy is revalidated anyway).
  const response = await fetch(REMOTES_CONFIG_URL);
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const json: unknown = await response.json();
  const remotes = parseRemotesConfig(json, window.location.origin);
  settings = parseSiteSettings(json);
  preview = parsePreview(json);
  return remotes;
}

/** Reads /remotes.json once; a failed read is retried on next use. */
export async function initRemotes(): Promise<RemoteDefinition[]> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/**
 * Reads the remote's manifest and registers its entry. A plain GET like the runtime's own, so the
 * gateway's `<link rel="preload" as="fetch" crossorigin>` of the storefront's manifest is used.
 *
 * `force` replaces a registered remote (the runtime's documented `registerRemotes(…, { force: true })`
 * drops its cached container and entry), and drops the remote's chunk list (rspack's JSONP array,
 * `output.chunkLoadingGlobal` in packages/mfe-build): a new build's runtime would otherwise adopt
 * every chunk the old build loaded, same ids with old code, and never fetch its own.
 */
async function register(remote: RemoteDefinition, force: boolean): Promise<RemoteEntry> {
  const build = buildOfManifest(remote.entry);
  if (build) builds.set(remote.name, build);
  else builds.delete(remote.name);
  const response = await fetch(remote.entry);
  if (!response.ok) throw new Error(`${remote.entry}: HTTP ${response.status}`);
  const entry = remoteEntryFromManifest(remote.name, await response.json(), remote.entry);
  if (force) delete (window as unknown as Record<string, unknown>)[`rspackChunk${remote.name}`];
  registerRemotes([entry], { force });
  return entry;
}

/** Whether a remote was registered (its code may be on the page). */
export const isRegistered = (name: RemoteName) => registered.has(name);

/** Uses a config read elsewhere (remote-updates.ts) for the remotes registered from now on. */
export function adoptRemotesConfig(remotes: RemoteDefinition[]) {
  config = Promise.resolve(remotes);
}

type RemoteAppModule = { default: ComponentType<ShellProps> };

/**
 * Loads a remote's exposed App. `fresh` (a retry after a failure, a new build) reads the config
 * again and re-registers the remote with `force`, so the network is really asked again.
 */
export async function loadRemoteApp(name: RemoteName, { fresh = false } = {}): Promise<RemoteAppModule> {
  try {
    if (fresh) config = null;
    const remotes = await initRemotes();
    const remote = remotes.find((candidate) => candidate.name === name);
    if (!remote) throw new Error(`${REMOTES_CONFIG_URL} has no URL for "${name}"`);
    let registration = registered.get(name);
    if (!registration || fresh) {
      const attempt = register(remote, fresh);
      registered.set(name, attempt);
      attempt.catch(() => {
        if (registered.get(name) === attempt) registered.delete(name);
      });
      registration = attempt;
    }
    await registration;
    const module = await loadRemote<Partial<RemoteAppModule>>(`${name}/${EXPOSED_APP.slice(2)}`);
    if (typeof module?.default !== 'function') throw new Error(`"${name}/App" has no default component`);
    return { default: module.default };
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(name, { cause: error });
  }
}
