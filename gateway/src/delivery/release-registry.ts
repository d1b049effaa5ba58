import type { Pool, PoolClient } from 'pg';
import {
  readBuild,
  type BuildContents,
  type BuildFile,
  type DeliveredRemote,
  type UploadedFile,
} from './build-contents';
import type { BuildFileStore } from './build-file-store';
import type { DeliveryActor, DeliveryAudit } from './delivery-audit';
import { runGates, type GateContext, type GateResult } from './gates';

/** The PostgreSQL channel every replica listens on: a switch or a removal happened (payload: the revision). */
export const DELIVERY_CHANNEL = 'delivery_changed';

export interface PublishedBuild {
  buildId: string;
  remote: string;
  createdAt: string;
  gitCommit: string | null;
  size: { firstLoadBytes: number; totalBytes: number };
  shared: BuildContents['shared'];
  exposes: string[];
  operations: string[];
}

export type BuildStatus = 'active' | 'kept' | 'removed';

export interface ListedBuild {
  buildId: string;
  status: BuildStatus;
  createdAt: string;
  gitCommit: string | null;
  publishedBy: string;
  size: { firstLoadBytes: number; totalBytes: number };
  pinned: boolean;
  gates: GateResult[] | null;
}

export interface RemoteState {
  name: string;
  active: { buildId: string; revision: number; activatedAt: string } | null;
  /** The build served to `percent` of the browsers' buckets (0 after an abort: served to none). */
  canary: { buildId: string; percent: number; since: string } | null;
  /** The remote's revision: `ifRevision` of its next activation (0 before the first). */
  revision: number;
}

/** The canary changed between the check and the lock: nothing to abort. */
class StoppedMeanwhile extends Error {}

/** Refusals the routes turn into answers. */
export class DeliveryRefusal extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface RetentionPolicy {
  /** The newest builds of a remote always kept. */
  keep: number;
  /** A build younger than this is never removed (an open tab may still load its files). */
  minAgeMs: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { keep: 30, minAgeMs: 7 * 24 * 3600_000 };

/**
 * Publishes hold it shared and a removal exclusively: a removal then never deletes a file that a
 * build being published at that moment (not yet committed, so invisible to it) reuses.
 */
const FILES_LOCK = 0x66696c65; // 'file'

interface BuildRow {
  remote: string;
  build_id: string;
  created_at: Date;
  git_commit: string | null;
  published_by: string;
  first_load_bytes: number;
  total_bytes: string;
  shared: BuildContents['shared'];
  exposes: string[];
  operations: string[] | null;
  files: BuildFile[];
  pinned: boolean;
  removed_at: Date | null;
  last_gates: GateResult[] | null;
}

const actorName = (actor: DeliveryActor) =>
  actor.tokenId ? `token:${actor.tokenName ?? actor.tokenId}` : `user:${actor.userId ?? 'unknown'}`;

function published(row: BuildRow): PublishedBuild {
  return {
    buildId: row.build_id,
    remote: row.remote,
    createdAt: row.created_at.toISOString(),
    gitCommit: row.git_commit,
    size: { firstLoadBytes: row.first_load_bytes, totalBytes: Number(row.total_bytes) },
    shared: row.shared,
    exposes: row.exposes,
    operations: row.operations ?? [],
  };
}

/**
 * The release registry: immutable builds per remote, which one is live, and the switch between
 * them (a compare-and-swap on the remote's revision, after the gates). Every change is in the
 * delivery audit, in the same transaction.
 */
export class ReleaseRegistry {
  constructor(
    private readonly pool: Pool,
    private readonly store: BuildFileStore,
    private readonly audit: DeliveryAudit,
    private readonly gates: GateContext,
    private readonly retention: RetentionPolicy = DEFAULT_RETENTION,
  ) {}

