import { Migration } from '@mikro-orm/migrations';

/** A warranty claim may carry the buyer's file: the id of support's `claim_file` row (no foreign key across schemas). */
export class Migration20261126160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "commerce"."warranty_claim" add column "attachment_id" int null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "commerce"."warranty_claim" drop column "attachment_id";`);
  }
}
