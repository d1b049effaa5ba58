import { theme } from '@shop/ui';
import { messages } from '../messages';
import { Badge } from './badge';
import { CLAIM_COLOURS } from './claim-colours';

/** A warranty claim's status as a badge (the order dialog, the support list). */
export function ClaimStatusBadge({ status }: { status: string }) {
  const m = messages.warranty;
  return (
    <Badge
      text={m.statuses[status] ?? status}
      colour={CLAIM_COLOURS[status] ?? theme.colors.textMuted}
      label={m.statusLabel}
    />
  );
}

export const claimReason = (reason: string) => messages.warranty.reasons[reason] ?? reason;
