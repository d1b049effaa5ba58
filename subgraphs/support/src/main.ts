import './tracing';
import path from 'node:path';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';
import { supportEnv } from './env';
import { s3ConfigOf } from './modules/attachment/s3-attachment-store';
import { MB } from './modules/attachment/storage-quota';

runSubgraph(supportEnv, async (settings, env) =>
  createApp({
    databaseUrl: settings.databaseUrl,
    seedDemo: env.SEED_DEMO,
    commerceUrl: env.COMMERCE_URL,
    attachmentStore: env.ATTACHMENT_STORE,
    s3: env.ATTACHMENT_STORE === 's3' ? s3ConfigOf(env) : undefined,
    legacyAttachmentsDir: env.ATTACHMENTS_DIR ?? path.join(env.DATA_DIR, 'attachments'),
    quota: { perCustomerBytes: env.ATTACHMENT_QUOTA_CUSTOMER_MB * MB, totalBytes: env.ATTACHMENT_QUOTA_TOTAL_MB * MB },
    uploadsInMemory: env.FILE_UPLOADS_IN_MEMORY,
    sweepIntervalMs: env.FILE_SWEEP_INTERVAL,
  }),
);
