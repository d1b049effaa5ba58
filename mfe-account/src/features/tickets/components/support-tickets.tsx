import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, ErrorState, Loading, errorMessage, formatDateTimeToMinute, panel, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { linkRow, linkRowList, linkRowMeta, linkRowTitle } from '../../../components/link-rows';
import { useMyTickets } from '../hooks/use-my-tickets';
import { NewTicketDialog } from './new-ticket-dialog';
import { PriorityBadge, StatusBadge } from './ticket-badges';

function orderIdFrom(params: URLSearchParams): number | null {
  const raw = params.get('orderId');
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/**
 * The customer's tickets and the new-ticket form, at /support and /account/support.
 * `?orderId=ID` (from "Report a problem") opens the form tied to that order. `userId` null while
 * the session loads: the heading, the button and the intro, the list loading.
 */
export function SupportTickets({ userId, headingLevel = 1 }: { userId: number | null; headingLevel?: 1 | 2 }) {
  const m = messages.tickets;
  const [params, setParams] = useSearchParams();
  const presetOrder = orderIdFrom(params);
  const [open, setOpen] = useState(presetOrder !== null);
  const { tickets, loading, error, refetch } = useMyTickets({ skip: userId === null });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next && presetOrder !== null) setParams({}, { replace: true });
  };

  return (
    <section css={[panel, { padding: 20 }]}>
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          marginBottom: 6,
        }}
      >
        <Heading css={{ margin: 0, fontSize: 24 }}>{m.supportTitle}</Heading>
        <Button onClick={() => setOpen(true)}>{m.newTicket}</Button>
      </div>
      <p css={{ margin: '0 0 16px', color: theme.colors.textMuted }}>{m.supportIntro}</p>
      {loading || userId === null ? (
        <Loading label={messages.common.loading} />
      ) : error ? (
        <ErrorState
          message={messages.common.loadFailed(errorMessage(error, m.unknownError))}
          action={
            <Button variant="outline" onClick={() => void refetch()}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : tickets.length === 0 ? (
        <EmptyState title={m.empty} hint={m.emptyHint} />
      ) : (
        <ul aria-label={m.listLabel} css={linkRowList}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <Link to={`/support/tickets/${ticket.id}`} css={linkRow}>
                <span css={{ minWidth: 0 }}>
                  <span css={linkRowTitle}>
                    #{ticket.id} · {ticket.subject}
                  </span>
                  <span css={linkRowMeta}>{m.updated(formatDateTimeToMinute(ticket.updatedAt))}</span>
                </span>
                <span
                  css={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center', justifyContent: 'flex-end' }}
                >
                  <StatusBadge status={ticket.status} />
                  <PriorityBadge priority={ticket.priority} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {userId !== null && (
        <NewTicketDialog userId={userId} open={open} onOpenChange={onOpenChange} initialOrderId={presetOrder} />
      )}
    </section>
  );
}
