import { theme } from '@shop/ui';
import { Badge } from '../../../components/badge';
import { messages } from '../../../messages';

const STATUS_COLOURS: Record<string, string> = { Open: '#22c55e', Pending: '#f59e0b', Closed: '#94a3b8' };
const PRIORITY_COLOURS: Record<string, string> = { High: '#ef4444', Medium: '#3b82f6', Low: '#94a3b8' };

export function StatusBadge({ status }: { status: string }) {
  const m = messages.tickets;
  return (
    <Badge
      text={m.statuses[status] ?? status}
      colour={STATUS_COLOURS[status] ?? theme.colors.textMuted}
      label={m.statusLabel}
    />
  );
}

export function PriorityBadge({ priority }: { priority: string }) {
  const m = messages.tickets;
  return (
    <Badge
      text={m.priorities[priority] ?? priority}
      colour={PRIORITY_COLOURS[priority] ?? theme.colors.textMuted}
      label={m.priority}
    />
  );
}
