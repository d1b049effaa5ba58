import { Migration } from '@mikro-orm/migrations';

/**
 * Attachment bytes in support's own schema, so every support replica reads every file: one bytea
 * row per chunk of at most 256 KiB (PgAttachmentStore). Stored uncompressed (EXTERNAL): images,
 * PDFs and Word files are compressed already.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "support"."attachment_chunk" ("storage_key" varchar(64) not null, "seq" int not null, "data" bytea not null, constraint "attachment_chunk_pkey" primary key ("storage_key", "seq"));`,
    );
    this.addSql(`alter table "support"."attachment_chunk" alter column "data" set storage external;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "support"."attachment_chunk" cascade;`);
  }
}
