import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetMyTicketsDocument, GetOrderChoicesDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { SupportTickets } from './support-tickets';

const ticket = {
  __typename: 'Ticket',
  id: 12,
  subject: 'Wrong skins',
  status: 'Pending',
  priority: 'Low',
  orderId: null,
  lastReplyBy: 'admin',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T09:15:00.000Z',
};

const myTickets = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: { query: GetMyTicketsDocument },
  result,
});

const noOrders = {
  request: { query: GetOrderChoicesDocument, variables: { userId: 7 } },
  result: { data: { ordersByUser: [] } },
};

describe('SupportTickets', () => {
  it('lists the tickets with their number, subject, last update and badges, each a link to its page', async () => {
    renderWithProviders(<SupportTickets userId={7} />, {
      path: '/support',
      mocks: [myTickets({ data: { tickets: [ticket] } })],
    });
    const link = await screen.findByRole('link', { name: /#12 · Wrong skins/ });
    expect(link.getAttribute('href')).toBe('/support/tickets/12');
    expect(within(link).getByText(/^Updated \d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(within(link).getByLabelText('Status: Pending')).toBeTruthy();
    expect(within(link).getByLabelText('Priority: Low')).toBeTruthy();
  });

  it('says No tickets yet when there are none, and New Ticket opens the form', async () => {
    renderWithProviders(<SupportTickets userId={7} />, {
      path: '/support',
      mocks: [myTickets({ data: { tickets: [] } }), noOrders],
    });
    expect(await screen.findByText('No tickets yet')).toBeTruthy();
    expect(screen.getByText('Open a ticket and our support team will get back to you.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New Ticket' }));
    expect(screen.getByRole('dialog', { name: 'New Ticket' })).toBeTruthy();
  });

  it('shows a failed list with the server message and a Try again', async () => {
    renderWithProviders(<SupportTickets userId={7} />, {
      path: '/support',
      mocks: [
        myTickets({ errors: [new GraphQLError('Support is unavailable.')] }),
        myTickets({ data: { tickets: [ticket] } }),
      ],
    });
    expect(await screen.findByText('Hata: Support is unavailable.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /#12 · Wrong skins/ })).toBeTruthy());
  });

  it('opens the form tied to the order of ?orderId= (Report a problem), and forgets it once closed', async () => {
    renderWithProviders(<SupportTickets userId={7} />, {
      path: '/support',
      search: '?orderId=55',
      mocks: [myTickets({ data: { tickets: [] } }), noOrders],
    });
    const dialog = screen.getByRole('dialog', { name: 'New Ticket' });
    expect((within(dialog).getByLabelText('Order (optional)') as HTMLSelectElement).value).toBe('55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/support');
  });
});
