import { Migration } from '@mikro-orm/migrations';

/**
 * Rights versions (DESIGN "Admin rights and freshness"). Every change of a user's admin flag,
 * status or password bumps `rights_version` in the same statement, by a trigger, so no write path
 * can forget it; a change that must end the user's sessions (a demotion, a password change, a
 * status other than Active) also moves `sessions_from` up to the new version. The gateway keeps
 * the version a session was granted under and compares it with these on every request. After the
 * commit PostgreSQL notifies `shop_rights` with the user id (also when a user is deleted), and the
 * gateway drops its cached copy. A login that only re-hashes the same password under new
 * parameters sets `commerce.same_password` for its transaction and bumps nothing.
 */
export class Migration20261125140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "commerce"."user" add column "rights_version" int not null default 1, add column "sessions_from" int not null default 0;`,
    );
    this.addSql(`create or replace function "commerce"."bump_rights"() returns trigger language plpgsql as $$
begin
  if new.is_admin is distinct from old.is_admin or new.status is distinct from old.status
     or (new.password_hash is distinct from old.password_hash and coalesce(current_setting('commerce.same_password', true), '') <> 'on') then
    new.rights_version := old.rights_version + 1;
    if (old.is_admin and not new.is_admin) or new.status <> 'Active' or new.password_hash is distinct from old.password_hash then
      new.sessions_from := new.rights_version;
    end if;
  else
    new.rights_version := old.rights_version;
    new.sessions_from := old.sessions_from;
  end if;
  return new;
end $$;`);
    this.addSql(
      `create trigger "user_bump_rights" before update on "commerce"."user" for each row execute function "commerce"."bump_rights"();`,
    );
    this.addSql(`create or replace function "commerce"."notify_rights"() returns trigger language plpgsql as $$
begin
  perform pg_notify('shop_rights', old.id::text);
  return null;
end $$;`);
    this.addSql(
      `create trigger "user_rights_changed" after update on "commerce"."user" for each row when (old.rights_version is distinct from new.rights_version) execute function "commerce"."notify_rights"();`,
    );
    this.addSql(
      `create trigger "user_deleted" after delete on "commerce"."user" for each row execute function "commerce"."notify_rights"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "user_deleted" on "commerce"."user";`);
    this.addSql(`drop trigger if exists "user_rights_changed" on "commerce"."user";`);
    this.addSql(`drop trigger if exists "user_bump_rights" on "commerce"."user";`);
    this.addSql(`drop function if exists "commerce"."notify_rights"();`);
    this.addSql(`drop function if exists "commerce"."bump_rights"();`);
    this.addSql(`alter table "commerce"."user" drop column "rights_version", drop column "sessions_from";`);
  }
}
