// Stands in for @module-federation/runtime-core's utils/preload.js in the production builds (see
// snapshot-handler.mjs): its only callers are `preloadRemote` and the snapshot plugin, which need
// manifests these builds do not read. The shell preloads the storefront with <link rel="preload">
// tags from the gateway instead (gateway/src/static/remote-preload.ts).
const unsupported = () =>
  new Error('Module Federation: preloadRemote needs the snapshot plugin, which this build leaves out');

/** @param {Record<string, unknown>} preloadConfig */
export function defaultPreloadArgs(preloadConfig) {
  return { resourceCategory: 'sync', share: true, depsRemote: true, recordPreloadedAssets: true, ...preloadConfig };
}

export function formatPreloadArgs() {
  throw unsupported();
}

/** @param {string[] | undefined} exposes */
export function normalizePreloadExposes(exposes) {
  return (exposes ?? []).map((expose) => (expose.startsWith('./') ? expose.slice(2) : expose));
}

export function preloadAssets() {
  return Promise.reject(unsupported());
}
