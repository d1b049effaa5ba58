import type { ComponentType } from 'react';
import { init } from '@module-federation/enhanced/runtime';

/**
 * The shop's static files as a component test's browser sees them: `fetch` answers from a table
 * (anything not in it is a 404), and a `<script>` the federation runtime adds runs the remote
 * entry the table names for its URL, or fails like a 404 (jsdom loads no scripts itself, so this
 * stands in for the browser running remoteEntry.js). The loader under test is the real one: the
 * shell's registry and the federation runtime, created here as the shell's build creates it.
 */

type Json = unknown;
/** An answer, or one answer per request in turn (the last one repeats). */
type Answers<T> = T | { sequence: T[] };

const files = new Map<string, Answers<Json>>();
const entries = new Map<string, Answers<ComponentType | null>>();
const counts = new Map<string, number>();
/** Every path asked for, fetches and scripts, in order. */
export const requests: string[] = [];

function next<T>(path: string, answers: Answers<T>): T {
  const count = counts.get(path) ?? 0;
  counts.set(path, count + 1);
  if (answers && typeof answers === 'object' && 'sequence' in answers)
    return answers.sequence[Math.min(count, answers.sequence.length - 1)]!;
  return answers as T;
}

export const shop = {
  /** `path` answers this JSON (or these, in turn). */
  json(path: string, body: Answers<Json>) {
    files.set(path, body);
  },
  /** The remote entry at `path` (a script) exposes this App as `./App`; null: the file is gone (404). */
  entry(path: string, app: Answers<ComponentType | null>) {
    entries.set(path, app);
  },
  reset() {
    files.clear();
    entries.clear();
    counts.clear();
    requests.length = 0;
  },
};

/** A built remote's manifest (as rspack writes it, publicPath auto) with its entry beside it. */
export function manifest(name: string) {
  return {
    name,
    metaData: {
      name,
      globalName: name,
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    },
  };
}

/** A federation container exposing `App` as `./App`, as a remote's remoteEntry.js assigns it. */
function container(App: ComponentType) {
  return { init: async () => undefined, get: async () => () => ({ default: App }) };
}

let observer: MutationObserver | undefined;
const realFetch = window.fetch;

/** Installs the shop's network for the file's tests (call in beforeAll; `stopShop` in afterAll). */
export function startShop() {
  init({ name: 'shell', remotes: [] });
  window.fetch = (async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), window.location.origin);
    requests.push(pathname);
    const answers = files.get(pathname);
    const body = answers === undefined ? undefined : next(pathname, answers);
    if (body === undefined) return { ok: false, status: 404, json: async () => 'Not found' } as unknown as Response;
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as Json } as unknown as Response;
  }) as typeof window.fetch;
  observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement) || !node.src) continue;
        const { pathname } = new URL(node.src);
        requests.push(pathname);
        const answers = entries.get(pathname);
        const App = answers === undefined ? null : next(pathname, answers);
        if (App) {
          const globalName = pathname.split('/')[2]!;
          (window as unknown as Record<string, unknown>)[globalName] = container(App);
          node.dispatchEvent(new Event('load'));
        } else node.dispatchEvent(new Event('error'));
      }
  });
  observer.observe(document.head, { childList: true });
}

export function stopShop() {
  observer?.disconnect();
  window.fetch = realFetch;
}

/**
 * Records whether the "unavailable" panel (role=alert) was ever on the page, even for a moment:
 * a recovery must not flash it.
 */
export function watchForAlerts(): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const isAlert = (node: Node) =>
    node instanceof Element && (node.matches('[role="alert"]') || node.querySelector('[role="alert"]') !== null);
  const watcher = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(isAlert))) seen = true;
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  return {
    seen: () => seen || document.querySelector('[role="alert"]') !== null,
    stop: () => watcher.disconnect(),
  };
}
