import { screen, within } from '@testing-library/react';
import { AccountRoutes } from '../../../app/routes';
import { GetMyTicketsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';

const tickets = {
  request: { query: GetMyTicketsDocument },
  result: {
    data: {
      tickets: [
        {
          __typename: 'Ticket',
          id: 12,
          subject: 'Wrong skins',
          status: 'Open',
          priority: 'Medium',
          orderId: null,
          lastReplyBy: 'user',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        },
      ],
    },
  },
};

/** The account area's Support tab, as the shell hosts it, with these run-time settings. */
function openSupportTab(settings?: { communityChatUrl?: string }) {
  return renderWithProviders(<AccountRoutes />, { path: '/account/support', route: '/*', mocks: [tickets], settings });
}

describe('account Support tab', () => {
  it('keeps the ticket list and links to the community chat server when the site has one', async () => {
    openSupportTab({ communityChatUrl: 'https://discord.gg/shop' });
    expect(await screen.findByRole('link', { name: /#12 · Wrong skins/ })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Community Chat' });
    const link = within(section).getByRole('link', { name: 'Join the community chat server (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://discord.gg/shop');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows no community chat at all when COMMUNITY_CHAT_URL is unset (or not an http(s) address)', async () => {
    for (const settings of [undefined, {}, { communityChatUrl: 'javascript:alert(1)' }]) {
      const { unmount } = openSupportTab(settings);
      expect(await screen.findByRole('link', { name: /#12 · Wrong skins/ })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Community Chat' })).toBeNull();
      expect(screen.queryByText(/community chat server/)).toBeNull();
      unmount();
    }
  });
});
