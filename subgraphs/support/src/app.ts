import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager, PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createOrmSubgraphApp, log, openOrm } from '@shop/server-kit';
import { createSupportContext } from './context';
import { supportOrmOptions } from './mikro-orm.config';
import { buildSupportSchema } from './schema';
import { seedDemoAnnouncements } from './seed/demo-seed';

export interface SupportAppOptions {
  databaseUrl: string;
  /** Seed the demo announcements on an empty database (npm start); tests seed what they need. */
  seedDemo?: boolean;
}

/** Builds the support subgraph: migrates, seeds, returns the express app. Tests reuse it. */
export async function createApp(options: SupportAppOptions) {
  const orm: MikroORM<PostgreSqlDriver> = await openOrm(supportOrmOptions(options.databaseUrl));
  if (options.seedDemo) {
    const added = await seedDemoAnnouncements(orm.em.fork() as EntityManager);
    if (added) log('support', 'info', `seeded ${added} demo announcements`);
  }
  const { schema } = await buildSupportSchema();
  return createOrmSubgraphApp({ name: 'support', orm, schema, createContext: createSupportContext });
}
