import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GetAnnouncementsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { READ_NOTIFICATIONS_KEY } from '../lib/read-notifications';
import { NotificationBell } from './notification-bell';

const announcement = (id: number, title: string, type: string) => ({
  __typename: 'Announcement',
  id,
  title,
  content: `${title}: details`,
  type,
  // A local time, so the date reads the same in every time zone.
  createdAt: new Date(2026, 10, 22, 16, 38).toISOString(),
});

const announcements = [
  announcement(1, 'Maintenance tonight', 'warning'),
  announcement(2, 'New EUW accounts', 'success'),
  announcement(3, 'Welcome', 'info'),
];

/** The announcements query, answered the same way each time it is asked (polling, opening the panel). */
function answering(result: MockedResponse['result']): MockedResponse {
  return { request: { query: GetAnnouncementsDocument }, result, maxUsageCount: 20 };
}

const readIds = () => JSON.parse(window.localStorage.getItem(READ_NOTIFICATIONS_KEY) ?? '[]') as number[];

async function openBell(mock: MockedResponse, read: number[] = []) {
  window.localStorage.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(read));
  const user = userEvent.setup();
  renderWithProviders(<NotificationBell />, { mocks: [mock] });
  return user;
}

describe('the notification bell', () => {
  it('counts the announcements this browser has not read, on the bell and its badge', async () => {
    await openBell(answering({ data: { announcements } }), [3]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toBe('2');
  });

  it('opens the list: each announcement with its type, text and Turkish date, read ones marked Read', async () => {
    const user = await openBell(answering({ data: { announcements } }), [3]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Announcements' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Maintenance tonight',
      'New EUW accounts',
      'Welcome',
    ]);
    const first = items[0];
    expect(within(first).getByText('Warning')).toBeTruthy();
    expect(within(first).getByText('Maintenance tonight: details')).toBeTruthy();
    expect(first.querySelector('time')?.textContent).toBe('22 Kasım 2026 16:38');
    expect((within(items[2]).getByRole('button', { name: 'Read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks one announcement read, then all of them, and remembers it in this browser', async () => {
    const user = await openBell(answering({ data: { announcements } }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Announcements' });

    const second = within(panel).getAllByRole('listitem')[1];
    await user.click(within(second).getByRole('button', { name: 'Mark as read' }));
    expect((within(second).getByRole('button', { name: 'Read' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(readIds()).toEqual([2]);

    await user.click(within(panel).getByRole('button', { name: 'Mark All as Read' }));
    expect(within(panel).getAllByRole('button', { name: 'Read' })).toHaveLength(3);
    expect((within(panel).getByRole('button', { name: 'Mark All as Read' }) as HTMLButtonElement).disabled).toBe(true);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.textContent).toBe('');
    expect(readIds().sort()).toEqual([1, 2, 3]);
  });

  it('says when there is nothing to read', async () => {
    const user = await openBell(answering({ data: { announcements: [] } }));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('There are no active announcements at the moment.')).toBeTruthy();
  });

  it('shows the failure in the panel when the announcements cannot be read', async () => {
    const user = await openBell({ request: { query: GetAnnouncementsDocument }, error: new Error('offline') });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Announcements could not be loaded at the moment.'),
    );
  });
});
