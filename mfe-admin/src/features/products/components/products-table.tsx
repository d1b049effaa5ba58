import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { createColumnHelper } from '@tanstack/react-table';
import { css } from '@emotion/react';
import { formatUsd } from '@shop/shared';
import {
  Button,
  DataTable,
  Field,
  FieldGrid,
  Input,
  Select,
  errorMessage,
  fieldset,
  theme,
  useShell,
  type Row,
  type RowSelectionState,
} from '@shop/ui';
import {
  DeleteAdminProductsDocument,
  GetAdminProductsDocument,
  type AdminProductRowFieldsFragment,
  type AdminProductSort,
} from '../../../gql/graphql';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { EMPTY_FILTERS, useAdminProducts, type ProductFilters } from '../hooks/use-admin-products';
import { AddStockDialog } from './add-stock-dialog';
import { ExportDialog } from './export-dialog';
import { ProductDialog } from './product-dialog';
import { UnitsDialog } from './units-dialog';

type Product = AdminProductRowFieldsFragment;
const column = createColumnHelper<Product>();

const soldRow = css`
  background: rgba(239, 68, 68, 0.12);
  td:first-of-type {
    box-shadow: inset 3px 0 0 ${theme.colors.danger};
  }
`;

/** game › server › ranked/unranked › account type › subcategory, blanks left out. */
export function categoryPath(p: Product): string {
  return [
    p.gameSlug,
    p.server,
    p.rankStatus === 'ranked' ? messages.products.ranked : messages.products.unranked,
    p.accountType,
    p.subCategory,
  ]
    .filter(Boolean)
    .join(' › ');
}

/**
 * The status as the shop reads it: an Available product with no stock left is Sold when its
 * accounts were all sold, else Out of Stock (the REST list's reading).
 */
export function statusText(p: Product): string {
  if (p.status !== 'Available' || p.stock > 0) return p.status;
  return p.hasAccountData ? 'Sold' : 'Out of Stock';
}

const NO_PRODUCTS: Product[] = [];

const SORTS = Object.keys(messages.products.sort.options) as AdminProductSort[];

// The results keep the height of a page of rows while one loads, so nothing below them jumps.
const results = css`
  min-height: 640px;
`;

