import { resolveDatabaseUrl, runMigrateCommand } from '@shop/server-kit';
import { commerceOrmOptions } from './mikro-orm.config';

// `node subgraphs/commerce/dist/migrate.js`: runs the commerce schema's pending migrations under its advisory lock, then exits.
runMigrateCommand('commerce', () => commerceOrmOptions(resolveDatabaseUrl('commerce')));
