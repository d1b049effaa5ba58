import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Loading,
  Pagination,
  formatTimestamp,
  useShell,
  type ColumnDef,
} from '@shop/ui';
import { messages } from '../../../messages';
import { fetchAudit, type AuditEntry, type AuditPage } from '../api/fetch-audit';

const PAGE_SIZE = 20;
const m = messages.audit;

const columns: ColumnDef<AuditEntry>[] = [
  { header: m.columns.at, cell: ({ row }) => formatTimestamp(row.original.at) },
  {
    header: m.columns.user,
    cell: ({ row }) => (row.original.userId === null ? messages.common.never : `#${row.original.userId}`),
  },
  { header: m.columns.action, cell: ({ row }) => <span css={{ whiteSpace: 'normal' }}>{row.original.action}</span> },
  {
    header: m.columns.target,
    cell: ({ row }) => <span css={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{row.original.target}</span>,
  },
  { header: m.columns.outcome, accessorKey: 'outcome' },
  { header: m.columns.ip, accessorKey: 'ip' },
];

/** Denetim Kaydı: the gateway's audit log of admin writes and credential reads, 20 per page. */
export function AuditTab() {
  const { session } = useShell();
  // Read through a ref: a session refetch must not start another audit request.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ data?: AuditPage; error?: string; loading: boolean }>({ loading: true });
  const [reload, setReload] = useState(0);
  const retry = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    fetchAudit(PAGE_SIZE, (page - 1) * PAGE_SIZE, controller.signal)
      .then((data) => setState({ data, loading: false }))
      .catch((error: Error & { status?: number }) => {
        if (controller.signal.aborted) return;
        setState({ error: error.message, loading: false });
        if (error.status === 401 || error.status === 403) void sessionRef.current.refetch().catch(() => undefined);
      });
    return () => controller.abort();
  }, [page, reload]);

  const { data, error, loading } = state;
  if (loading && !data) return <Loading label={messages.common.loading} />;
  if (error && !data) {
    return (
      <ErrorState
        message={m.loadError}
        action={
          <Button variant="outline" onClick={retry}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  if (!data || data.total === 0) return <EmptyState title={m.empty} />;
  return (
    <section aria-label={m.tableLabel}>
      <p css={{ margin: '0 0 10px' }}>{m.total(data.total)}</p>
      <DataTable label={m.tableLabel} columns={columns} data={data.entries} getRowId={(entry) => String(entry.id)} />
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil(data.total / PAGE_SIZE))}
        onPage={setPage}
        label={messages.common.pagination}
        previousLabel={messages.common.previous}
        nextLabel={messages.common.next}
        pageLabel={messages.common.page}
      />
    </section>
  );
}
