import type { AnnouncementKind } from '../lib/announcement-display';

export const KIND_COLOURS: Record<AnnouncementKind, string> = {
  info: '#3b82f6',
  warning: '#f59e0b',
  success: '#22c55e',
  error: '#ef4444',
};

const PATHS: Record<AnnouncementKind, string> = {
  info: 'M12 11v6M12 7.5v.01',
  warning: 'M12 9v4M12 16.5v.01',
  success: 'M8 12.5l2.8 2.8L16.5 9.5',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** Decorative type icon (the type is also written out next to it). */
export function AnnouncementIcon({ kind }: { kind: AnnouncementKind }) {
  const colour = KIND_COLOURS[kind];
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" css={{ flex: 'none' }}>
      {kind === 'warning' ? (
        <path d="M12 3.5l9 16H3z" fill={`${colour}33`} stroke={colour} strokeWidth="1.6" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="9.2" fill={`${colour}33`} stroke={colour} strokeWidth="1.6" />
      )}
      <path d={PATHS[kind]} fill="none" stroke={colour} strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2H4.5zM10 20.5a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
