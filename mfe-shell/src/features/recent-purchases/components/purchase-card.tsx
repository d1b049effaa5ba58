import { css, keyframes } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import type { RecentPurchase } from '../api/recent-purchase';
import { PURCHASE_CYCLE_TIMING } from '../lib/purchase-cycle';
import { amountText, gameLabel, purchaseLine, timeAgo } from '../lib/purchase-text';

// The card of the recent-purchase widget, loaded when the first purchase is due to show (3 s
// after the feed answers): the first page carries only the feed and its timing.

const m = messages.recentPurchases;

// The card slides in and out below the screen's edge, fully opaque: a fade would leave its text
// under the contrast rule while it runs (accessibility audits read it mid-animation).
const enter = keyframes`
  from { transform: translateY(calc(100% + 24px)); }
  to { transform: none; }
`;
const exit = keyframes`
  from { transform: none; }
  to { transform: translateY(calc(100% + 24px)); }
`;

const card = css`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 12px;
  padding: 12px 36px 12px 12px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow:
    0 12px 30px rgba(0, 0, 0, 0.5),
    0 0 16px rgba(59, 130, 246, 0.35);
  &[data-state='shown'] {
    animation: ${enter} 0.4s ease-out;
  }
  &[data-state='leaving'] {
    animation: ${exit} ${PURCHASE_CYCLE_TIMING.exitMs}ms ease-in forwards;
    pointer-events: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='shown'] {
      animation: none;
    }
    &[data-state='leaving'] {
      animation: none;
      opacity: 0;
    }
  }
`;

const avatar = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: rgba(37, 99, 235, 0.25);
  border: 1px solid ${theme.colors.glow};
  color: ${theme.colors.accent};
`;

const closeButton = css`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.text};
    background: rgba(37, 99, 235, 0.18);
  }
`;

function CartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function VerifiedBadge() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" role="img" aria-label={m.verified} css={{ flex: 'none' }}>
      <title>{m.verified}</title>
      <circle cx="12" cy="12" r="10" fill={theme.colors.accent} />
      <path
        d="M7.5 12.5l3 3 6-6.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function PurchaseCard({
  purchase,
  phase,
  onClose,
}: {
  purchase: RecentPurchase;
  phase: 'shown' | 'leaving';
  onClose(): void;
}) {
  const game = gameLabel(purchase.product);
  const amount = amountText(purchase.amount);
  return (
    <div css={card} data-state={phase} aria-hidden={phase === 'leaving' || undefined}>
      <div css={avatar}>
        <CartIcon />
      </div>
      <div css={{ minWidth: 0, fontSize: 14, lineHeight: 1.35 }}>
        <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: 6, fontWeight: 700 }}>
          <span css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{purchase.username}</span>
          {purchase.verified && <VerifiedBadge />}
        </p>
        <p css={{ margin: '2px 0', color: theme.colors.textMuted, overflowWrap: 'anywhere' }}>
          {purchaseLine(purchase)}
        </p>
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '0 8px' }}>
          {game && <span css={{ color: theme.colors.accent, fontWeight: 600 }}>{game}</span>}
          {amount && <strong>{amount}</strong>}
        </p>
        <time dateTime={purchase.timestamp} css={{ fontSize: 12, color: theme.colors.textMuted }}>
          {timeAgo(purchase.timestamp)}
        </time>
      </div>
      <button type="button" css={closeButton} aria-label={m.close} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
