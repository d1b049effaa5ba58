// Stands in for @module-federation/runtime-core's SnapshotHandler in the production builds, which
// use `experiments.optimization.disableSnapshot`: that option drops the runtime's snapshot plugin,
// but the handler, which fetches manifests and turns them into snapshots, is still built in and
// with it @module-federation/sdk's generateSnapshotFromManifest (about 2 KB compressed on the first
// page). The shell registers each remote by its remoteEntry.js (mfe-shell remote-registry.ts), so
// nothing asks for a snapshot; `preloadRemote`, which would, is not used. Wired by resolve.alias
// in ../index.mjs (snapshotFreeRuntime).
import { DisabledSnapshotHandler } from '@shop/federation-runtime-core/disabled-snapshot';

export class SnapshotHandler extends DisabledSnapshotHandler {
  constructor() {
    super();
    // Read when a remote is registered again with `force`.
    this.manifestCache = new Map();
  }

  /** @param {{ moduleInfo: { name: string } }} args */
  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `Module Federation: "${moduleInfo.name}" must be registered by its remoteEntry.js (this build has no manifest or snapshot support)`,
    );
  }
}

/** What the real one answers for a remote the host has no snapshot of. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: {}, remoteSnapshot: undefined };
}
