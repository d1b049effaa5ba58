import { lazy, Suspense } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import { usePurchaseCycle } from '../hooks/use-purchase-cycle';
import { useRecentPurchases } from '../hooks/use-recent-purchases';

const m = messages.recentPurchases;

// Loaded when the first purchase is due to show, not with the first page (its JavaScript budget).
const PurchaseCard = lazy(() => import('./purchase-card'));

const dock = css`
  position: fixed;
  right: 20px;
  bottom: 20px;
  /* Below the nav (50), dialogs and toasts, and the product page's phone buy bar (40). */
  z-index: 30;
  width: 320px;
  max-width: calc(100vw - 24px);
  ${theme.mobile} {
    right: 12px;
    bottom: 12px;
  }
`;

/**
 * Social proof fixed to the bottom-right corner for every visitor: one recent purchase at a
 * time (rotation in lib/purchase-cycle.ts). Renders nothing without entries or on a failed fetch.
 */
export function RecentPurchaseWidget() {
  const purchases = useRecentPurchases();
  const { index, phase, close } = usePurchaseCycle(purchases.length);
  const purchase = purchases[index];
  if (!purchase || phase === 'hidden') return null;
  return (
    <aside css={dock} aria-label={m.label}>
      <Suspense fallback={null}>
        <PurchaseCard key={purchase.id} purchase={purchase} phase={phase} onClose={close} />
      </Suspense>
    </aside>
  );
}
