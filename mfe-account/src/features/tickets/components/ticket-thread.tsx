import { formatDateTimeToMinute, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { ticketAttachmentUrl } from '../../../lib/rest-form';
import type { TicketAttachment } from '../hooks/use-ticket-thread';
import { formatBytes } from '../../../lib/attachment-rules';

export interface ThreadEntry {
  key: string;
  message: string;
  isAdmin: boolean;
  createdAt: string;
  attachments: TicketAttachment[];
}

/** Support Team on the left, the customer ("You") on the right, oldest first. */
export function TicketThread({ entries }: { entries: ThreadEntry[] }) {
  const m = messages.tickets;
  return (
    <ol aria-label={m.thread} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-author={entry.isAdmin ? 'team' : 'user'}
          css={{
            justifySelf: entry.isAdmin ? 'start' : 'end',
            maxWidth: 'min(560px, 92%)',
            padding: '10px 14px',
            borderRadius: 10,
            border: `1px solid ${entry.isAdmin ? theme.colors.border : theme.colors.borderMuted}`,
            background: entry.isAdmin ? 'rgba(37, 99, 235, 0.14)' : theme.colors.surfaceRaised,
          }}
        >
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline', marginBottom: 6 }}>
            <strong css={{ color: entry.isAdmin ? theme.colors.glow : theme.colors.text }}>
              {entry.isAdmin ? m.supportTeam : m.you}
            </strong>
            <time dateTime={entry.createdAt} css={{ fontSize: 12, color: theme.colors.textMuted }}>
              {formatDateTimeToMinute(entry.createdAt)}
            </time>
          </div>
          <p css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.message}</p>
          {entry.attachments.map((file) => (
            <a
              key={file.id}
              href={ticketAttachmentUrl(file.id)}
              download={file.fileName}
              css={{ display: 'block', marginTop: 8, color: theme.colors.accent, overflowWrap: 'anywhere' }}
            >
              {m.attachmentLink(file.fileName, formatBytes(file.size))}
            </a>
          ))}
        </li>
      ))}
    </ol>
  );
}
