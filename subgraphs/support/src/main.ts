import path from 'node:path';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';
import { supportEnv } from './env';
import { s3ConfigOf } from './modules/attachment/s3-attachment-store';

runSubgraph(supportEnv, async (settings, env) =>
  createApp({
    databaseUrl: settings.databaseUrl,
    seedDemo: env.SEED_DEMO,
    commerceUrl: env.COMMERCE_URL,
    attachmentStore: env.ATTACHMENT_STORE,
    s3: env.ATTACHMENT_STORE === 's3' ? s3ConfigOf(env) : undefined,
    legacyAttachmentsDir: env.ATTACHMENTS_DIR ?? path.join(env.DATA_DIR, 'attachments'),
  }),
);
