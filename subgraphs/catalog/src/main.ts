import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';

runSubgraph('catalog', 4001, (databaseUrl) => createApp({ databaseUrl, seedDemo: process.env.SEED_DEMO !== 'false' }));
