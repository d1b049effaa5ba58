import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import * as Popover from '@radix-ui/react-popover';
import { css, keyframes } from '@emotion/react';
import { Button, formatDateTimeWithMonthName, theme } from '@shop/ui';
import { messages } from '../../../messages';
import { useAnnouncements } from '../hooks/use-announcements';
import { useReadNotifications } from '../hooks/use-read-notifications';
import { useNotices } from '../hooks/use-notices';
import { countUnread } from '../lib/read-notifications';
import { announcementKind } from '../lib/announcement-display';
import { AnnouncementIcon, BellIcon, KIND_COLOURS } from './announcement-icon';

const m = messages.notifications;

type Announcement = ReturnType<typeof useAnnouncements>['announcements'][number];

/** Spec §4: the panel closes with a 200 ms animation. */
const CLOSE_MS = 200;

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(-6px) scale(0.98); }
  to { opacity: 1; transform: none; }
`;
const fadeOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(-6px) scale(0.98); }
`;

const bellButton = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  border-radius: 50%;
  border: 1px solid ${theme.colors.borderMuted};
  background: transparent;
  color: ${theme.colors.text};
  cursor: pointer;
  transition:
    background 120ms,
    border-color 120ms;
  &:hover,
  &[data-state='open'] {
    border-color: ${theme.colors.border};
    background: rgba(37, 99, 235, 0.18);
  }
`;

const badge = css`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 19px;
  height: 19px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${theme.colors.dangerSolid};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 19px;
  text-align: center;
  box-shadow: 0 0 0 2px ${theme.colors.background};
`;

const panel = css`
  z-index: 60;
  width: min(380px, calc(100vw - 20px));
  max-height: min(70vh, 520px);
  display: flex;
  flex-direction: column;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  box-shadow:
    0 18px 40px rgba(0, 0, 0, 0.55),
    0 0 18px rgba(59, 130, 246, 0.35);
  transform-origin: var(--radix-popover-content-transform-origin);
  &[data-state='open'] {
    animation: ${fadeIn} 160ms ease-out;
  }
  &[data-state='closed'] {
    animation: ${fadeOut} ${CLOSE_MS}ms ease-in forwards;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='open'],
    &[data-state='closed'] {
      animation: none;
    }
  }
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  padding: 12px 14px;
  border-bottom: 1px solid ${theme.colors.borderMuted};
`;

const smallButton = css`
  min-height: 32px;
  padding: 4px 10px;
  font-size: 13px;
`;

const item = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 10px;
  padding: 12px 14px;
  border-bottom: 1px solid ${theme.colors.borderMuted};
  border-left: 3px solid transparent;
  &:last-of-type {
    border-bottom: 0;
  }
  &[data-unread='true'] {
    border-left-color: ${theme.colors.accent};
    background: rgba(37, 99, 235, 0.08);
  }
`;

const note = css`
  margin: 0;
  padding: 18px 14px;
  color: ${theme.colors.textMuted};
  font-size: 14px;
`;

const sectionHeading = css`
  margin: 0;
  padding: 10px 14px 4px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.textMuted};
`;

const noticeLink = css`
  color: ${theme.colors.text};
  font-weight: 700;
  font-size: 15px;
  line-height: 1.3;
  overflow-wrap: anywhere;
  text-decoration: underline;
  text-decoration-color: ${theme.colors.border};
  text-underline-offset: 3px;
  &:hover,
  &:focus-visible {
    color: #93c5fd;
  }
`;

type Notice = ReturnType<typeof useNotices>['notices'][number];

