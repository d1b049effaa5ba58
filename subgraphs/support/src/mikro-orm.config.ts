import path from 'node:path';
import type { OrmOptions } from '@shop/server-kit';
import { migrations } from './migrations';
import { AnnouncementEntity } from './modules/announcement/announcement.entity';
import { AttachmentChunkEntity } from './modules/attachment/attachment-chunk.entity';
import { AttachmentEntity } from './modules/attachment/attachment.entity';
import { ClaimFileEntity } from './modules/claim-file/claim-file.entity';
import { StagedFileEntity } from './modules/attachment/staged-file.entity';
import { StoredFileColumns } from './modules/attachment/stored-file.columns';
import { TicketMessageEntity } from './modules/ticket/ticket-message.entity';
import { TicketEntity } from './modules/ticket/ticket.entity';

export const SCHEMA = 'support';

export function supportOrmOptions(databaseUrl: string): OrmOptions {
  return {
    schema: SCHEMA,
    databaseUrl,
    entities: [
      StoredFileColumns,
      AnnouncementEntity,
      TicketEntity,
      TicketMessageEntity,
      AttachmentEntity,
      AttachmentChunkEntity,
      ClaimFileEntity,
      StagedFileEntity,
    ],
    migrations,
    migrationsPath: path.resolve(__dirname, '../src/migrations'),
  };
}
