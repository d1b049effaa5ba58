import { resolveDatabaseUrl, runMigrateCommand } from '@shop/server-kit';
import { catalogOrmOptions } from './mikro-orm.config';

// `node subgraphs/catalog/dist/migrate.js`: runs the catalog schema's pending migrations under its advisory lock, then exits.
runMigrateCommand('catalog', () => catalogOrmOptions(resolveDatabaseUrl('catalog')));