  /** Publishes a build: 'created', or 'existing' for the same bytes again; a conflict for the same id with other bytes. */
  async publish(
    remote: DeliveredRemote,
    files: UploadedFile[],
    gitCommit: string | null,
    actor: DeliveryActor,
  ): Promise<{ outcome: 'created' | 'existing'; build: PublishedBuild }> {
    const build = readBuild(remote, files);
    const bytesOf = new Map(files.map((file) => [file.path, file.bytes]));
    const existing = await this.findBuild(remote, build.buildId);
    if (existing) return { outcome: 'existing', build: await this.sameOrConflict(existing, build, bytesOf, actor) };
    const created = await this.transaction(async (client) => {
      await client.query('select pg_advisory_xact_lock_shared($1)', [FILES_LOCK]);
      for (const file of build.files) await this.store.put(client, file.sha256, bytesOf.get(file.path)!);
      const inserted = await client.query<BuildRow>(
        `insert into gateway.delivery_build (remote, build_id, git_commit, published_by, token_id, first_load_bytes,
           total_bytes, shared, exposes, consumes, operations, files)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         on conflict (remote, build_id) do nothing returning *`,
        [
          remote,
          build.buildId,
          gitCommit,
          actorName(actor),
          actor.tokenId,
          build.firstLoadBytes,
          build.totalBytes,
          JSON.stringify(build.shared),
          JSON.stringify(build.exposes),
          JSON.stringify(build.consumes),
          JSON.stringify(build.operations),
          JSON.stringify(build.files),
        ],
      );
      const row = inserted.rows[0];
      if (!row) return null; // published at the same moment by another request
      await this.audit.append(client, {
        action: 'build.publish',
        actor,
        remote,
        buildId: build.buildId,
        gitCommit,
        after: {
          files: build.files.length,
          firstLoadBytes: build.firstLoadBytes,
          operations: build.operations?.length ?? 0,
        },
      });
      return row;
    });
    if (created) return { outcome: 'created', build: published(created) };
    const raced = await this.findBuild(remote, build.buildId);
    return { outcome: 'existing', build: await this.sameOrConflict(raced!, build, bytesOf, actor) };
  }

  private async sameOrConflict(
    existing: BuildRow,
    build: BuildContents,
    bytesOf: Map<string, Buffer>,
    actor: DeliveryActor,
  ): Promise<PublishedBuild> {
    const stored = new Map(existing.files.map((file) => [file.path, file.sha256]));
    const differing = build.files.filter((file) => stored.get(file.path) !== file.sha256).map((file) => file.path);
    if (!differing.length && stored.size === build.files.length) {
      if (existing.removed_at) {
        // The same bytes again bring a removed build back.
        await this.transaction(async (client) => {
          await client.query('select pg_advisory_xact_lock_shared($1)', [FILES_LOCK]);
          for (const file of build.files) await this.store.put(client, file.sha256, bytesOf.get(file.path)!);
          await client.query(
            'update gateway.delivery_build set removed_at = null where remote = $1 and build_id = $2',
            [existing.remote, existing.build_id],
          );
          await this.audit.append(client, {
            action: 'build.publish',
            actor,
            remote: existing.remote,
            buildId: existing.build_id,
            reason: 'published again after its removal',
          });
        });
      }
      return published(existing);
    }
    await this.audit.appendAlone({
      action: 'build.refused',
      actor,
      remote: existing.remote,
      buildId: existing.build_id,
      reason: 'same buildId, other bytes',
      details: { differing: differing.slice(0, 20) },
    });
    throw new DeliveryRefusal(
      409,
      `Build ${existing.build_id} of ${existing.remote} exists with other bytes (${differing.slice(0, 5).join(', ') || 'other files'}); a build is immutable.`,
      { buildId: existing.build_id, differing: differing.slice(0, 20) },
    );
  }

  private async findBuild(remote: string, buildId: string): Promise<BuildRow | undefined> {
    const found = await this.pool.query<BuildRow>(
      'select * from gateway.delivery_build where remote = $1 and build_id = $2',
      [remote, buildId],
    );
    return found.rows[0];
  }