const pagerCss = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  margin: 12px 0;
`;

const soldCss = (row: Row<Product>) => (statusText(row.original) === 'Sold' ? soldRow : undefined);
const soldData = (row: Row<Product>) => ({
  'data-sold': statusText(row.original) === 'Sold' || undefined,
  'data-selected': row.getIsSelected() || undefined,
});

function stockText(p: Product): string {
  return p.hasAccountData && p.stock > 0 ? messages.products.withAccount(p.stock) : String(p.stock);
}

/**
 * The product dialog for an edit: the table's rows carry only what they show, so the dialog reads
 * the product's every field when it opens (a row of 50 with every card field made each page slow).
 */
function EditProductDialog({ id, onClose, onSaved }: { id: number; onClose(): void; onSaved(): void }) {
  const { data } = useQuery(GetAdminProductsDocument, { variables: { filter: { id } }, fetchPolicy: 'network-only' });
  const product = data?.adminProducts[0];
  if (!product) return null;
  return <ProductDialog open product={product} onOpenChange={(open) => !open && onClose()} onSaved={onSaved} />;
}

/** The Products tab: filters, TanStack table with selection, bulk delete, export and the add/edit dialog. */
export function ProductsTable() {
  const m = messages.products;
  const { toast } = useShell();
  const [filters, setFilters] = useState<ProductFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<AdminProductSort>('NEWEST');
  const { products, totalCount, pageCount, loading, refreshing, error, refetch } = useAdminProducts(
    filters,
    page,
    sort,
  );
  // A delete can leave the page past the last one: show the last instead of an empty page.
  const shownPage = Math.min(page, pageCount - 1);
  if (shownPage !== page && !loading && !refreshing) setPage(shownPage);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [stocking, setStocking] = useState<Product | null>(null);
  const [listingUnits, setListingUnits] = useState<Product | null>(null);
  const [deleteProducts, deleting] = useMutation(DeleteAdminProductsDocument);

  const remove = useCallback(
    async (ids: number[]) => {
      if (ids.length === 0) {
        toast({ title: m.failed, description: m.selectToDelete, variant: 'destructive' });
        return;
      }
      if (!window.confirm(m.confirmDelete(ids.length))) return;
      try {
        const result = await deleteProducts({ variables: { ids } });
        const count = result.data?.deleteProducts ?? 0;
        toast({ title: count === 1 ? m.deleted : m.deletedMany(count), variant: 'success' });
        setSelection({});
        await refetch();
      } catch (failure) {
        toast({
          title: m.failed,
          description: errorMessage(failure, String((failure as Error).message)),
          variant: 'destructive',
        });
      }
    },
    [m, toast, deleteProducts, refetch],
  );

  const columns = useMemo(
    () => [
      column.display({
        id: 'select',
        header: ({ table: t }) => (
          <input
            type="checkbox"
            aria-label={m.selectAll}
            checked={t.getIsAllRowsSelected()}
            ref={(node) => {
              if (node) node.indeterminate = t.getIsSomeRowsSelected();
            }}
            onChange={t.getToggleAllRowsSelectedHandler()}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={m.selectRow(row.original.id)}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ),
      }),
      column.accessor('id', { header: m.columns.id }),
      column.accessor('title', {
        header: m.columns.title,
        cell: ({ row: { original: p } }) => (
          <div css={{ display: 'grid', gap: 2, minWidth: 220, whiteSpace: 'normal' }}>
            <strong>{p.title}</strong>
            {p.productCode && <span css={{ fontSize: 12, color: theme.colors.accent }}>{p.productCode}</span>}
            <span css={{ fontSize: 12, color: theme.colors.textMuted }}>{categoryPath(p)}</span>
            {p.hidden && <span css={{ fontSize: 12, color: theme.colors.danger }}>{m.hidden}</span>}
          </div>
        ),
      }),
      column.accessor('price', { header: m.columns.price, cell: ({ getValue }) => formatUsd(getValue()) }),
      column.accessor('stock', { header: m.columns.stock, cell: ({ row }) => stockText(row.original) }),
      column.accessor('status', { header: m.columns.status, cell: ({ row }) => statusText(row.original) }),
      column.display({
        id: 'actions',
        header: m.columns.actions,
        cell: ({ row: { original: p } }) => (
          // Two by two: edit and stock, units and delete.
          <div
            css={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, max-content)',
              gap: 6,
              button: { minHeight: 34, padding: '4px 12px', fontSize: 14 },
            }}
          >
            <Button variant="outline" aria-label={m.editLabel(p.title)} onClick={() => setEditing(p.id)}>
              {m.edit}
            </Button>
            <Button variant="outline" aria-label={m.addStock.buttonLabel(p.title)} onClick={() => setStocking(p)}>
              {m.addStock.button}
            </Button>
            <Button variant="outline" aria-label={m.units.buttonLabel(p.title)} onClick={() => setListingUnits(p)}>
              {m.units.button}
            </Button>
            <Button variant="ghost" aria-label={m.deleteLabel(p.title)} onClick={() => void remove([p.id])}>
              {m.delete}
            </Button>
          </div>
        ),
      }),
    ],
    [m, remove],
  );

  const shownProducts = useDeferredValue(products, NO_PRODUCTS);
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const goTo = (next: number) => {
    setPage(next);
    setSelection({});
  };
  const changeFilter = (key: keyof ProductFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    goTo(0);
  };

  const filter = (key: keyof ProductFilters, label: string, inputMode?: 'numeric' | 'decimal') => (
    <Field label={label}>
      {(a11y) => (
        <Input
          {...a11y}
          inputMode={inputMode}
          value={filters[key]}
          onChange={(event) => changeFilter(key, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <div>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button onClick={() => setCreating(true)}>{m.newProduct}</Button>
          <Button
            variant="outline"
            // Disabled for real with nothing selected (spec: 'disabled when nothing is selected').
            disabled={selectedIds.length === 0 || deleting.loading}
            onClick={() => void remove(selectedIds)}
          >
            {m.bulkDelete(selectedIds.length)}
          </Button>
        </div>
        <Button variant="outline" onClick={() => setExporting(true)}>
          {m.export.button}
        </Button>
      </div>
      <fieldset css={fieldset}>
        <legend>{m.filters.legend}</legend>
        <FieldGrid columns={6}>
          {filter('id', m.filters.id, 'numeric')}
          {filter('title', m.filters.title)}
          {filter('account', m.filters.account)}
          {filter('blueEssence', m.filters.blueEssence, 'numeric')}
          {filter('minPrice', m.filters.minPrice, 'decimal')}
          {filter('maxPrice', m.filters.maxPrice, 'decimal')}
        </FieldGrid>
      </fieldset>
      <nav css={pagerCss} aria-label={m.pager.label}>
        <Field label={m.sort.label}>
          {(a11y) => (
            <Select
              {...a11y}
              value={sort}
              onChange={(event) => {
                setSort(event.target.value as AdminProductSort);
                goTo(0);
              }}
              options={SORTS.map((key) => ({ value: key, label: m.sort.options[key] }))}
            />
          )}
        </Field>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
          <span role="status" css={{ fontSize: 14, color: theme.colors.textMuted, minWidth: 240, textAlign: 'right' }}>
            {loading
              ? messages.common.loading
              : refreshing
                ? m.pager.refreshing
                : m.pager.status(shownPage + 1, pageCount, totalCount)}
          </span>
          <Button
            variant="outline"
            aria-label={m.pager.previousLabel}
            disabled={loading || shownPage === 0}
            onClick={() => goTo(shownPage - 1)}
          >
            {m.pager.previous}
          </Button>
          <Button
            variant="outline"
            aria-label={m.pager.nextLabel}
            disabled={loading || shownPage + 1 >= pageCount}
            onClick={() => goTo(shownPage + 1)}
          >
            {m.pager.next}
          </Button>
        </div>
      </nav>
      <div css={results} aria-busy={loading || refreshing}>
        <DataTable
          label={m.table}
          columns={columns}
          // The rows render in a deferred (time-sliced) pass after the answer arrives, so 50 rows with
          // their buttons are many short tasks instead of one long one; the pager and filters stay responsive.
          data={shownProducts}
          getRowId={(p) => String(p.id)}
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          rowCss={soldCss}
          rowData={soldData}
          {...listStates(
            { loading, error, refetch },
            { loadError: (e) => messages.common.loadFailed(errorMessage(e, e.message)), empty: m.empty },
          )}
          // Empty only when the answer is: the deferred rows lag a moment behind it.
          empty={products.length === 0 ? { title: m.empty } : undefined}
        />
      </div>
      <ProductDialog open={creating} product={null} onOpenChange={setCreating} onSaved={() => void refetch()} />
      {editing !== null && (
        <EditProductDialog key={editing} id={editing} onClose={() => setEditing(null)} onSaved={() => void refetch()} />
      )}
      <ExportDialog open={exporting} onOpenChange={setExporting} />
      <AddStockDialog product={stocking} onOpenChange={(open) => !open && setStocking(null)} />
      <UnitsDialog product={listingUnits} onOpenChange={(open) => !open && setListingUnits(null)} />
    </div>
  );
}