/** The customer's own notices: each links to what it is about; the unread ones of this opening are marked. */
function NoticeList({ notices, fresh, onOpen }: { notices: Notice[]; fresh: ReadonlySet<number>; onOpen(): void }) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={m.notices}>
      {notices.map((notice) => (
        <li key={notice.id} css={item} data-unread={!notice.read || fresh.has(notice.id)} data-testid="notice">
          <AnnouncementIcon kind={notice.kind === 'restock' ? 'success' : 'info'} />
          <div css={{ minWidth: 0, display: 'grid', gap: 4 }}>
            {notice.link ? (
              <Link to={notice.link} css={noticeLink} onClick={onOpen}>
                {notice.text}
              </Link>
            ) : (
              <span css={{ fontWeight: 700, fontSize: 15, overflowWrap: 'anywhere' }}>{notice.text}</span>
            )}
            <time dateTime={notice.createdAt} css={{ fontSize: 12, color: theme.colors.textMuted }}>
              {formatDateTimeWithMonthName(notice.createdAt)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The shop's announcements, newest first, each with its date and its own "mark as read". A
 * component of its own so its dates are formatted only when the panel opens (JSX children are
 * built when their parent renders, mounted or not).
 */
function AnnouncementList({
  announcements,
  read,
  idPrefix,
  onMarkRead,
}: {
  announcements: Announcement[];
  read: ReadonlySet<number>;
  idPrefix: string;
  onMarkRead(ids: number[]): void;
}) {
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={m.announcements}>
      {announcements.map((a) => {
        const kind = announcementKind(a.type);
        const isRead = read.has(a.id);
        const titleId = `${idPrefix}-${a.id}`;
        return (
          <li key={a.id} css={item} data-unread={!isRead} aria-labelledby={titleId}>
            <AnnouncementIcon kind={kind} />
            <div css={{ minWidth: 0 }}>
              <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
                <h3 id={titleId} css={{ margin: 0, fontSize: 15, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                  {a.title}
                </h3>
                <span
                  css={{
                    flex: 'none',
                    fontSize: 11,
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    letterSpacing: '0.06em',
                    color: KIND_COLOURS[kind],
                  }}
                >
                  {m.types[kind]}
                </span>
              </div>
              <p
                css={{
                  margin: '4px 0 6px',
                  fontSize: 14,
                  color: theme.colors.textMuted,
                  overflowWrap: 'anywhere',
                }}
              >
                {a.content}
              </p>
              <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <time dateTime={a.createdAt} css={{ fontSize: 12, color: theme.colors.textMuted }}>
                  {formatDateTimeWithMonthName(a.createdAt)}
                </time>
                <Button
                  variant={isRead ? 'ghost' : 'outline'}
                  css={smallButton}
                  disabled={isRead}
                  onClick={() => onMarkRead([a.id])}
                >
                  {isRead ? m.read : m.markAsRead}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The bell with its unread badge and its panel (signed-in users only): the customer's own notices
 * (read on the server: opening the panel marks them read) above the shop's announcements (read in
 * this browser).
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const { announcements, failed, loaded, reload } = useAnnouncements(true);
  const { notices, failed: noticesFailed, reload: reloadNotices, markAllRead: markNoticesRead } = useNotices();
  const { readIds, markRead } = useReadNotifications();
  // Notices unread when the panel opened keep their mark while it stays open.
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const read = new Set(readIds);
  const unreadNotices = notices.filter((notice) => !notice.read).map((notice) => notice.id);
  const unread = countUnread(announcements, readIds) + unreadNotices.length;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          reload();
          setFresh(new Set(unreadNotices));
          if (unreadNotices.length > 0) markNoticesRead();
          else reloadNotices();
        }
      }}
    >
      <Popover.Trigger asChild>
        <button type="button" css={bellButton} aria-label={m.bell(unread)}>
          <BellIcon />
          {unread > 0 && (
            <span css={badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content css={panel} align="end" sideOffset={10} collisionPadding={10} aria-labelledby={headingId}>
          <div css={header}>
            <h2 id={headingId} css={{ margin: 0, fontSize: 16, letterSpacing: '0.04em' }}>
              {m.title}
            </h2>
            <Button
              variant="outline"
              css={smallButton}
              disabled={unread === 0}
              onClick={() => {
                markRead(announcements.map((a) => a.id));
                if (unreadNotices.length > 0) markNoticesRead();
              }}
            >
              {m.markAllAsRead}
            </Button>
          </div>
          <div css={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
            {noticesFailed && (
              <p role="alert" css={[note, { color: '#fecaca', background: theme.colors.dangerSurface }]}>
                {m.noticesFailed}
              </p>
            )}
            {notices.length > 0 && (
              <>
                <p aria-hidden="true" css={sectionHeading}>
                  {m.notices}
                </p>
                <NoticeList notices={notices} fresh={fresh} onOpen={() => setOpen(false)} />
                <p aria-hidden="true" css={sectionHeading}>
                  {m.announcements}
                </p>
              </>
            )}
            {failed && (
              <p role="alert" css={[note, { color: '#fecaca', background: theme.colors.dangerSurface }]}>
                {m.loadFailed}
              </p>
            )}
            {!failed && loaded && announcements.length === 0 && <p css={note}>{m.empty}</p>}
            {announcements.length > 0 && (
              <AnnouncementList announcements={announcements} read={read} idPrefix={headingId} onMarkRead={markRead} />
            )}
          </div>
          <Popover.Arrow width={14} height={7} css={{ fill: theme.colors.border }} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