  async remotes(only?: readonly string[]): Promise<RemoteState[]> {
    const rows = await this.pool.query<{
      name: string;
      active_build_id: string | null;
      revision: string;
      activated_at: Date | null;
      canary_build_id: string | null;
      canary_percent: number;
      canary_since: Date | null;
    }>(
      `select name, active_build_id, revision, activated_at, canary_build_id, canary_percent, canary_since
         from gateway.delivery_remote order by name`,
    );
    return rows.rows
      .filter((row) => !only || only.includes(row.name))
      .map((row) => ({
        name: row.name,
        revision: Number(row.revision),
        active:
          row.active_build_id && row.activated_at
            ? {
                buildId: row.active_build_id,
                revision: Number(row.revision),
                activatedAt: row.activated_at.toISOString(),
              }
            : null,
        canary:
          row.canary_build_id && row.canary_since
            ? { buildId: row.canary_build_id, percent: row.canary_percent, since: row.canary_since.toISOString() }
            : null,
      }));
  }

  async builds(remote: DeliveredRemote): Promise<ListedBuild[]> {
    const [rows, state] = await Promise.all([
      this.pool.query<BuildRow>(
        'select * from gateway.delivery_build where remote = $1 order by created_at desc, build_id',
        [remote],
      ),
      this.pool.query<{ active_build_id: string | null }>(
        'select active_build_id from gateway.delivery_remote where name = $1',
        [remote],
      ),
    ]);
    const active = state.rows[0]?.active_build_id;
    return rows.rows.map((row) => ({
      buildId: row.build_id,
      status: row.build_id === active ? 'active' : row.removed_at ? 'removed' : 'kept',
      createdAt: row.created_at.toISOString(),
      gitCommit: row.git_commit,
      publishedBy: row.published_by,
      size: { firstLoadBytes: row.first_load_bytes, totalBytes: Number(row.total_bytes) },
      pinned: row.pinned,
      gates: row.last_gates,
    }));
  }

  /** Pins a build (never removed) or unpins it; null when the remote has no such build. */
  async pin(remote: DeliveredRemote, buildId: string, pinned: boolean, actor: DeliveryActor): Promise<boolean | null> {
    return this.transaction(async (client) => {
      const updated = await client.query<{ pinned: boolean }>(
        'update gateway.delivery_build set pinned = $3 where remote = $1 and build_id = $2 returning pinned',
        [remote, buildId, pinned],
      );
      if (!updated.rows[0]) return null;
      await this.audit.append(client, {
        action: pinned ? 'build.pin' : 'build.unpin',
        actor,
        remote,
        buildId,
      });
      return updated.rows[0].pinned;
    });
  }

  /**
   * Switches `remote` to `buildId` when the gates pass and the remote is still at `ifRevision`
   * (a rollback passes the revision it read). The revision of /remotes.json is one counter for the
   * whole registry, locked for the switch, so revisions are committed in the order they are given.
   * Activating the remote's canary build (a promotion) ends the canary.
   */
  async activate(
    remote: DeliveredRemote,
    request: { buildId: string; ifRevision?: number; reason: string },
    actor: DeliveryActor,
    kind: 'activate' | 'rollback' | 'promote',
  ): Promise<{ revision: number; gates: GateResult[] }> {
    const { build, expected, gates } = await this.checked(remote, request, actor, kind);
    const revision = await this.switched(remote, expected, async (client, row, next) => {
      await client.query(
        `update gateway.delivery_remote set active_build_id = $2, previous_build_id = active_build_id,
           revision = $3, activated_at = now(),
           canary_build_id = case when canary_build_id = $2 then null else canary_build_id end,
           canary_percent = case when canary_build_id = $2 then 0 else canary_percent end,
           canary_since = case when canary_build_id = $2 then null else canary_since end
         where name = $1`,
        [remote, build.build_id, next],
      );
      await this.audit.append(client, {
        action: kind === 'rollback' ? 'remote.rollback' : kind === 'promote' ? 'canary.promote' : 'remote.activate',
        actor,
        remote,
        buildId: build.build_id,
        gitCommit: build.git_commit,
        reason: request.reason,
        before: { buildId: row.active_build_id, revision: row.revision, canary: row.canary },
        after: { buildId: build.build_id, revision: next },
      });
    });
    await this.removeOldBuilds(remote).catch(() => undefined);
    return { revision, gates };
  }

