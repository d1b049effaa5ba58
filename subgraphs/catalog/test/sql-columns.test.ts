import { describeColumnCheck, prefixed, type Statements } from '../../../test-support/sql-columns';
import { catalogOrmOptions, SCHEMA } from '../src/mikro-orm.config';
import { importedProductRows, PRODUCT_ADMIN_SQL, PRODUCT_ROWS_SQL } from '../src/modules/product/product-admin.service';
import { productsByIdQuery } from '../src/modules/product/product.service';
import { PRODUCT_PAGE_SQL } from '../src/modules/product/product-page.service';
import { SEED_SQL } from '../src/seed/demo-seed';
import { STOCK_LISTING_SQL } from '../src/modules/stock/stock-listing.service';
import { CATALOG_METRICS_SQL } from '../src/metrics';

/**
 * Catalog's hand-written SQL (the paged list read, the admin's skin search, the import's multi-row insert, the products
 * by id read and the demo seed's sequences) against the MikroORM entities and a migrated database,
 * and a scan of src/ that fails on any SQL-looking literal outside these statements
 * (test-support/sql-columns.ts). The statements built from data are checked as the code builds
 * them: the import's columns are those of a real import line's row, the read by id is built from
 * the entity's metadata.
 */
const importedColumns = Object.keys(
  importedProductRows({
    batchId: '00000000-0000-4000-8000-000000000000',
    template: { title: 'Account', price: '10.00' },
    lines: [{ line: 1, accountText: 'EUW:u:p:90000:1:::::::EPIC Zebra Unique Skin', server: 'EUW', skins: [] }],
  })[0],
);

describeColumnCheck({
  subgraph: 'catalog',
  schema: SCHEMA,
  ormOptions: catalogOrmOptions,
  statements: (orm): Statements => ({
    ...prefixed('productAdmin', PRODUCT_ADMIN_SQL),
    'productAdmin.insertImported(2)': PRODUCT_ROWS_SQL.insertImported(importedColumns, 2),
    'product.byId': productsByIdQuery(orm.em).sql,
    ...prefixed('productPage', PRODUCT_PAGE_SQL),
    ...prefixed('seed', SEED_SQL),
    ...prefixed('stockListing', STOCK_LISTING_SQL),
    ...prefixed('metrics', CATALOG_METRICS_SQL),
  }),
  tables: ['game_category', 'product', 'product_in_stock'],
  writtenTables: ['product', 'product_in_stock'],
  minLiterals: 6,
});
