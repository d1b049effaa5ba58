import { Migration } from '@mikro-orm/migrations';

/**
 * Money guards the entities cannot express (hand-written; the schema diff does not look at
 * triggers, so later generated migrations leave these alone):
 * - the ledger is append-only: UPDATE, DELETE and TRUNCATE of wallet_transaction raise;
 * - at commit, every wallet touched in the transaction (directly or by a new ledger entry) must
 *   equal the sum of its user's ledger. Deferred, so a purchase may insert the entry and update
 *   the balance in either order; it re-reads the current rows, so several changes to one wallet
 *   in one transaction are checked against the final state.
 */
export class Migration20261122105800 extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create or replace function "commerce"."wallet_transaction_append_only"() returns trigger language plpgsql as $$
begin
  raise exception 'wallet_transaction is append-only: % refused', tg_op using errcode = 'restrict_violation';
end;
$$;`);
    this.addSql(
      `create trigger "wallet_transaction_no_update_delete" before update or delete on "commerce"."wallet_transaction" for each row execute function "commerce"."wallet_transaction_append_only"();`,
    );
    this.addSql(
      `create trigger "wallet_transaction_no_truncate" before truncate on "commerce"."wallet_transaction" for each statement execute function "commerce"."wallet_transaction_append_only"();`,
    );

    this.addSql(`create or replace function "commerce"."wallet_matches_ledger"() returns trigger language plpgsql as $$
declare
  current_balance numeric(12,2);
  ledger_sum numeric(12,2);
begin
  select balance into current_balance from "commerce"."wallet" where user_id = new.user_id;
  if not found then
    return null;
  end if;
  select coalesce(sum(amount), 0) into ledger_sum from "commerce"."wallet_transaction" where user_id = new.user_id;
  if current_balance <> ledger_sum then
    raise exception 'wallet of user % holds % but its ledger sums to %', new.user_id, current_balance, ledger_sum
      using errcode = 'check_violation';
  end if;
  return null;
end;
$$;`);
    this.addSql(
      `create constraint trigger "wallet_balance_matches_ledger" after insert or update of balance on "commerce"."wallet" deferrable initially deferred for each row execute function "commerce"."wallet_matches_ledger"();`,
    );
    this.addSql(
      `create constraint trigger "wallet_transaction_matches_wallet" after insert on "commerce"."wallet_transaction" deferrable initially deferred for each row execute function "commerce"."wallet_matches_ledger"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "wallet_transaction_matches_wallet" on "commerce"."wallet_transaction";`);
    this.addSql(`drop trigger if exists "wallet_balance_matches_ledger" on "commerce"."wallet";`);
    this.addSql(`drop function if exists "commerce"."wallet_matches_ledger"();`);
    this.addSql(`drop trigger if exists "wallet_transaction_no_truncate" on "commerce"."wallet_transaction";`);
    this.addSql(`drop trigger if exists "wallet_transaction_no_update_delete" on "commerce"."wallet_transaction";`);
    this.addSql(`drop function if exists "commerce"."wallet_transaction_append_only"();`);
  }
}
