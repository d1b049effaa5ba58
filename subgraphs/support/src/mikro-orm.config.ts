import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { AnnouncementEntity } from './modules/announcement/announcement.entity';

export const SCHEMA = 'support';

export function supportOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [AnnouncementEntity],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
