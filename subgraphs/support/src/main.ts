import path from 'node:path';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';

runSubgraph('support', 4003, (databaseUrl) =>
  createApp({
    databaseUrl,
    seedDemo: process.env.SEED_DEMO !== 'false',
    commerceUrl: process.env.COMMERCE_URL,
    attachmentsDir: process.env.ATTACHMENTS_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'attachments'),
  }),
);
