import { Link } from 'react-router-dom';
import { Button, ErrorState, errorMessage, formatDateTimeToMinute, panel, theme } from '@shop/ui';
import { ClaimStatusBadge, claimReason } from '../../../components/claim-status';
import { messages } from '../../../messages';
import { linkRow, linkRowList, linkRowMeta, linkRowTitle } from '../../../components/link-rows';
import { useMyClaims } from '../hooks/use-my-claims';

/**
 * The customer's warranty claims in the support list (/support, /account/support), each linking
 * to its order in My Orders. Nothing at all while they load or when there are none: the tickets
 * above stay the page.
 */
export function MyClaims({ userId }: { userId: number | null }) {
  const m = messages.warranty;
  const { claims, loading, error, refetch } = useMyClaims({ skip: userId === null });
  if (userId === null || loading || (!error && claims.length === 0)) return null;
  return (
    <section aria-labelledby="my-claims-title" css={[panel, { padding: 20 }]}>
      <h2 id="my-claims-title" css={{ margin: '0 0 6px', fontSize: 20 }}>
        {m.supportTitle}
      </h2>
      <p css={{ margin: '0 0 16px', color: theme.colors.textMuted }}>{m.supportIntro}</p>
      {error ? (
        <ErrorState
          message={messages.common.loadFailed(errorMessage(error, m.failedDefault))}
          action={
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : (
        <ul aria-label={m.listLabel} css={linkRowList}>
          {claims.map((claim) => (
            <li key={claim.id}>
              <Link
                to={`/account/orders?order=${claim.orderId}`}
                aria-label={`${m.claimRow(claim.id, claim.orderId, claim.productTitle)}, ${m.statuses[claim.status] ?? claim.status}`}
                css={linkRow}
              >
                <span css={{ minWidth: 0 }}>
                  <span css={linkRowTitle}>{m.claimRow(claim.id, claim.orderId, claim.productTitle)}</span>
                  <span css={linkRowMeta}>
                    {claimReason(claim.reason)} · {m.claimOn(formatDateTimeToMinute(claim.createdAt))}
                  </span>
                </span>
                <span css={{ alignSelf: 'center' }}>
                  <ClaimStatusBadge status={claim.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
