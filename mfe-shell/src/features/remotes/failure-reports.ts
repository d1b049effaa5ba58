import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, registeredBuild, type RemoteName } from './remote-registry';

/** What failed (gateway: POST /api/delivery/errors, docs/delivery.md "Automatic abort"). */
export type FailureKind = 'render' | 'chunk' | 'manifest' | 'runtime';

export const FAILURE_REPORTS_URL = '/api/delivery/errors';

/** One report per remote and build per page: the gateway counts browsers, not retries. */
const reported = new Set<string>();

/** What kind of failure an error caught at a remote's boundary is. */
export function failureKind(error: unknown): FailureKind {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (/mf-manifest\.json/.test(cause.message)) return 'manifest';
    if (/^(ChunkLoad|ScriptNetwork)Error$/.test(cause.name) || /#RUNTIME-0/.test(cause.message)) return 'chunk';
  }
  return error instanceof Error && error.name === 'RemoteUnavailableError' ? 'chunk' : 'render';
}

/**
 * Tells the gateway that a remote's build failed here, so a canary that fails more often than the
 * active build is stopped. Only for a build of the registry (a local dist has no build id to
 * judge); the browser's bucket goes with its cookie. Never throws.
 */
export function reportRemoteFailure(remote: RemoteName, kind: FailureKind, error: unknown): void {
  const buildId = registeredBuild(remote);
  if (!buildId || reported.has(`${remote}/${buildId}`)) return;
  reported.add(`${remote}/${buildId}`);
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
  try {
    void fetch(FAILURE_REPORTS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ remote, buildId, kind, message }),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A report is worth less than the page.
  }
}

/** The federation runtime's failures to load a remote's module (errorLoadRemote), reported as `runtime`. */
export function failureReportsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-failure-reports',
    errorLoadRemote({ id, error }) {
      const remote = String(id).split('/')[0] as RemoteName;
      if (REMOTE_NAMES.includes(remote)) reportRemoteFailure(remote, 'runtime', error);
      // Nothing to load instead: the error goes on to the remote's boundary.
      return undefined;
    },
  };
}

/** For tests: every remote and build may be reported again. */
export function forgetReports(): void {
  reported.clear();
}
