import { resolveDatabaseUrl, runMigrateCommand } from '@shop/server-kit';
import { gatewayMigrationOptions } from './db/migrate';

// `node gateway/dist/migrate.js`: runs the gateway schema's pending migrations under its advisory lock, then exits.
runMigrateCommand('gateway', () => gatewayMigrationOptions(resolveDatabaseUrl('gateway')));
