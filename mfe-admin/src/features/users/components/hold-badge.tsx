import { theme } from '@shop/ui';
import { messages } from '../../../messages';

/** Marks a user whose wallet is on hold (a reversed payment took back money already spent). */
export function HoldBadge({ reason }: { reason?: string | null }) {
  const h = messages.users.hold;
  return (
    <span
      title={reason || h.title}
      css={{
        display: 'inline-block',
        justifySelf: 'start',
        padding: '2px 8px',
        borderRadius: 999,
        border: `1px solid ${theme.colors.danger}`,
        background: theme.colors.dangerSurface,
        color: '#fecaca',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '18px',
        whiteSpace: 'nowrap',
      }}
    >
      {h.badge}
    </span>
  );
}
