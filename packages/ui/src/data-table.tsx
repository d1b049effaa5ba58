import { useMemo, type ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { EmptyState, ErrorState, Loading } from './status';
import { table, tableWrap } from './table';
import { theme } from './theme';

export type { ColumnDef, Row, RowSelectionState } from '@tanstack/react-table';

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types in one list: TanStack's documented `ColumnDef<T, any>[]`
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId?: (row: T) => string;
  /** Extra styles for a row (e.g. highlight sold rows). */
  rowCss?: (row: Row<T>) => ReturnType<typeof css> | undefined;
  /** `data-*` attributes of a row (what tests and styles select it by). */
  rowData?: (row: Row<T>) => Record<`data-${string}`, string | boolean | undefined>;
  /** Selectable rows: the selection by row id, kept by the caller (columns read `row.getIsSelected()`). */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** While set (the first load), a spinner with this label stands instead of the table. */
  loading?: string | false;
  /** After a failure (and no rows to show): the message and, say, a retry button. */
  error?: { message: string; action?: ReactNode } | null;
  /** With no rows: what to say instead of an empty table. */
  empty?: { title: string; hint?: string; action?: ReactNode };
}

/**
 * The shop's table on TanStack Table (headless): columns declare `header` as a string (also the
 * phone layout's cell label) and `cell` renderers; the styling is `table` / `tableWrap`. The list's
 * states (loading, error, empty) take the table's place when given.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  rowCss,
  rowData,
  rowSelection,
  onRowSelectionChange,
  loading,
  error,
  empty,
}: DataTableProps<T>) {
  const instance = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    ...(rowSelection ? { state: { rowSelection }, enableRowSelection: true, onRowSelectionChange } : {}),
  });
  const rows = instance.getRowModel().rows;
  // The body is rebuilt only for new rows, columns or selection, not for each render of the page
  // around it (a filter's keystroke above a page of 50 rows).
  const body = useMemo(
    () => (
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} css={rowCss?.(row)} {...rowData?.(row)}>
            {row.getVisibleCells().map((cell) => {
              const header = cell.column.columnDef.header;
              return (
                <td key={cell.id} data-label={typeof header === 'string' ? header : ''}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the cells read the selection and columns through `rows`, whose identity keeps
    [rows, columns, rowCss, rowData, rowSelection],
  );
  if (loading) return <Loading label={loading} />;
  if (error) return <ErrorState message={error.message} action={error.action} />;
  if (empty && data.length === 0) return <EmptyState title={empty.title} hint={empty.hint} action={empty.action} />;
  return (
    <div css={tableWrap}>
      <table css={table} aria-label={label}>
        <thead>
          {instance.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        {body}
      </table>
    </div>
  );
}

/**
 * Page numbers to show: at most `window` around the current page, plus the first and the last
 * with 'ellipsis' where pages are left out. Pages are 1-based.
 */
export function pageItems(page: number, pageCount: number, window = 5): Array<number | 'ellipsis'> {
  if (pageCount <= 1) return pageCount === 1 ? [1] : [];
  const half = Math.floor(window / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(pageCount, start + window - 1);
  start = Math.max(1, end - window + 1);
  const items: Array<number | 'ellipsis'> = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pageCount - 1) items.push('ellipsis');
  if (end < pageCount) items.push(pageCount);
  return items;
}

const pager = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin-top: 14px;
  button {
    min-width: 36px;
    height: 36px;
    padding: 0 10px;
    border-radius: 8px;
    border: 1px solid ${theme.colors.borderMuted};
    background: transparent;
    color: ${theme.colors.text};
    cursor: pointer;
  }
  button[aria-current='page'] {
    border-color: ${theme.colors.border};
    background: ${theme.colors.border};
    font-weight: 700;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel(page: number): string;
}

/** Previous, first, a window of at most five pages, last, next; ellipses for the gaps. */
export function Pagination({
  page,
  pageCount,
  onPage,
  label,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps): ReactNode {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} css={pager}>
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {previousLabel}
      </button>
      {pageItems(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`gap-${index}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={pageLabel(item)}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        {nextLabel}
      </button>
    </nav>
  );
}
