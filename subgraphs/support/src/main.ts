import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';

runSubgraph('support', 4003, (databaseUrl) => createApp({ databaseUrl, seedDemo: process.env.SEED_DEMO !== 'false' }));