  /** Makes the remote's canary its active build (through the gates again, what is live may have changed). */
  async promoteCanary(
    remote: DeliveredRemote,
    request: { ifRevision?: number; reason: string },
    actor: DeliveryActor,
  ): Promise<{ revision: number; gates: GateResult[] }> {
    const [current] = await this.remotes([remote]);
    if (!current.canary) throw new DeliveryRefusal(404, `${remote} has no canary to promote.`);
    return this.activate(remote, { ...request, buildId: current.canary.buildId }, actor, 'promote');
  }

  /**
   * Serves `buildId` to `percent` of the browsers' buckets (any whole percent, 1..100), through the
   * same gates and compare-and-swap as an activation; a new percent of the same canary is a step.
   */
  async setCanary(
    remote: DeliveredRemote,
    request: { buildId: string; percent: number; ifRevision?: number; reason: string },
    actor: DeliveryActor,
  ): Promise<{ revision: number; gates: GateResult[] }> {
    const { build, expected, gates, current } = await this.checked(remote, request, actor, 'canary');
    if (current.active?.buildId === build.build_id)
      throw new DeliveryRefusal(409, `Build ${build.build_id} is already the active build of ${remote}.`, {
        currentRevision: current.revision,
      });
    if (!current.active)
      throw new DeliveryRefusal(409, `${remote} has no active build yet: activate one before a canary.`, {
        currentRevision: current.revision,
      });
    const revision = await this.switched(remote, expected, async (client, row, next) => {
      await client.query(
        `update gateway.delivery_remote set canary_build_id = $2, canary_percent = $3, revision = $4,
           canary_since = case when canary_build_id = $2 then canary_since else now() end
         where name = $1`,
        [remote, build.build_id, request.percent, next],
      );
      await this.audit.append(client, {
        action: 'canary.set',
        actor,
        remote,
        buildId: build.build_id,
        gitCommit: build.git_commit,
        reason: request.reason,
        before: { canary: row.canary, revision: row.revision },
        after: { canary: { buildId: build.build_id, percent: request.percent }, revision: next },
      });
    });
    return { revision, gates };
  }

  /** Ends the remote's canary: every browser gets the active build. */
  async clearCanary(
    remote: DeliveredRemote,
    request: { ifRevision?: number; reason: string },
    actor: DeliveryActor,
  ): Promise<{ revision: number }> {
    const [current] = await this.remotes([remote]);
    if (!current.canary) throw new DeliveryRefusal(404, `${remote} has no canary.`);
    const expected = this.expectedRevision(current, request.ifRevision);
    const revision = await this.switched(remote, expected, async (client, row, next) => {
      await client.query(
        `update gateway.delivery_remote set canary_build_id = null, canary_percent = 0, canary_since = null,
           revision = $2 where name = $1`,
        [remote, next],
      );
      await this.audit.append(client, {
        action: 'canary.clear',
        actor,
        remote,
        buildId: row.canary?.buildId ?? null,
        reason: request.reason,
        before: { canary: row.canary, revision: row.revision },
        after: { canary: null, revision: next },
      });
    });
    return { revision };
  }

