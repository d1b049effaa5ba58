// The gateway's committed migrations, in order (schema `gateway`, run like the subgraphs').
import type { MigrationObject } from '@shop/server-kit';
import { Migration20261126100000 } from './Migration20261126100000';
import { Migration20261128130000 } from './Migration20261128130000';
import { Migration20261129070100 } from './Migration20261129070100';
import { Migration20261129110000 } from './Migration20261129110000';
import { Migration20261129110100 } from './Migration20261129110100';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  { name: 'Migration20261128130000', class: Migration20261128130000 },
  { name: 'Migration20261129070100', class: Migration20261129070100 },
  { name: 'Migration20261129110000', class: Migration20261129110000 },
  { name: 'Migration20261129110100', class: Migration20261129110100 },
];
