import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { createOrmSubgraphApp, log, openOrm, withStartupLock } from '@shop/server-kit';
import { createCatalogContext } from './context';
import { catalogOrmOptions, SCHEMA } from './mikro-orm.config';
import { buildCatalogSchema } from './schema';
import { catalogMetrics } from './metrics';
import { seedCardDesigns, seedDemoProducts, seedReferenceData } from './seed/demo-seed';

export interface CatalogAppOptions {
  databaseUrl: string;
  /** Seed the demo catalogue on an empty database (npm start); tests seed what they need. */
  seedDemo?: boolean;
}

/** Builds the catalog subgraph: migrates, seeds reference data, returns the express app. Tests reuse it. */
export async function createApp(options: CatalogAppOptions) {
  const orm: MikroORM<PostgreSqlDriver> = await openOrm(catalogOrmOptions(options.databaseUrl));
  // Check-then-insert seeds: one replica at a time.
  await withStartupLock(options.databaseUrl, SCHEMA, async () => {
    await seedReferenceData(orm.em.fork());
    await seedCardDesigns(orm.em.fork());
    if (options.seedDemo) {
      const added = await seedDemoProducts(orm.em.fork());
      if (added) log('catalog', 'info', `seeded ${added} demo products`);
    }
  });
  const { schema } = await buildCatalogSchema();
  const served = await createOrmSubgraphApp({ name: 'catalog', orm, schema, createContext: createCatalogContext });
  catalogMetrics(served.metrics, orm);
  return served;
}
