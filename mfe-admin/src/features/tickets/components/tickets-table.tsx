import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Loading, Tabs, errorMessage, table, tableWrap, theme } from '@shop/ui';
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

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('tr-TR', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

function StatusSelect({ ticket, onChange }: { ticket: AdminTicket; onChange(status: TicketStatus): void }) {
  const m = messages.tickets;
  return (
    <select
      aria-label={m.statusOf(ticket.id)}
      value={ticket.status}
      onChange={(event) => onChange(event.target.value as TicketStatus)}
      css={{
        minHeight: 36,
        padding: '4px 8px',
        borderRadius: 6,
        border: `1px solid ${theme.colors.borderMuted}`,
        background: theme.colors.background,
        color: theme.colors.text,
      }}
    >
      {STATUSES.map((status) => (
        <option key={status} value={status}>
          {m.statuses[status]}
        </option>
      ))}
    </select>
  );
}

/** The admin's ticket list: tabs by status with counts, editable status, link to each ticket. */
export function TicketsTable() {
  const m = messages.tickets;
  const [selected, setSelected] = useState<TabKey>('all');
  const { tickets, loading, error, refetch, setStatus } = useAdminTickets();
  const captionId = useId();

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
      {shown.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <div css={tableWrap}>
          <table css={table} aria-describedby={captionId}>
            <caption
              id={captionId}
              css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
            >
              {m.title}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.columns.id}</th>
                <th scope="col">{m.columns.subject}</th>
                <th scope="col">{m.columns.status}</th>
                <th scope="col">{m.columns.priority}</th>
                <th scope="col">{m.columns.userId}</th>
                <th scope="col">{m.columns.updatedAt}</th>
                <th scope="col">{m.columns.lastReplyBy}</th>
                <th scope="col">{m.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((ticket) => (
                <tr key={ticket.id}>
                  <td data-label={m.columns.id}>#{ticket.id}</td>
                  <td
                    data-label={m.columns.subject}
                    css={{ whiteSpace: 'normal', minWidth: 200, overflowWrap: 'anywhere' }}
                  >
                    {ticket.subject}
                  </td>
                  <td data-label={m.columns.status}>
                    <StatusSelect ticket={ticket} onChange={(status) => void setStatus(ticket.id, status)} />
                  </td>
                  <td data-label={m.columns.priority}>{m.priorities[ticket.priority] ?? ticket.priority}</td>
                  <td data-label={m.columns.userId}>
                    <span>
                      {ticket.userId}
                      {ticket.user && (
                        <span css={{ marginLeft: 6, color: theme.colors.textMuted, fontSize: 13 }}>
                          ({ticket.user.username})
                        </span>
                      )}
                    </span>
                  </td>
                  <td data-label={m.columns.updatedAt}>{formatDate(ticket.updatedAt)}</td>
                  <td data-label={m.columns.lastReplyBy}>{ticket.lastReplyBy === 'team' ? m.team : m.user}</td>
                  <td data-label={m.columns.action}>
                    <Link
                      to={`/support/tickets/${ticket.id}`}
                      aria-label={m.viewTicket(ticket.id)}
                      css={{ color: theme.colors.accent, fontWeight: 700 }}
                    >
                      {m.view}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Tabs>
  );
}
