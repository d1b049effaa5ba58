import { Migration } from '@mikro-orm/migrations';

/**
 * A change of second factor (an authenticator app confirmed or removed) bumps `rights_version`
 * like a promotion (sessions go on, under a new id): every session of the user, on every replica,
 * loses a re-authentication it had (the gateway keeps only the user, its start and its anti-forgery
 * token across such a renewal). So a re-authentication by password made before the app was set up
 * never stands in for the fresh code the account now needs.
 */
const bumpRights = (
  secondFactor: boolean,
) => `create or replace function "commerce"."bump_rights"() returns trigger language plpgsql as $$
begin
  if new.is_admin is distinct from old.is_admin or new.status is distinct from old.status
     or (new.password_hash is distinct from old.password_hash and coalesce(current_setting('commerce.same_password', true), '') <> 'on')${
       secondFactor ? `\n     or new.totp_confirmed_at is distinct from old.totp_confirmed_at` : ''
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

export class Migration20261128210000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(bumpRights(true));
  }

  override async down(): Promise<void> {
    this.addSql(bumpRights(false));
  }
}
