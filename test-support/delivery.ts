import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ApiClient } from './stack';

/** A file of a build to publish: its path inside dist and its bytes. */
export interface BuildFileInput {
  path: string;
  bytes: Buffer;
}

const ROOT = path.resolve(__dirname, '..');
const installed = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The singletons as a remote built against the installed libraries shares them. */
export function sharedAsBuilt(): Array<Record<string, unknown>> {
  return ['react', 'react-dom', 'react-router-dom', '@apollo/client', '@emotion/react'].map((name) => {
    const version = installed(name);
    return { id: `x:${name}`, name, version, singleton: true, requiredVersion: `^${version.split('.')[0]}.0.0` };
  });
}

export interface FakeBuildOptions {
  /** Text in the App chunk: two builds with other markers are other builds. */
  marker?: string;
  shared?: Array<Record<string, unknown>>;
  exposes?: string[];
  /** GraphQL documents (persisted-documents.json); undefined leaves the file out. */
  operations?: string[] | null;
  /** Bytes of padding in the App chunk (the budget gate). */
  padding?: number;
  /** Modules it imports from other remotes (`remote/Module`). */
  consumes?: string[];
}

const hash10 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/**
 * A small build of a remote as packages/mfe-build lays one out: mf-manifest.json naming its
 * remoteEntry.js and the App's chunk (with brotli and gzip copies), and persisted-documents.json.
 */
export function fakeBuild(remote: string, options: FakeBuildOptions = {}): BuildFileInput[] {
  const marker = options.marker ?? 'one';
  const app = `document.title = ${JSON.stringify(`${remote} ${marker}`)};${'/*pad*/'.repeat(Math.ceil((options.padding ?? 0) / 7))}\n`;
  const appFile = `__federation_expose_App.${hash10(app)}.js`;
  const entry = `var ${remote} = { marker: ${JSON.stringify(marker)} };\n`;
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      globalName: remote,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
    shared: options.shared ?? sharedAsBuilt(),
    remotes: (options.consumes ?? []).map((used) => {
      const [container, module] = used.split('/');
      return { federationContainerName: container, moduleName: module, alias: container, entry: '*' };
    }),
    exposes: (options.exposes ?? ['./App']).map((exposed) => ({
      id: `${remote}:${exposed.slice(2)}`,
      name: exposed.slice(2),
      path: exposed,
      assets: { js: { sync: [appFile], async: [] }, css: { sync: [], async: [] } },
    })),
  };
  const files: BuildFileInput[] = [
    { path: 'mf-manifest.json', bytes: Buffer.from(JSON.stringify(manifest)) },
    { path: 'remoteEntry.js', bytes: Buffer.from(entry) },
    { path: appFile, bytes: Buffer.from(app) },
    { path: `${appFile}.br`, bytes: zlib.brotliCompressSync(app) },
    { path: `${appFile}.gz`, bytes: zlib.gzipSync(app) },
    { path: 'pages/home.html', bytes: Buffer.from(`<h1>${marker}</h1>\n`) },
  ];
  const operations =
    options.operations === undefined ? ['query Servers {\n  servers {\n    code\n  }\n}'] : options.operations;
  if (operations)
    files.push({
      path: 'persisted-documents.json',
      bytes: Buffer.from(
        JSON.stringify(
          Object.fromEntries(operations.map((text) => [createHash('sha256').update(text).digest('hex'), text])),
        ),
      ),
    });
  return files;
}

/** Every file of a built dist folder (no dotfiles), as `npm run release` sends it. */
export function distFiles(dist: string): BuildFileInput[] {
  return fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => relative.split('/').every((segment) => !segment.startsWith('.')))
    .sort()
    .map((relative) => ({ path: relative, bytes: fs.readFileSync(path.join(dist, relative)) }));
}

export function buildForm(files: BuildFileInput[], gitCommit?: string): FormData {
  const form = new FormData();
  if (gitCommit) form.append('gitCommit', gitCommit);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.path);
  return form;
}

type Answer = { status: number; body: any };

/** Calls the registry as a deploy token would (no session, no anti-forgery token). */
export async function withToken(
  url: string,
  token: string,
  method: string,
  route: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Publishes as an admin (session + anti-forgery token). */
export function publishAsAdmin(admin: ApiClient, remote: string, files: BuildFileInput[], gitCommit?: string) {
  return admin.form('POST', `/api/delivery/remotes/${remote}/builds`, buildForm(files, gitCommit));
}

/** A deploy token for `remotes`, made by `admin` after re-entering the password. */
export async function createToken(admin: ApiClient, name: string, remotes: string[], expiresAt?: string) {
  const reauth = await admin.post('/api/admin/reauth', { password: 'admin-password-1' });
  if (reauth.status !== 200) throw new Error(`reauth failed: ${reauth.status}`);
  const created = await admin.post('/api/delivery/tokens', { name, remotes, ...(expiresAt ? { expiresAt } : {}) });
  if (created.status !== 201) throw new Error(`token failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as { id: string; token: string };
}
