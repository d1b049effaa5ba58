import './tracing';
import { runSubgraph } from '@shop/server-kit';
import { createApp } from './app';
import { catalogEnv } from './env';

runSubgraph(catalogEnv, (settings, env) => createApp({ databaseUrl: settings.databaseUrl, seedDemo: env.SEED_DEMO }));
