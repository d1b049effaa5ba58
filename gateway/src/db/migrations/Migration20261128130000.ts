import { Migration } from '@shop/server-kit';

/**
 * The release registry (docs/delivery.md): content-addressed build files, the builds of each
 * remote, which build is live (with the revision /remotes.json carries), deploy tokens and the
 * hash-chained delivery audit, which no UPDATE, DELETE or TRUNCATE can change.
 */
export class Migration20261128130000 extends Migration {
  override async up(): Promise<void> {
    // One row per distinct file content (sha256 of the bytes): two builds sharing a chunk store it once.
    this.addSql(`create table "gateway"."delivery_blob" (
      sha256 text primary key,
      size integer not null,
      data bytea not null,
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table "gateway"."delivery_build" (
      remote text not null,
      build_id text not null,
      created_at timestamptz not null default now(),
      git_commit text,
      published_by text not null,
      token_id uuid,
      first_load_bytes integer not null,
      total_bytes bigint not null,
      shared jsonb not null,
      exposes jsonb not null,
      consumes jsonb not null default '[]',
      operations jsonb not null,
      files jsonb not null,
      pinned boolean not null default false,
      removed_at timestamptz,
      last_gates jsonb,
      primary key (remote, build_id)
    )`);
    this.addSql(`create index delivery_build_created_idx on "gateway"."delivery_build" (remote, created_at desc)`);
    // The revision of /remotes.json: one counter for the whole registry, raised by every switch.
    this.addSql(`create table "gateway"."delivery_state" (
      id integer primary key check (id = 1),
      revision bigint not null
    )`);
    this.addSql(`insert into "gateway"."delivery_state" (id, revision) values (1, 0)`);
    this.addSql(`create table "gateway"."delivery_remote" (
      name text primary key,
      active_build_id text,
      previous_build_id text,
      revision bigint not null default 0,
      activated_at timestamptz
    )`);
    this.addSql(`insert into "gateway"."delivery_remote" (name) values ('storefront'), ('account'), ('admin')`);
    this.addSql(`create table "gateway"."delivery_token" (
      id uuid primary key,
      name text not null,
      token_hash text not null unique,
      hint text not null,
      remotes text[] not null,
      expires_at timestamptz,
      revoked_at timestamptz,
      created_by integer,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`);
    this.addSql(`create table "gateway"."delivery_audit" (
      seq bigserial primary key,
      at timestamptz not null,
      event jsonb not null,
      previous_hash text not null,
      hash text not null
    )`);
    this.addSql(`create function "gateway"."delivery_audit_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'gateway.delivery_audit is append-only';
      end
    $$`);
    this.addSql(`create trigger delivery_audit_no_change before update or delete on "gateway"."delivery_audit"
      for each row execute function "gateway"."delivery_audit_append_only"()`);
    this.addSql(`create trigger delivery_audit_no_truncate before truncate on "gateway"."delivery_audit"
      for each statement execute function "gateway"."delivery_audit_append_only"()`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gateway"."delivery_audit"`);
    this.addSql(`drop function if exists "gateway"."delivery_audit_append_only"()`);
    this.addSql(`drop table if exists "gateway"."delivery_token"`);
    this.addSql(`drop table if exists "gateway"."delivery_remote"`);
    this.addSql(`drop table if exists "gateway"."delivery_state"`);
    this.addSql(`drop table if exists "gateway"."delivery_build"`);
    this.addSql(`drop table if exists "gateway"."delivery_blob"`);
  }
}
