import fs from 'node:fs';

/** The parts of a remote's mf-manifest.json that name the files its exposed App needs first. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * `<link rel="preload">` tags for a remote's manifest, its remoteEntry.js and the chunks of its
 * exposed App, so the browser fetches them while the shell's own scripts load instead of one after
 * another (shell, then /remotes.json, then the manifest, then remoteEntry, then the App). Only for
 * a same-origin manifest URL (`/mfe/<name>/mf-manifest.json`): other origins are left to the runtime.
 */
export function remotePreloadLinks(manifestUrl: string, manifest: RemoteManifest): string[] {
  if (!manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const url = (file: string) => encodeURI(base + file.replace(/^\.?\//, ''));
  const links = [`<link rel="preload" href="${encodeURI(manifestUrl)}" as="fetch" crossorigin="anonymous">`];
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    links.push(
      `<link rel="preload" href="${url(`${entry.path ?? ''}${entry.path ? '/' : ''}${entry.name}`)}" as="script">`,
    );
  const app = manifest.exposes?.find((expose) => expose.path === './App');
  for (const file of app?.assets?.js?.sync ?? []) links.push(`<link rel="preload" href="${url(file)}" as="script">`);
  return links;
}

/**
 * The shell's first request after its script: fetched as the page starts instead of after the
 * script ran (one round trip less before the storefront can render). The shell reads it with a
 * plain GET, which is what lets the browser use the preloaded answer.
 */
export const REMOTES_CONFIG_PRELOAD = '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">';

/**
 * index.html with the links before `</head>`: the client-rendered page, and the template the
 * server render streams into (server-render.ts). Re-read when a deploy replaces either file.
 */
export function indexWithPreloads(indexFile: string, manifestFile: string, manifestUrl: string): () => string {
  let cached: { key: string; html: string } | undefined;
  return () => {
    const stamp = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const key = `${stamp(indexFile)}:${stamp(manifestFile)}`;
    if (cached?.key === key) return cached.html;
    let html = fs.readFileSync(indexFile, 'utf8');
    let links: string[] = [];
    try {
      links = remotePreloadLinks(manifestUrl, JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as RemoteManifest);
    } catch {
      // No manifest (remote not built or hosted elsewhere): the page works without the hints.
    }
    html = html.replace('</head>', `${[REMOTES_CONFIG_PRELOAD, ...links].join('')}</head>`);
    cached = { key, html };
    return cached.html;
  };
}
