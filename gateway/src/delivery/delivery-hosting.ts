import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, PgListener } from '@shop/server-kit';
import { type Request, type Response, Router } from 'express';
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import { chooseEncoding, isServerBuildPath } from '../static/mfe-hosting';
import {
  buildFolder,
  DELIVERED_REMOTES,
  isDeliveredRemote,
  isSafeBuildPath,
  MANIFEST,
  type BuildFile,
} from './build-contents';
import type { BuildFileStore } from './build-file-store';
import { buildForSeed, type RemoteBuilds, requestSeed, seedFor } from './buckets';
import type { Preview, PreviewLinks } from './previews';
import { DELIVERY_CHANNEL } from './release-registry';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

interface BuildFiles {
  removed: boolean;
  byPath: Map<string, BuildFile>;
}

/**
 * Every replica's view of the registry: /remotes.json (read from PostgreSQL on each request, so no
 * replica ever answers an older revision than another one did) and the builds' files at
 * /mfe/<remote>/b/<buildId>/… (immutable: cached for a year, brotli or gzip as published). The
 * file lists of builds are kept in memory while the change feed (`delivery_changed`) is up, and
 * forgotten on each event (a removal); file bytes are kept by their sha256, which never changes.
 */
export class DeliveryHosting {
  private readonly listener: PgListener;
  private feedUp = false;
  private readonly builds = new Map<string, BuildFiles>();
  private readonly bytes = new LRUCache<string, Buffer>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (b) => b.length || 1,
  });
  private readonly changeHandlers: Array<(payload: string | undefined) => void> = [];
  /** The live build of each remote, as this replica last read it. */
  private live = new Map<string, string | null>();
  /** The active build and canary of each remote, as this replica last read them (the change feed). */
  private served = new Map<string, RemoteBuilds>();
  /** Live builds copied to this replica's disk (manifest, first paints, Node build): `<remote>/<buildId>` → folder. */
  private readonly onDisk = new Map<string, string>();
  private readonly diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-live-builds-'));

  constructor(
    private readonly pool: Pool,
    private readonly store: BuildFileStore,
    databaseUrl: string,
    /** The configured manifest URL of each remote: used while the registry has no live build of it. */
    private readonly fallback: Record<string, string>,
    private readonly settings: Record<string, unknown> | null,
    /** Preview links: a browser's pinned builds come before its bucket's. */
    private readonly previews: PreviewLinks | null = null,
  ) {
    this.listener = new PgListener({
      databaseUrl,
      channel: DELIVERY_CHANNEL,
      applicationName: 'gateway-delivery-listener',
      lostMessage: 'delivery feed lost; build file lists are read from the database until it is back',
      onNotification: (payload) => {
        this.builds.clear();
        void this.refreshLive();
        for (const handler of this.changeHandlers) handler(payload);
      },
      onUp: () => {
        this.feedUp = true;
        void this.refreshLive();
      },
      onDown: () => {
        this.feedUp = false;
        this.builds.clear();
      },
    });
  }

  get up(): boolean {
    return this.feedUp;
  }

  async start(): Promise<void> {
    await this.listener.start();
    await this.refreshLive();
  }

  async stop(): Promise<void> {
    await this.listener.stop();
    await fs.promises.rm(this.diskRoot, { recursive: true, force: true });
  }

  /**
   * The remote's live build as a folder on this replica's disk and its manifest URL, for the
   * pages the gateway makes (preload links, first paint); null while none is live or it is still
   * being copied (the pages then come from the local dist, as before the registry).
   */
  liveBuild(remote: string): { dist: string; manifestUrl: string } | null {
    const buildId = this.live.get(remote);
    const dist = buildId ? this.onDisk.get(`${remote}/${buildId}`) : undefined;
    return dist && buildId ? { dist, manifestUrl: `${buildFolder(remote, buildId)}${MANIFEST}` } : null;
  }

  /**
   * Which build of `remote` this request gets (issue 36): the canary when the browser's bucket is
   * in it, else the active one; null while none is live (the local dist). From memory, kept by the
   * change feed, so a page may ask it at no cost (`pageBuildFor`: the pages made on the server;
   * /remotes.json reads the database on each request).
   */
  buildFor(remote: string, req: Request): { buildId: string; canary: boolean } | null {
    const pinned = this.previews?.fromRequest(req)?.pins[remote as keyof Preview['pins']];
    if (pinned) return { buildId: pinned, canary: false };
    const builds = this.served.get(remote);
    if (!builds) return null;
    const chosen = buildForSeed(remote, builds, requestSeed(req));
    return chosen.buildId ? { buildId: chosen.buildId, canary: chosen.canary } : null;
  }

  /**
   * The build of `remote` the pages of this request are made from (issue 36 item 4), on this
   * replica's disk: the preview's pin, else the bucket's canary, else the active build (a build
   * not yet on disk, say a preview's pin, is copied first). `perBrowser`: the choice depends on the
   * browser (a canary is served, or a preview is open), so the page varies with its cookies. Null:
   * none is live or the build is gone (the pages then come from `liveBuild`, or the local dist).
   */
  async pageBuildFor(
    remote: string,
    req: Request,
  ): Promise<{ dist: string; manifestUrl: string; perBrowser: boolean } | null> {
    const chosen = this.buildFor(remote, req);
    if (!chosen) return null;
    const served = this.served.get(remote);
    const perBrowser = Boolean(this.previews?.fromRequest(req)) || Boolean(served?.canary && served.percent > 0);
    const key = `${remote}/${chosen.buildId}`;
    if (!this.onDisk.has(key))
      await this.copyToDisk(remote, chosen.buildId).catch((error: unknown) =>
        log('gateway', 'warn', 'could not copy a build for its pages', { remote, error: String(error) }),
      );
    const dist = this.onDisk.get(key);
    return dist ? { dist, manifestUrl: `${buildFolder(remote, chosen.buildId)}${MANIFEST}`, perBrowser } : null;
  }

  private refreshing: Promise<void> | null = null;

  /** Reads which builds are live and copies each new one's manifest and first paints to disk. */
  refreshLive(): Promise<void> {
    const run = async () => {
      const rows = await this.pool.query<{
        name: string;
        active_build_id: string | null;
        canary_build_id: string | null;
        canary_percent: number;
      }>('select name, active_build_id, canary_build_id, canary_percent from gateway.delivery_remote');
      for (const row of rows.rows) {
        if (row.active_build_id) await this.copyToDisk(row.name, row.active_build_id);
        // A served canary's pages are made from its own build too (pageBuildFor).
        if (row.canary_build_id && row.canary_percent > 0) await this.copyToDisk(row.name, row.canary_build_id);
        this.live.set(row.name, row.active_build_id);
        this.served.set(row.name, {
          active: row.active_build_id,
          canary: row.canary_build_id,
          percent: row.canary_percent,
        });
      }
    };
    // One refresh at a time, and one more after it when events came meanwhile.
    const next = (this.refreshing ?? Promise.resolve()).then(run).catch((error: unknown) => {
      log('gateway', 'warn', 'could not read the live builds', { error: String(error) });
    });
    this.refreshing = next;
    return next;
  }

  /** Copies in flight, so two requests for one build share one copy (one `.partial` folder per build). */
  private readonly copying = new Map<string, Promise<void>>();

  private copyToDisk(remote: string, buildId: string): Promise<void> {
    const key = `${remote}/${buildId}`;
    if (this.onDisk.has(key)) return Promise.resolve();
    let copy = this.copying.get(key);
    if (!copy) {
      copy = this.copyFiles(remote, buildId).finally(() => this.copying.delete(key));
      this.copying.set(key, copy);
    }
    return copy;
  }

  private async copyFiles(remote: string, buildId: string): Promise<void> {
    const key = `${remote}/${buildId}`;
    const found = await this.pool.query<{ files: BuildFile[] }>(
      'select files from gateway.delivery_build where remote = $1 and build_id = $2',
      [remote, buildId],
    );
    const wanted = (found.rows[0]?.files ?? []).filter(
      (file) => file.path === MANIFEST || (file.path.startsWith('server/') && !/\.(br|gz)$/.test(file.path)),
    );
    const target = path.join(this.diskRoot, remote, buildId);
    const partial = `${target}.partial`;
    await fs.promises.rm(partial, { recursive: true, force: true });
    for (const file of wanted) {
      const bytes = await this.read(file);
      if (!bytes) return; // a removed build: nothing to paint from
      await fs.promises.mkdir(path.dirname(path.join(partial, file.path)), { recursive: true });
      await fs.promises.writeFile(path.join(partial, file.path), bytes);
    }
    await fs.promises.rm(target, { recursive: true, force: true });
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(partial, target);
    this.onDisk.set(key, target);
  }

  /** Called on every switch or removal any replica commits. */
  onChange(handler: (payload: string | undefined) => void): void {
    this.changeHandlers.push(handler);
  }

  /**
   * The body of /remotes.json now for a browser with bucket seed `seed` (one query: the active
   * build and canary of every remote), with its revision.
   */
  async remotesConfig(
    seed: string | null = null,
    preview: Preview | null = null,
  ): Promise<{ revision: number; body: Record<string, unknown> }> {
    const rows = await this.pool.query<{
      name: string;
      active_build_id: string | null;
      canary_build_id: string | null;
      canary_percent: number;
      revision: string;
    }>(
      `select r.name, r.active_build_id, r.canary_build_id, r.canary_percent, s.revision
         from gateway.delivery_remote r cross join gateway.delivery_state s`,
    );
    const revision = Number(rows.rows[0]?.revision ?? 0);
    const live: Record<string, string | null> = {};
    const canary: string[] = [];
    for (const row of rows.rows) {
      const chosen = buildForSeed(
        row.name,
        { active: row.active_build_id, canary: row.canary_build_id, percent: row.canary_percent },
        seed,
      );
      const pinned = preview?.pins[row.name as keyof Preview['pins']];
      live[row.name] = pinned ?? chosen.buildId;
      if (chosen.canary && !pinned) canary.push(row.name);
    }
    const body = remotesDocument(revision, live, this.fallback, this.settings);
    body.canary = canary.sort();
    if (preview) body.preview = { builds: preview.pins, expiresAt: new Date(preview.expiresAt).toISOString() };
    return { revision, body };
  }

  router(): Router {
    const router = Router();
    router.get('/remotes.json', async (req, res) => {
      // The answer depends on the browser's bucket cookie (set here on its first visit): private
      // to that browser, checked again on each use (the ETag makes that a 304).
      const preview = this.previews?.fromRequest(req) ?? null;
      const { revision, body } = await this.remotesConfig(seedFor(req, res), preview);
      const text = JSON.stringify(body);
      const etag = `"r${revision}-${createHash('sha256').update(text).digest('hex').slice(0, 16)}"`;
      // A preview's answer is never kept: it ends with the browser session or its expiry.
      res.setHeader('Cache-Control', preview ? 'private, no-store' : 'private, no-cache');
      res.vary('Cookie');
      res.setHeader('ETag', etag);
      if (ifNoneMatch(req, etag)) {
        res.status(304).end();
        return;
      }
      res.type('json').send(text);
    });
    router.get('/mfe/:remote/b/:buildId/{*file}', async (req, res) => {
      await this.sendFile(req, res);
    });
    return router;
  }

  private async filesOf(remote: string, buildId: string): Promise<BuildFiles | null> {
    const key = `${remote}/${buildId}`;
    const cached = this.builds.get(key);
    if (cached) return cached;
    const found = await this.pool.query<{ files: BuildFile[]; removed: boolean }>(
      'select files, removed_at is not null as removed from gateway.delivery_build where remote = $1 and build_id = $2',
      [remote, buildId],
    );
    const row = found.rows[0];
    if (!row) return null;
    const files = { removed: row.removed, byPath: new Map(row.files.map((file) => [file.path, file])) };
    if (this.feedUp) {
      if (this.builds.size > 200) this.builds.clear();
      this.builds.set(key, files);
    }
    return files;
  }

  private async read(file: BuildFile): Promise<Buffer | null> {
    const cached = this.bytes.get(file.sha256);
    if (cached) return cached;
    const bytes = await this.store.get(file.sha256);
    if (bytes) this.bytes.set(file.sha256, bytes);
    return bytes;
  }

  private async sendFile(req: Request, res: Response): Promise<void> {
    const { remote, buildId } = req.params as { remote: string; buildId: string };
    const segments = (req.params as { file?: string[] }).file ?? [];
    const relative = segments.join('/');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const notFound = () => void res.status(404).type('text/plain').send('Not found');
    if (!isDeliveredRemote(remote) || !/^[0-9a-f]{20}$/.test(buildId) || !isSafeBuildPath(relative)) return notFound();
    // The build's Node build (dist/server/) is published with it for the gateway's renders only.
    if (isServerBuildPath(relative)) return notFound();
    const build = await this.filesOf(remote, buildId);
    const file = build && !build.removed ? build.byPath.get(relative) : undefined;
    if (!build || !file) return notFound();
    const available = VARIANTS.filter((variant) => build.byPath.has(relative + variant.suffix));
    const encoding = available.length
      ? chooseEncoding(
          req.headers['accept-encoding'],
          available.map((variant) => variant.encoding),
        )
      : undefined;
    const variant = available.find((candidate) => candidate.encoding === encoding);
    const sent = variant ? build.byPath.get(relative + variant.suffix)! : file;
    const etag = `"${sent.sha256}"`;
    res.setHeader('Cache-Control', IMMUTABLE);
    if (available.length) res.vary('Accept-Encoding');
    res.type(path.extname(relative) || 'application/octet-stream');
    res.setHeader('ETag', etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (variant) res.setHeader('Content-Encoding', variant.encoding);
    if (ifNoneMatch(req, etag)) {
      res.status(304).end();
      return;
    }
    const bytes = await this.read(sent);
    if (!bytes) {
      res.removeHeader('Content-Encoding');
      return notFound();
    }
    res.setHeader('Content-Length', bytes.length);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  }
}

/**
 * /remotes.json: each remote's manifest URL (its live build's, else the configured one), the
 * registry's `revision`, each remote's live `buildId` (`builds`: the browser's, its canary when its
 * bucket is in it; `canary` names those remotes), and the site's `settings` the
 * shell hands every remote (ShellProps.settings in @shop/ui), e.g. the community chat link.
 */
export function remotesDocument(
  revision: number,
  live: Record<string, string | null | undefined>,
  fallback: Record<string, string>,
  settings: Record<string, unknown> | null,
): Record<string, unknown> {
  const body: Record<string, unknown> = { revision };
  const builds: Record<string, string | null> = {};
  for (const remote of DELIVERED_REMOTES) {
    const buildId = live[remote] ?? null;
    builds[remote] = buildId;
    body[remote] = buildId ? `${buildFolder(remote, buildId)}${MANIFEST}` : fallback[remote];
  }
  body.builds = builds;
  if (settings) body.settings = settings;
  return body;
}

function ifNoneMatch(req: Request, etag: string): boolean {
  const header = req.headers['if-none-match'];
  return Boolean(header && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'));
}
