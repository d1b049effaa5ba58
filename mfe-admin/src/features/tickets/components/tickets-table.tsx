import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  DataTable,
  ErrorState,
  Loading,
  Select,
  Tabs,
  errorMessage,
  formatDateTimeToMinute,
  theme,
  type ColumnDef,
} from '@shop/ui';
import type { TicketStatus } from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useAdminTickets, type AdminTicket } from '../hooks/use-admin-tickets';

type TabKey = keyof typeof messages.tickets.tabNames;
const TAB_KEYS: TabKey[] = ['all', 'open', 'pending', 'closed'];
const TAB_STATUS: Record<TabKey, TicketStatus | null> = {
  all: null,
  open: 'Open',
  pending: 'Pending',
  closed: 'Closed',
};
const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];

function StatusSelect({ ticket, onChange }: { ticket: AdminTicket; onChange(status: TicketStatus): void }) {
  const m = messages.tickets;
  return (
    <Select
      aria-label={m.statusOf(ticket.id)}
      value={ticket.status}
      onChange={(event) => onChange(event.target.value as TicketStatus)}
      options={STATUSES.map((status) => ({ value: status, label: m.statuses[status] }))}
      css={{ width: 'auto', minHeight: 36, padding: '4px 8px' }}
    />
  );
}

/** The admin's ticket list: tabs by status with counts, editable status, link to each ticket. */
export function TicketsTable() {
  const m = messages.tickets;
  const [selected, setSelected] = useState<TabKey>('all');
  const { tickets, loading, error, refetch, setStatus } = useAdminTickets();

  const columns = useMemo<ColumnDef<AdminTicket>[]>(
    () => [
      { header: m.columns.id, cell: ({ row }) => `#${row.original.id}` },
      {
        header: m.columns.subject,
        cell: ({ row }) => (
          <span css={{ display: 'inline-block', whiteSpace: 'normal', minWidth: 200, overflowWrap: 'anywhere' }}>
            {row.original.subject}
          </span>
        ),
      },
      {
        header: m.columns.status,
        cell: ({ row }) => (
          <StatusSelect ticket={row.original} onChange={(status) => void setStatus(row.original.id, status)} />
        ),
      },
      { header: m.columns.priority, cell: ({ row }) => m.priorities[row.original.priority] ?? row.original.priority },
      {
        header: m.columns.userId,
        cell: ({ row: { original: ticket } }) => (
          <span>
            {ticket.userId}
            {ticket.user && (
              <span css={{ marginLeft: 6, color: theme.colors.textMuted, fontSize: 13 }}>({ticket.user.username})</span>
            )}
          </span>
        ),
      },
      { header: m.columns.updatedAt, cell: ({ row }) => formatDateTimeToMinute(row.original.updatedAt) },
      { header: m.columns.lastReplyBy, cell: ({ row }) => (row.original.lastReplyBy === 'team' ? m.team : m.user) },
      {
        header: m.columns.action,
        cell: ({ row: { original: ticket } }) => (
          <Link
            to={`/support/tickets/${ticket.id}`}
            aria-label={m.viewTicket(ticket.id)}
            css={{ color: theme.colors.accent, fontWeight: 700 }}
          >
            {m.view}
          </Link>
        ),
      },
    ],
    [m, setStatus],
  );

  if (loading) return <Loading label={messages.common.loading} />;
  if (error) {
    return (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(error, error.message))}
        action={
          <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }

  const count = (key: TabKey) => tickets.filter((t) => TAB_STATUS[key] === null || t.status === TAB_STATUS[key]).length;
  const shown = tickets.filter((t) => TAB_STATUS[selected] === null || t.status === TAB_STATUS[selected]);
  return (
    <Tabs<TabKey>
      label={m.tabs}
      tabs={TAB_KEYS.map((key) => ({ key, label: `${m.tabNames[key]} (${count(key)})` }))}
      selected={selected}
      onSelect={setSelected}
    >
      <DataTable
        label={m.title}
        columns={columns}
        data={shown}
        getRowId={(ticket) => String(ticket.id)}
        empty={{ title: m.empty }}
      />
    </Tabs>
  );
}
