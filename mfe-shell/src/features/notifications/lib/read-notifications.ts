/**
 * The read-notification list: announcement ids this browser has marked as read, kept in
 * localStorage under `readNotifications` as a JSON array (spec §3). Pure helpers; the hook in
 * ../hooks/use-read-notifications.ts binds them to storage.
 */
export const READ_NOTIFICATIONS_KEY = 'readNotifications';

export type AnnouncementId = number;

/** Reads the stored list; anything that is not a JSON array of ids counts as "nothing read". */
export function parseReadIds(raw: string | null): AnnouncementId[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = (value as unknown[])
    .map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item))
    .filter((item): item is number => typeof item === 'number' && Number.isInteger(item));
  return [...new Set(ids)];
}

/** The list with `ids` added (no duplicates, existing order kept). */
export function withRead(readIds: readonly AnnouncementId[], ids: readonly AnnouncementId[]): AnnouncementId[] {
  return [...new Set([...readIds, ...ids])];
}

/** Unread = announcements whose id is not in the read list. */
export function countUnread(
  announcements: readonly { id: AnnouncementId }[],
  readIds: readonly AnnouncementId[],
): number {
  const read = new Set(readIds);
  return announcements.filter((a) => !read.has(a.id)).length;
}
