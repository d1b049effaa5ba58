import { useCallback, useSyncExternalStore } from 'react';
import { READ_NOTIFICATIONS_KEY, parseReadIds, withRead, type AnnouncementId } from '../lib/read-notifications';

// One change signal for this tab (the `storage` event only fires in the other tabs).
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === READ_NOTIFICATIONS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(READ_NOTIFICATIONS_KEY);
  } catch {
    return null; // storage disabled: nothing is remembered, everything stays unread
  }
}

/** The ids this browser has read, and a way to add to them; shared by every tab of the site. */
export function useReadNotifications() {
  // The raw string is the snapshot: stable between changes, parsed once per render.
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const readIds = parseReadIds(raw);

  const markRead = useCallback((ids: readonly AnnouncementId[]) => {
    const next = withRead(parseReadIds(readRaw()), ids);
    try {
      window.localStorage.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(next));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, []);

  return { readIds, markRead };
}
