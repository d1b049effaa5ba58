// The floor under a page's Lighthouse figures on this host (`npm run lighthouse -- --floor`): the
// page's server-rendered HTML served with none of the shop's scripts but React's runtime (react and
// react-dom/client, production build) rendering one element in a root of its own. No page that
// hydrates with React can measure below it on this host, so a goal under it cannot be met there by
// anything the shop's components do. The HTML alone is not a row: Lighthouse failed such a page
// (no script at all) with NO_FCP now and then, three times in a row, for a reason not found.
// docs/performance.md, "Page speed: npm run lighthouse".
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { rspack } from '@rspack/core';

/** Everything that runs or preloads code: the shop's scripts, its state, its preloads. JSON-LD stays (inert). */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="(?:module)?preload"[^>]*>/g, '');
}

/** React's runtime alone, built as the remotes build it (production, minified). Returns its source. */
async function buildReactOnly(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-floor-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      `import { createElement, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
const element = document.createElement('div');
document.body.appendChild(element);
startTransition(() => createRoot(element).render(createElement('span', null, 'live')));
`,
    );
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: path.join(dir, 'out'), filename: 'react-only.js' },
      resolve: { modules: [path.join(root, 'node_modules')] },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => (error ? reject(error) : resolve(result))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    await new Promise((resolve) => compiler.close(resolve));
    return fs.readFileSync(path.join(dir, 'out', 'react-only.js'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const BARE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>React only</title></head><body><h1>React only</h1></body></html>';

/**
 * Serves, on 127.0.0.1, each of `paths` fetched from the shop at `base` as a guest at `/<n>/react`
 * (its scripts removed, React's runtime added), and `/bare/react` (a document with one heading and
 * React's runtime). Returns the server's origin, the pages to measure (as lighthouse.mjs's page
 * list, with a `label`) and `close`.
 */
export async function startFloor(root, base, paths) {
  const script = await buildReactOnly(root);
  // Compressed as the gateway compresses: Lighthouse's simulated network counts transferred bytes.
  const withReact = (document) => ({
    type: 'text/html; charset=utf-8',
    body: zlib.gzipSync(document.replace('</body>', '<script defer src="/react-only.js"></script></body>')),
  });
  const bodies = new Map([
    ['/react-only.js', { type: 'text/javascript', body: zlib.gzipSync(script) }],
    ['/bare/react', withReact(BARE)],
  ]);
  // cookieFree: this server sets no cookie, so lighthouse.mjs need not empty the jar between runs.
  const page = (pagePath, label) => ({ path: pagePath, label, who: 'guest', cookieFree: true });
  const pages = [page('/bare/react', 'a heading + React only')];
  for (const [n, pagePath] of paths.entries()) {
    const response = await fetch(`${base}${pagePath}`);
    bodies.set(`/${n}/react`, withReact(withoutScripts(await response.text())));
    pages.push(page(`/${n}/react`, `${pagePath}: HTML + React only`));
  }
  const server = http.createServer((request, response) => {
    const found = bodies.get(request.url);
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not a floor page');
      return;
    }
    response.writeHead(200, { 'content-type': found.type, 'content-encoding': 'gzip' }).end(found.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    pages,
    // Chromium keeps its connections open: close them, or close() waits for them forever.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
