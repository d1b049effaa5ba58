export type AnnouncementKind = 'info' | 'warning' | 'success' | 'error';

const KINDS: readonly AnnouncementKind[] = ['info', 'warning', 'success', 'error'];

/** The four known types; anything else (or a different case) renders like info. */
export function announcementKind(type: string): AnnouncementKind {
  const normalised = type.trim().toLowerCase();
  return (KINDS as readonly string[]).includes(normalised) ? (normalised as AnnouncementKind) : 'info';
}
