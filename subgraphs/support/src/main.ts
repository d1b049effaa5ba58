import path from 'node:path';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';

function attachmentStoreOf(value: string | undefined): 'pg' | 's3' {
  const store = (value || 'pg').trim().toLowerCase();
  if (store === 'pg' || store === 'postgres' || store === 'postgresql') return 'pg';
  if (store === 's3') return 's3';
  throw new Error(`ATTACHMENT_STORE must be pg or s3, not "${value}"`);
}

runSubgraph('support', 4003, async (databaseUrl) =>
  createApp({
    databaseUrl,
    seedDemo: process.env.SEED_DEMO !== 'false',
    commerceUrl: process.env.COMMERCE_URL,
    attachmentStore: attachmentStoreOf(process.env.ATTACHMENT_STORE),
    legacyAttachmentsDir: process.env.ATTACHMENTS_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'attachments'),
  }),
);
