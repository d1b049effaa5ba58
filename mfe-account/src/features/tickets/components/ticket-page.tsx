import { useNavigate, useParams } from 'react-router-dom';
import { Button, Loading, Page, errorMessage, formatDateTimeToMinute, panel, theme, useShell } from '@shop/ui';
import { SelectField } from '../../../components/form-fields';
import type { TicketStatus } from '../../../gql/graphql';
import { messages } from '../../../messages';
import { useTicketActions } from '../hooks/use-ticket-actions';
import { useTicketThread } from '../hooks/use-ticket-thread';
import { ReplyForm } from './reply-form';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { TicketThread, type ThreadEntry } from './ticket-thread';

const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];

/** /support/tickets/:id: header, thread, reply form; close (customer) or any status (admin). */
export function TicketPage() {
  const m = messages.tickets;
  const { ticketId = '' } = useParams();
  const id = /^\d{1,9}$/.test(ticketId) ? Number(ticketId) : NaN;
  const navigate = useNavigate();
  const { session } = useShell();
  const isAdmin = session.user?.isAdmin === true;
  const { thread, loading, error } = useTicketThread(id);
  const { reply, sending, setStatus, updating } = useTicketActions(id);
  const back = (
    <Button variant="outline" onClick={() => navigate('/support')}>
      ← {m.back}
    </Button>
  );

  if (loading) return <Loading label={messages.common.loading} />;
  if (!thread) {
    return (
      <Page>
        <section role="alert" css={[panel, { padding: 24, maxWidth: 720, margin: '0 auto', textAlign: 'center' }]}>
          <h1 css={{ margin: '0 0 8px', fontSize: 24 }}>{m.error}</h1>
          <p css={{ margin: '0 0 16px' }}>
            {errorMessage(error, Number.isNaN(id) ? 'Ticket not found.' : m.unknownError)}
          </p>
          {back}
        </section>
      </Page>
    );
  }

  const { ticket, ticketMessages } = thread;
  const closed = ticket.status === 'Closed';
  const entries: ThreadEntry[] = [
    {
      key: 'opening',
      message: ticket.message,
      isAdmin: false,
      createdAt: ticket.createdAt,
      attachments: ticket.attachments,
    },
    ...ticketMessages.map((entry) => ({ key: String(entry.id), ...entry })),
  ];

  return (
    <Page>
      <div css={{ maxWidth: 860, margin: '0 auto', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16 }}>
        <div>{back}</div>
        <header css={[panel, { padding: 20 }]}>
          <p css={{ margin: '0 0 4px', color: theme.colors.textMuted, fontWeight: 600 }}>{m.title(ticket.id)}</p>
          <h1 css={{ margin: '0 0 10px', fontSize: 24, overflowWrap: 'anywhere' }}>{ticket.subject}</h1>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 10 }}>
            <StatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
          </div>
          <dl
            css={{
              margin: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: '6px 24px',
              fontSize: 14,
              dt: { color: theme.colors.textMuted },
              dd: { margin: 0, fontWeight: 600 },
            }}
          >
            <div>
              <dt>{m.created_}</dt>
              <dd>{formatDateTimeToMinute(ticket.createdAt)}</dd>
            </div>
            <div>
              <dt>{m.updatedLabel}</dt>
              <dd>{formatDateTimeToMinute(ticket.updatedAt)}</dd>
            </div>
            {isAdmin && ticket.user && (
              <div>
                <dt>{m.openedBy}</dt>
                <dd>
                  {ticket.user.username} (#{ticket.user.id})
                </dd>
              </div>
            )}
            {ticket.orderId && (
              <div>
                <dt>{m.order}</dt>
                <dd>{m.orderRef(ticket.orderId)}</dd>
              </div>
            )}
          </dl>
          {isAdmin ? (
            <div css={{ marginTop: 14, maxWidth: 240 }}>
              {/* Not a form: a new status is saved as soon as it is chosen. */}
              <SelectField
                label={m.statusLabel}
                value={ticket.status}
                disabled={updating}
                onChange={(event) => void setStatus(event.target.value as TicketStatus)}
                options={STATUSES.map((status) => ({ value: status, label: m.statuses[status] }))}
              />
            </div>
          ) : (
            !closed && (
              <div css={{ marginTop: 14 }}>
                <Button variant="outline" disabled={updating} onClick={() => void setStatus('Closed')}>
                  {updating ? m.closing : m.close}
                </Button>
              </div>
            )
          )}
        </header>
        <section css={[panel, { padding: 20 }]}>
          <h2 css={{ margin: '0 0 14px', fontSize: 18 }}>{m.thread}</h2>
          <TicketThread entries={entries} />
        </section>
        <section css={[panel, { padding: 20 }]}>
          {closed ? (
            <p
              role="status"
              css={{
                margin: 0,
                padding: '12px 14px',
                borderRadius: 8,
                border: `1px solid ${theme.colors.borderMuted}`,
                background: theme.colors.background,
              }}
            >
              {m.closedNotice}
            </p>
          ) : (
            <ReplyForm sending={sending} onSend={reply} />
          )}
        </section>
      </div>
    </Page>
  );
}
