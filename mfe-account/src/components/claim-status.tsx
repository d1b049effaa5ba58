import { theme } from '@shop/ui';
import { messages } from '../messages';
import { Badge } from './badge';

const COLOURS: Record<string, string> = {
  submitted: '#3b82f6',
  replaced: '#22c55e',
  credited: '#22c55e',
  refused: '#ef4444',
  waiting_stock: '#f59e0b',
};

/** A warranty claim's status as a badge (the order dialog, the support list). */
export function ClaimStatusBadge({ status }: { status: string }) {
  const m = messages.warranty;
  return (
    <Badge
      text={m.statuses[status] ?? status}
      colour={COLOURS[status] ?? theme.colors.textMuted}
      label={m.statusLabel}
    />
  );
}

export const claimReason = (reason: string) => messages.warranty.reasons[reason] ?? reason;
