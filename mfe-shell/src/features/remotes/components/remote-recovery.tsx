import { useEffect, useState } from 'react';
import type { RemoteName } from '../remote-registry';
import { checkRemotes, reloadRemote } from '../remote-updates';
import { RemoteLoading } from './remote-loading';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * A failure to fetch a remote's code (its manifest, entry or a chunk: a 404 after a deploy, the
 * network), as opposed to a bug in the remote: worth one fresh registration before the error panel.
 */
export function isLoadFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++)
    if (/^(RemoteUnavailable|ChunkLoad|ScriptNetwork)Error$/.test(cause.name) || /#RUNTIME-0/.test(cause.message))
      return true;
  return false;
}

/** Remotes that used their one automatic retry since the last navigation. */
const retried = new Set<RemoteName>();
/** What was decided for each error caught (a fallback may render twice). */
const decisions = new WeakMap<Error, boolean>();

/** A load failure is retried once (per navigation) before the error panel; anything else is not. */
function retriesOnce(name: RemoteName, error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  let decision = decisions.get(error);
  if (decision === undefined) {
    decision = isLoadFailure(error) && !retried.has(name);
    if (decision) retried.add(name);
    decisions.set(error, decision);
  }
  return decision;
}

/** A navigation: the retry is given back, and /remotes.json is checked for new builds. */
export function navigated(): Promise<void> {
  retried.clear();
  return checkRemotes();
}

/**
 * In place of a remote whose code failed to load (a deploy removed it, the network): the remote
 * registered again from a fresh /remotes.json and loaded once more, "Loading..." meanwhile; the
 * error panel only if that fails too, or at once for an error that is not a load failure.
 */
export default function RemoteFallback({
  name,
  error,
  onRetry,
}: {
  name: RemoteName;
  error: unknown;
  onRetry(): void;
}) {
  const recover = retriesOnce(name, error);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!recover) return;
    reloadRemote(name).catch(() => setFailed(true));
  }, [name, recover]);
  return recover && !failed ? <RemoteLoading /> : <RemoteUnavailable onRetry={onRetry} />;
}
