import { Migration } from '@mikro-orm/migrations';

/**
 * Staff must have a second factor (issue 34): `factorless_admin_sign_ins` counts an admin's
 * password sign-ins without a confirmed factor (the grace, `STAFF_SECOND_FACTOR_GRACE`), and
 * `passkey_count` follows `user_passkey` by a trigger. Adding or removing a passkey now bumps
 * `rights_version` as confirming or removing the app does, so every session of the user is renewed
 * (and loses a re-authentication or an enrolment restriction it had), and the gateway's rights
 * read tells whether the user has a factor without a join.
 */
const bumpRights = (
  passkeys: boolean,
) => `create or replace function "commerce"."bump_rights"() returns trigger language plpgsql as $$
begin
  if new.is_admin is distinct from old.is_admin or new.status is distinct from old.status
     or (new.password_hash is distinct from old.password_hash and coalesce(current_setting('commerce.same_password', true), '') <> 'on')
     or new.totp_confirmed_at is distinct from old.totp_confirmed_at${
       passkeys ? `\n     or new.passkey_count is distinct from old.passkey_count` : ''
     } then
    new.rights_version := old.rights_version + 1;
    if (old.is_admin and not new.is_admin) or new.status <> 'Active' or new.password_hash is distinct from old.password_hash then
      new.sessions_from := new.rights_version;
    end if;
  else
    new.rights_version := old.rights_version;
    new.sessions_from := old.sessions_from;
  end if;
  return new;
end $$;`;

export class Migration20261129010000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "commerce"."user" add column if not exists "factorless_admin_sign_ins" int not null default 0, add column if not exists "passkey_count" int not null default 0;`,
    );
    this.addSql(
      `update "commerce"."user" u set "passkey_count" = (select count(*) from "commerce"."user_passkey" p where p."user_id" = u."id") where exists (select 1 from "commerce"."user_passkey" p where p."user_id" = u."id");`,
    );
    this.addSql(`create or replace function "commerce"."count_passkeys"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update "commerce"."user" set "passkey_count" = "passkey_count" + 1 where "id" = new."user_id";
  else
    update "commerce"."user" set "passkey_count" = greatest("passkey_count" - 1, 0) where "id" = old."user_id";
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "user_passkey_counted" after insert or delete on "commerce"."user_passkey" for each row execute function "commerce"."count_passkeys"();`,
    );
    this.addSql(bumpRights(true));
  }

  override async down(): Promise<void> {
    this.addSql(bumpRights(false));
    this.addSql(`drop trigger if exists "user_passkey_counted" on "commerce"."user_passkey";`);
    this.addSql(`drop function if exists "commerce"."count_passkeys"();`);
    this.addSql(
      `alter table "commerce"."user" drop column if exists "factorless_admin_sign_ins", drop column if exists "passkey_count";`,
    );
  }
}
