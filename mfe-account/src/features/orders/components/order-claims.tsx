import { css } from '@emotion/react';
import { formatCalendarDate, formatDateTimeToMinute, theme } from '@shop/ui';
import { ClaimStatusBadge, claimReason } from '../../../components/claim-status';
import { claimAttachmentUrl } from '../../../lib/rest-form';
import { messages } from '../../../messages';
import type { Order } from '../hooks/use-orders';
import { inWarranty, replacementsLeft } from './warranty';

/** The warranty of a delivered order: until when, and how many replacements are left. */
export function warrantyText(order: Order, now = Date.now()): string {
  const m = messages.warranty;
  const end = formatCalendarDate(order.warrantyEndsAt);
  if (!inWarranty(order, now)) return m.ended(end);
  const left = replacementsLeft(order);
  return left > 0 ? m.until(end, left) : m.noneLeft(end);
}

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    padding: 10px 12px;
    border-radius: 8px;
    border: 1px solid ${theme.colors.borderMuted};
    background: ${theme.colors.background};
    font-size: 14px;
  }
`;

/** The order's claims, newest first: reason, status, date and the decision's note (a refusal's reason). */
export function OrderClaims({ claims }: { claims: Order['claims'] }) {
  const m = messages.warranty;
  if (claims.length === 0) return null;
  return (
    <section aria-label={m.claims}>
      <h3 css={{ margin: '20px 0 10px', fontSize: 17 }}>{m.claims}</h3>
      <ul css={list}>
        {[...claims].reverse().map((claim) => (
          <li key={claim.id}>
            <div css={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
              <strong>{claimReason(claim.reason)}</strong>
              <ClaimStatusBadge status={claim.status} />
            </div>
            <p css={{ margin: '4px 0 0', color: theme.colors.textMuted, fontSize: 13 }}>
              {m.claimOn(formatDateTimeToMinute(claim.createdAt))}
            </p>
            {claim.attachment && (
              <p css={{ margin: '6px 0 0', overflowWrap: 'anywhere' }}>
                <a href={claimAttachmentUrl(claim.attachment.id)} css={{ color: theme.colors.accent }}>
                  {m.attachmentLink(claim.attachment.fileName)}
                </a>
              </p>
            )}
            {claim.decisionNote && (
              <p css={{ margin: '6px 0 0', overflowWrap: 'anywhere' }}>
                <strong>{claim.status === 'refused' ? m.decisionNote : m.note}:</strong> {claim.decisionNote}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The order's replacements, newest first: only that the account was replaced and when. The old
 * credentials are never shown again (a game password cannot be taken back; staff keep them).
 */
export function ReplacementHistory({ claims }: { claims: Order['claims'] }) {
  const m = messages.warranty;
  const replaced = claims.filter((claim) => claim.status === 'replaced').reverse();
  if (replaced.length === 0) return null;
  return (
    <section aria-label={m.replacements} css={{ marginTop: 14 }}>
      <h4 css={{ margin: '0 0 8px', fontSize: 15, color: theme.colors.textMuted }}>{m.replacements}</h4>
      <ul css={[list, { li: { color: theme.colors.textMuted } }]}>
        {replaced.map((claim) => (
          <li key={claim.id}>{m.replacedOn(formatDateTimeToMinute(claim.decidedAt ?? claim.createdAt))}</li>
        ))}
      </ul>
    </section>
  );
}
