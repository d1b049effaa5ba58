import { createHash } from 'node:crypto';

/** The remotes the registry delivers (the shell is deployed with the gateway). */
export const DELIVERED_REMOTES = ['storefront', 'account', 'admin'] as const;
export type DeliveredRemote = (typeof DELIVERED_REMOTES)[number];

export const isDeliveredRemote = (name: string): name is DeliveredRemote =>
  (DELIVERED_REMOTES as readonly string[]).includes(name);

/** The persisted-documents manifest packages/mfe-build writes beside mf-manifest.json: sha256 → document. */
export const PERSISTED_DOCUMENTS = 'persisted-documents.json';
export const MANIFEST = 'mf-manifest.json';

/** The folder of a build's files, as /remotes.json and the shell name it (served by delivery-hosting). */
export const buildFolder = (remote: string, buildId: string) => `/mfe/${remote}/b/${buildId}/`;

export interface UploadedFile {
  path: string;
  bytes: Buffer;
}

/** One file of a build as recorded: its path inside the build, sha256 (hex, its key in the store), SRI and size. */
export interface BuildFile {
  path: string;
  sha256: string;
  integrity: string;
  size: number;
}

export interface SharedEntry {
  name: string;
  version: string | null;
  requiredVersion: string | null;
  singleton: boolean;
}

/** What a build is, read from its files: everything the registry records and the gates judge. */
export interface BuildContents {
  buildId: string;
  files: BuildFile[];
  shared: SharedEntry[];
  /** The modules it exposes, as importers name them (`./App`). */
  exposes: string[];
  /** The modules it imports from other remotes: `<remote>/<module>`. */
  consumes: string[];
  /** The sha256 of each GraphQL operation its persisted-documents manifest lists (null: it has none). */
  operations: string[] | null;
  /** Bytes a browser transfers to first show it: remoteEntry.js and `./App`'s sync files, brotli copies where published. */
  firstLoadBytes: number;
  totalBytes: number;
}

/** A build that cannot be published: 400 with these reasons. */
export class BadBuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`The build cannot be published: ${problems.join('; ')}`);
  }
}

const MAX_PATH = 300;
/** A path inside a build: relative, `/`-separated, no `..`, no dotfile, no control characters. */
export function isSafeBuildPath(path: string): boolean {
  if (!path || path.length > MAX_PATH || path.startsWith('/') || path.includes('\\')) return false;
  if ([...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false;
  return path.split('/').every((segment) => segment !== '' && !segment.startsWith('.'));
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const integrityOf = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

interface ManifestShape {
  name?: unknown;
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  shared?: Array<{ name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown }>;
  exposes?: Array<{ path?: unknown; name?: unknown; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown } } }>;
  remotes?: Array<{ federationContainerName?: unknown; alias?: unknown; moduleName?: unknown }>;
}

const str = (value: unknown) => (typeof value === 'string' ? value : null);
const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/**
 * Reads a build from its files. The `buildId` is the sha256 of its `mf-manifest.json` and its
 * sorted file names (the chunk names carry their content hash), cut to 20 hex digits: the same
 * build published twice has the same id, and the same id with other bytes is a conflict.
 */
export function readBuild(remote: DeliveredRemote, uploaded: UploadedFile[]): BuildContents {
  const problems: string[] = [];
  const byPath = new Map<string, Buffer>();
  for (const file of uploaded) {
    if (!isSafeBuildPath(file.path)) problems.push(`"${file.path.slice(0, 80)}" is not a path inside a build`);
    else if (byPath.has(file.path)) problems.push(`${file.path} is sent twice`);
    else byPath.set(file.path, file.bytes);
  }
  const manifestBytes = byPath.get(MANIFEST);
  let manifest: ManifestShape = {};
  if (!manifestBytes) problems.push(`the build has no ${MANIFEST}`);
  else {
    try {
      manifest = JSON.parse(manifestBytes.toString('utf8')) as ManifestShape;
    } catch {
      problems.push(`${MANIFEST} is not JSON`);
    }
  }
  if (manifestBytes && manifest.name !== undefined && manifest.name !== remote)
    problems.push(`${MANIFEST} is the build of ${JSON.stringify(manifest.name)}, not of "${remote}"`);
  const entryName = str(manifest.metaData?.remoteEntry?.name);
  const entryDir = (str(manifest.metaData?.remoteEntry?.path) ?? '').replace(/^\.?\/|\/$/g, '');
  const entry = entryName ? (entryDir ? `${entryDir}/${entryName}` : entryName) : null;
  if (manifestBytes && !entry) problems.push(`${MANIFEST} names no remoteEntry`);
  else if (entry && !byPath.has(entry)) problems.push(`the build has no ${entry}, which ${MANIFEST} names`);
  let operations: string[] | null = null;
  const documents = byPath.get(PERSISTED_DOCUMENTS);
  if (documents) {
    try {
      const parsed = JSON.parse(documents.toString('utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      operations = Object.keys(parsed).sort();
    } catch {
      problems.push(`${PERSISTED_DOCUMENTS} is not a JSON object of documents`);
    }
  }
  if (problems.length) throw new BadBuildError(problems);

  const files = [...byPath.entries()]
    .map(([path, bytes]) => ({ path, sha256: sha256Hex(bytes), integrity: integrityOf(bytes), size: bytes.length }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const buildId = createHash('sha256')
    .update(manifestBytes!)
    .update('\n')
    .update(files.map((file) => file.path).join('\n'))
    .digest('hex')
    .slice(0, 20);
  const exposes = (manifest.exposes ?? []).map((expose) => str(expose.path) ?? `./${str(expose.name) ?? ''}`);
  const app = (manifest.exposes ?? []).find((expose) => expose.path === './App');
  const firstLoad = [entry!, ...strings(app?.assets?.js?.sync), ...strings(app?.assets?.css?.sync)];
  const sizeOf = (path: string) => (byPath.get(`${path}.br`) ?? byPath.get(path))?.length ?? 0;
  return {
    buildId,
    files,
    shared: (manifest.shared ?? []).map((entry) => ({
      name: str(entry.name) ?? '',
      version: str(entry.version),
      requiredVersion: str(entry.requiredVersion),
      singleton: entry.singleton === true,
    })),
    exposes,
    consumes: (manifest.remotes ?? []).map(
      (used) =>
        `${str(used.federationContainerName) ?? str(used.alias) ?? ''}/${(str(used.moduleName) ?? '').replace(/^\.\//, '')}`,
    ),
    operations,
    firstLoadBytes: [...new Set(firstLoad)].reduce((sum, path) => sum + sizeOf(path), 0),
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
  };
}