  /**
   * The automatic abort: the canary `buildId` drops to 0% when it is still the remote's canary and
   * served (so of several replicas judging at once, one stops it and the others find it stopped).
   * Answers whether this call stopped it.
   */
  async abortCanary(remote: DeliveredRemote, buildId: string, figures: Record<string, unknown>): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [current] = await this.remotes([remote]);
      if (current.canary?.buildId !== buildId || current.canary.percent === 0) return false;
      try {
        await this.switched(remote, current.revision, async (client, row, next) => {
          if (row.canary?.buildId !== buildId || row.canary.percent === 0) throw new StoppedMeanwhile();
          await client.query('update gateway.delivery_remote set canary_percent = 0, revision = $2 where name = $1', [
            remote,
            next,
          ]);
          await this.audit.append(client, {
            action: 'canary.auto-abort',
            actor: { userId: null, tokenId: null, tokenName: 'canary-guard' },
            remote,
            buildId,
            reason: 'the canary fails more often than the active build',
            before: { canary: row.canary, revision: row.revision },
            after: { canary: { buildId, percent: 0 }, revision: next },
            details: figures,
          });
        });
        return true;
      } catch (error) {
        if (error instanceof StoppedMeanwhile) return false;
        if (!(error instanceof DeliveryRefusal && error.status === 409)) throw error;
      }
    }
    return false;
  }

  /** Records a preview link of `pins` (each build published and kept), audited; refuses an unknown or removed build. */
  async preview(pins: Partial<Record<DeliveredRemote, string>>, expiresAt: Date, actor: DeliveryActor): Promise<void> {
    for (const [remote, buildId] of Object.entries(pins) as Array<[DeliveredRemote, string]>) {
      const build = await this.findBuild(remote, buildId);
      if (!build) throw new DeliveryRefusal(404, `${remote} has no build ${buildId}.`);
      if (build.removed_at) throw new DeliveryRefusal(409, `Build ${buildId} was removed; publish it again first.`);
    }
    await this.audit.appendAlone({
      action: 'preview.create',
      actor,
      after: { pins, expiresAt: expiresAt.toISOString() },
    });
  }

  private expectedRevision(current: RemoteState, ifRevision: number | undefined): number {
    const expected = ifRevision ?? current.revision;
    if (expected !== current.revision)
      throw new DeliveryRefusal(409, `${current.name} is at revision ${current.revision}, not ${expected}.`, {
        currentRevision: current.revision,
      });
    return expected;
  }

  /** The build, the revision the caller read, and the gates' results; a refusal when a gate fails. */
  private async checked(
    remote: DeliveredRemote,
    request: { buildId: string; ifRevision?: number; reason: string },
    actor: DeliveryActor,
    kind: 'activate' | 'rollback' | 'promote' | 'canary',
  ): Promise<{ build: BuildRow; expected: number; gates: GateResult[]; current: RemoteState }> {
    const build = await this.findBuild(remote, request.buildId);
    if (!build) throw new DeliveryRefusal(404, `${remote} has no build ${request.buildId}.`);
    if (build.removed_at)
      throw new DeliveryRefusal(409, `Build ${request.buildId} was removed; publish it again first.`);
    const [current] = await this.remotes([remote]);
    const expected = this.expectedRevision(current, request.ifRevision);
    const gates = await runGates(
      {
        remote,
        buildId: build.build_id,
        files: build.files,
        shared: build.shared,
        exposes: build.exposes,
        firstLoadBytes: build.first_load_bytes,
      },
      this.gates,
    );
    await this.pool.query('update gateway.delivery_build set last_gates = $3 where remote = $1 and build_id = $2', [
      remote,
      build.build_id,
      JSON.stringify(gates),
    ]);
    const failed = gates.filter((gate) => gate.problems.length);
    if (failed.length) {
      await this.audit.appendAlone({
        action: 'remote.refused',
        actor,
        remote,
        buildId: build.build_id,
        gitCommit: build.git_commit,
        reason: request.reason,
        before: current.active,
        details: { kind, gates: failed },
      });
      throw new DeliveryRefusal(
        422,
        `The gates refused build ${build.build_id}: ${failed.map((gate) => gate.gate).join(', ')}.`,
        {
          gates: failed,
        },
      );
    }
    return { build, expected, gates, current };
  }

  /**
   * One change of a remote's state: the registry's revision locked and raised, the remote still at
   * `expected` (else a 409), `change` writes the remote's row and its audit event, every replica is told.
   */
  async switched(
    remote: DeliveredRemote,
    expected: number,
    change: (
      client: PoolClient,
      row: {
        revision: number;
        active_build_id: string | null;
        canary: { buildId: string; percent: number } | null;
      },
      next: number,
    ) => Promise<void>,
  ): Promise<number> {
    return this.transaction(async (client) => {
      const state = await client.query<{ revision: string }>(
        'select revision from gateway.delivery_state where id = 1 for update',
      );
      const row = await client.query<{
        revision: string;
        active_build_id: string | null;
        canary_build_id: string | null;
        canary_percent: number;
      }>(
        'select revision, active_build_id, canary_build_id, canary_percent from gateway.delivery_remote where name = $1 for update',
        [remote],
      );
      const now = Number(row.rows[0].revision);
      if (now !== expected)
        throw new DeliveryRefusal(409, `${remote} is at revision ${now}, not ${expected}.`, { currentRevision: now });
      const next = Number(state.rows[0].revision) + 1;
      await client.query('update gateway.delivery_state set revision = $1 where id = 1', [next]);
      const { active_build_id, canary_build_id, canary_percent } = row.rows[0];
      await change(
        client,
        {
          revision: now,
          active_build_id,
          canary: canary_build_id ? { buildId: canary_build_id, percent: canary_percent } : null,
        },
        next,
      );
      await client.query('select pg_notify($1, $2)', [DELIVERY_CHANNEL, String(next)]);
      return next;
    });
  }

  /**
   * Keeps the newest `keep` builds of the remote and every build younger than `minAgeMs`; never
   * removes the active build, the one before it (the next rollback's target), a build a rollback
   * went to, or a pinned one. A removed
   * build's row stays (its history); its files go when no kept build shares them.
   */
  async removeOldBuilds(remote: DeliveredRemote): Promise<string[]> {
    return this.transaction(async (client) => {
      await client.query('select pg_advisory_xact_lock($1)', [FILES_LOCK]);
      const removed = await client.query<{ build_id: string; files: BuildFile[] }>(
        `update gateway.delivery_build b set removed_at = now()
          where b.remote = $1 and b.removed_at is null and not b.pinned
            and b.created_at < now() - make_interval(secs => $3::double precision / 1000)
            and b.build_id not in (
              select kept from gateway.delivery_remote r,
                unnest(array[r.active_build_id, r.previous_build_id, r.canary_build_id]) kept
               where r.name = $1 and kept is not null)
            and b.build_id not in (
              select k.build_id from gateway.delivery_build k where k.remote = $1
               order by k.created_at desc, k.build_id limit $2)
            and b.build_id not in (
              select a.event->>'buildId' from gateway.delivery_audit a
               where a.event->>'action' = 'remote.rollback' and a.event->>'remote' = $1)
          returning b.build_id, b.files`,
        [remote, this.retention.keep, this.retention.minAgeMs],
      );
      if (!removed.rows.length) return [];
      await this.store.deleteUnused(
        client,
        removed.rows.flatMap((row) => row.files.map((file) => file.sha256)),
      );
      for (const row of removed.rows)
        await this.audit.append(client, {
          action: 'build.remove',
          actor: { userId: null, tokenId: null, tokenName: 'retention' },
          remote,
          buildId: row.build_id,
          reason: `older than the newest ${this.retention.keep} builds`,
        });
      await client.query('select pg_notify($1, $2)', [DELIVERY_CHANNEL, 'removed']);
      return removed.rows.map((row) => row.build_id);
    });
  }

  private async transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
