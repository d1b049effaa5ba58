import { resolveDatabaseUrl, runMigrateCommand } from '@shop/server-kit';
import { supportOrmOptions } from './mikro-orm.config';

// `node subgraphs/support/dist/migrate.js`: runs the support schema's pending migrations under its advisory lock, then exits.
runMigrateCommand('support', () => supportOrmOptions(resolveDatabaseUrl('support')));
