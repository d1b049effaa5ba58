import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GetAnnouncementsDocument, GetMyNoticesDocument, MarkNoticesReadDocument } from '../../../gql/graphql';
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
  // 16:38 in the shop's zone (Europe/Istanbul, UTC+3), whatever the runtime's.
  createdAt: '2026-11-22T13:38:00.000Z',
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

/** The customer's notices, answered the same way each time they are asked. */
function noticesAnswer(result: MockedResponse['result']): MockedResponse {
  return { request: { query: GetMyNoticesDocument }, result, maxUsageCount: 20 };
}
const noNotices = noticesAnswer({ data: { myNotices: [] } });

async function openBell(mock: MockedResponse, read: number[] = [], notices: MockedResponse[] = [noNotices]) {
  window.localStorage.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(read));
  const user = userEvent.setup();
  renderWithProviders(<NotificationBell />, { mocks: [mock, ...notices] });
  return user;
}

const notice = (id: number, text: string, read: boolean, link: string | null = '/product/12') => ({
  __typename: 'Notice',
  id,
  kind: 'restock',
  text,
  link,
  read,
  createdAt: '2026-11-23T06:05:00.000Z',
});

describe('the notification bell', () => {
  it('counts the announcements this browser has not read, on the bell and its badge', async () => {
    await openBell(answering({ data: { announcements } }), [3]);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toBe('2');
  });

  it('opens the list: each announcement with its type, text and Turkish date, read ones marked Read', async () => {
    const user = await openBell(answering({ data: { announcements } }), [3]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
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

  it('formats no date while closed (every signed-in page renders the bell), only once opened', async () => {
    // formatMoment's formatters are made once and kept: count the uses of their `format`.
    const formats = jest.spyOn(Intl.DateTimeFormat.prototype, 'format', 'get');
    try {
      const user = await openBell(answering({ data: { announcements } }), [3]);
      await user.hover(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
      expect(formats).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
      await screen.findByRole('dialog', { name: 'Notifications' });
      expect(formats).toHaveBeenCalled();
    } finally {
      formats.mockRestore();
    }
  });

  it('marks one announcement read, then all of them, and remembers it in this browser', async () => {
    const user = await openBell(answering({ data: { announcements } }));
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });

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

describe("the notification bell: the customer's own notices", () => {
  const backInStock = notice(9, 'Back in stock: EUW Fresh 40k', false);
  const older = notice(4, 'Back in stock: NA Ranked Ready', true, '/product/3');

  it('counts the unread notices with the unread announcements', async () => {
    await openBell(
      answering({ data: { announcements } }),
      [1, 2],
      [noticesAnswer({ data: { myNotices: [backInStock, older] } })],
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
  });

  it('opening lists them above the announcements, each linking to its product, and marks them read on the server', async () => {
    const marked = jest.fn();
    // Before opening: one unread notice; after markNoticesRead: the same, read.
    const before = { request: { query: GetMyNoticesDocument }, result: { data: { myNotices: [backInStock, older] } } };
    const after = noticesAnswer({ data: { myNotices: [{ ...backInStock, read: true }, older] } });
    const mark: MockedResponse = {
      request: { query: MarkNoticesReadDocument },
      result: () => {
        marked();
        return { data: { markNoticesRead: 1 } };
      },
    };
    const user = await openBell(answering({ data: { announcements } }), [1, 2, 3], [before, mark, after]);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const mine = within(panel).getByRole('list', { name: 'For you' });
    const items = within(mine).getAllByRole('listitem');
    expect(items.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Back in stock: EUW Fresh 40k'),
      expect.stringContaining('Back in stock: NA Ranked Ready'),
    ]);
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/product/12');
    expect(items[0].querySelector('time')?.textContent).toBe('23 Kasım 2026 09:05');
    expect(within(panel).getAllByRole('list', { name: 'Announcements' })).toHaveLength(1);

    await waitFor(() => expect(marked).toHaveBeenCalledTimes(1));
    // Read on the server: the badge drops, the notice keeps its mark while the panel is open.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(items[0].getAttribute('data-unread')).toBe('true');
    expect(items[1].getAttribute('data-unread')).toBe('false');

    // Following the notice closes the panel.
    await user.click(within(items[0]).getByRole('link'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opening with nothing unread marks nothing', async () => {
    const marked = jest.fn();
    const mark: MockedResponse = {
      request: { query: MarkNoticesReadDocument },
      result: () => {
        marked();
        return { data: { markNoticesRead: 0 } };
      },
    };
    const user = await openBell(
      answering({ data: { announcements } }),
      [1, 2, 3],
      [noticesAnswer({ data: { myNotices: [older] } }), mark],
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Back in stock: NA Ranked Ready')).toBeTruthy();
    expect(marked).not.toHaveBeenCalled();
  });

  it('still shows the announcements when the notices cannot be read', async () => {
    const user = await openBell(
      answering({ data: { announcements } }),
      [],
      [{ request: { query: GetMyNoticesDocument }, error: new Error('offline'), maxUsageCount: 20 }],
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Your notices could not be loaded at the moment.'),
    );
    expect(screen.getByRole('heading', { name: 'Maintenance tonight' })).toBeTruthy();
  });
});
