export type AnnouncementKind = 'info' | 'warning' | 'success' | 'error';

const KINDS: readonly AnnouncementKind[] = ['info', 'warning', 'success', 'error'];

/** The four known types; anything else (or a different case) renders like info. */
export function announcementKind(type: string): AnnouncementKind {
  const normalised = type.trim().toLowerCase();
  return (KINDS as readonly string[]).includes(normalised) ? (normalised as AnnouncementKind) : 'info';
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Turkish date with day, month, year, hour and minute, e.g. "22 Kasım 2026 16:38"; '' if invalid. */
export function formatAnnouncementDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
