import { Migration } from '@shop/server-kit';

/**
 * The gateway's tables (sessions, throttle counters, idempotency keys, audit log), as the gateway
 * used to create them at start-up. Every statement is IF NOT EXISTS, so on a database where that
 * start-up code already made them this migration changes nothing and only starts the history.
 */
export class Migration20261126100000 extends Migration {
  override async up(): Promise<void> {
    // The table connect-pg-simple uses, plus `user_id` derived from the stored session, indexed, so
    // every session of a user is found (and ended) without scanning the table.
    this.addSql(`create table if not exists "gateway"."session" (
      sid varchar not null primary key,
      sess json not null,
      expire timestamp(6) not null
    )`);
    this.addSql(`create index if not exists "IDX_session_expire" on "gateway"."session" (expire)`);
    this.addSql(
      `alter table "gateway"."session" add column if not exists user_id integer generated always as ((sess->>'userId')::integer) stored`,
    );
    this.addSql(
      `create index if not exists session_user_id_idx on "gateway"."session" (user_id) where user_id is not null`,
    );

    this.addSql(`create table if not exists "gateway"."throttle" (
      key text primary key,
      hits integer not null,
      window_start timestamptz not null,
      blocked_until timestamptz,
      updated_at timestamptz not null
    )`);
    this.addSql(`create index if not exists throttle_updated_at_idx on "gateway"."throttle" (updated_at)`);

    this.addSql(`create table if not exists "gateway"."idempotency_key" (
      user_id integer not null,
      key text not null,
      fingerprint text not null,
      status integer,
      body text,
      created_at timestamptz not null default now(),
      claimed_at timestamptz not null default now(),
      primary key (user_id, key)
    )`);
    this.addSql(
      `create index if not exists idempotency_key_created_at_idx on "gateway"."idempotency_key" (created_at)`,
    );

    this.addSql(`create table if not exists "gateway"."audit_entry" (
      id bigserial primary key,
      at timestamptz not null default now(),
      user_id integer,
      action text not null,
      target text not null default '',
      details text,
      ip text not null default '',
      outcome text not null default 'ok'
    )`);
    this.addSql(`create index if not exists audit_entry_at_idx on "gateway"."audit_entry" (at desc, id desc)`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gateway"."audit_entry"`);
    this.addSql(`drop table if exists "gateway"."idempotency_key"`);
    this.addSql(`drop table if exists "gateway"."throttle"`);
    this.addSql(`drop table if exists "gateway"."session"`);
  }
}
