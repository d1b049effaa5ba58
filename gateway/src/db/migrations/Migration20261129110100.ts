import { Migration } from '@shop/server-kit';

/**
 * The shell's reports of a remote failing to load or render (issue 36): per build, each with the
 * reporting browser (a digest of its bucket seed, else of its address), so the canary's abort rule
 * counts browsers, not retries. Kept for a day (the Releases board shows the last hour).
 */
export class Migration20261129110100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "gateway"."delivery_failure" (
      id bigserial primary key,
      at timestamptz not null default now(),
      remote text not null,
      build_id text not null,
      reporter text not null,
      bucket smallint,
      kind text not null,
      message text not null
    )`);
    this.addSql(
      `create index if not exists delivery_failure_remote_at_idx on "gateway"."delivery_failure" (remote, at)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gateway"."delivery_failure"`);
  }
}
