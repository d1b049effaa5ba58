import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createOrmSubgraphApp, log, openOrm, TtlMemo, withStartupLock } from '@shop/server-kit';
import { TRUST_CACHE_MS } from '@shop/shared';
import { createSupportContext } from './context';
import type { AttachmentStore } from './modules/attachment/attachment-store';
import { importLegacyAttachments } from './modules/attachment/legacy-import';
import { PgAttachmentStore } from './modules/attachment/pg-attachment-store';
import { S3AttachmentStore, type S3StoreConfig } from './modules/attachment/s3-attachment-store';
import { DEFAULT_QUOTA, type StorageQuota, StorageQuotas } from './modules/attachment/storage-quota';
import { fileRoutes } from './modules/file-transfer/file-routes';
import { FileSweep } from './modules/file-transfer/file-sweep';
import { HttpCommerceClient } from './modules/ticket/commerce.client';
import { MemorySlots } from './modules/file-transfer/memory-slots';
import { SCHEMA, supportOrmOptions } from './mikro-orm.config';
import type { TicketTrustFiguresType } from './modules/trust/trust.type';
import { buildSupportSchema } from './schema';
import { seedDemoAnnouncements } from './seed/demo-seed';

export const DEFAULT_COMMERCE_URL = 'http://127.0.0.1:4002/graphql';

export interface SupportAppOptions {
  databaseUrl: string;
  /** Seed the demo announcements on an empty database (npm start); tests seed what they need. */
  seedDemo?: boolean;
  /** Commerce subgraph: order owners and the ticket reply e-mail (default http://127.0.0.1:4002/graphql). */
  commerceUrl?: string;
  /** Where attachment bytes go: `pg` (default, support's schema) or `s3` (configured by `S3_*`, docs/configuration.md). */
  attachmentStore?: 'pg' | 's3';
  /** The bucket, with `attachmentStore: 's3'` (main.ts reads it from the `S3_*` variables). */
  s3?: S3StoreConfig;
  /** A folder of attachment files from earlier versions, imported into the store once at start (legacy-import.ts). */
  legacyAttachmentsDir?: string;
  /** Bytes of files per customer and for the whole store (`ATTACHMENT_QUOTA_*_MB`; default 50 MB and 10 GB). */
  quota?: StorageQuota;
  /** Uploads held in memory at once while they are checked (`FILE_UPLOADS_IN_MEMORY`, default 8). */
  uploadsInMemory?: number;
  /** How often unused staged and claim files are swept (`FILE_SWEEP_INTERVAL`); 0: never (tests run `sweep.runOnce()`). */
  sweepIntervalMs?: number;
  /** How long the trust page's tickets figure is kept per process (default `TRUST_CACHE_MS`, a minute); 0 reads it every time (tests). */
  trustFiguresTtlMs?: number;
}

/** GraphQL carries no file bytes (they stream through `/files`): the default 1 MB is plenty. */
const SUPPORT_JSON_LIMIT = '1mb';
export const DEFAULT_UPLOADS_IN_MEMORY = 8;
export const DEFAULT_SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function s3Store(config: S3StoreConfig | undefined): S3StoreConfig {
  if (!config) throw new Error("attachmentStore 's3' needs the s3 option (ATTACHMENT_STORE=s3 and the S3_* variables)");
  return config;
}

/** Builds the support subgraph: migrates, seeds, returns the express app. Tests reuse it. */
export async function createApp(options: SupportAppOptions) {
  const orm: MikroORM<PostgreSqlDriver> = await openOrm(supportOrmOptions(options.databaseUrl));
  if (options.seedDemo) {
    // A check-then-insert seed: one replica at a time.
    const added = await withStartupLock(options.databaseUrl, SCHEMA, () => seedDemoAnnouncements(orm.em.fork()));
    if (added) log('support', 'info', `seeded ${added} demo announcements`);
  }
  const knex = orm.em.getKnex();
  const storage: AttachmentStore =
    options.attachmentStore === 's3' ? new S3AttachmentStore(s3Store(options.s3)) : new PgAttachmentStore(knex);
  const legacyDir = options.legacyAttachmentsDir;
  if (legacyDir)
    await withStartupLock(options.databaseUrl, SCHEMA, () => importLegacyAttachments(legacyDir, storage, knex));
  const config = {
    commerceUrl: options.commerceUrl ?? DEFAULT_COMMERCE_URL,
    storage,
    trustFigures: new TtlMemo<TicketTrustFiguresType[]>(options.trustFiguresTtlMs ?? TRUST_CACHE_MS),
  };
  const { schema } = await buildSupportSchema();
  const built = await createOrmSubgraphApp({
    name: 'support',
    orm,
    schema,
    jsonLimit: SUPPORT_JSON_LIMIT,
    createContext: (base, em) => createSupportContext(base, em, config),
  });
  built.app.use(
    '/files',
    fileRoutes({
      orm,
      storage,
      commerceUrl: config.commerceUrl,
      quotas: new StorageQuotas(options.quota ?? DEFAULT_QUOTA),
      slots: new MemorySlots(options.uploadsInMemory ?? DEFAULT_UPLOADS_IN_MEMORY),
    }),
  );
  const sweep = new FileSweep(orm, storage, new HttpCommerceClient(config.commerceUrl));
  const sweepInterval = options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  if (sweepInterval > 0) sweep.start(sweepInterval);
  return {
    ...built,
    sweep,
    async close() {
      sweep.stop();
      await built.close();
    },
  };
}
