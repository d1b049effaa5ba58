import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { formatDateTimeToMinute } from '@shop/ui';
import { GetAdminTicketsDocument, SetTicketStatusDocument } from '../../../gql/graphql';
import type { AdminTicket } from '../hooks/use-admin-tickets';
import { renderWithProviders } from '../../../test/render';
import { TicketsTable } from './tickets-table';

const ticket = (id: number, status: AdminTicket['status'], subject: string): AdminTicket => ({
  __typename: 'Ticket',
  id,
  subject,
  status,
  priority: 'High',
  userId: 7,
  user: { __typename: 'User', id: 7, username: 'ayse' },
  lastReplyBy: id === 1 ? 'team' : 'user',
  updatedAt: '2026-11-24T14:05:09.000Z',
});

const tickets = [ticket(1, 'Open', 'Wrong password'), ticket(2, 'Closed', 'Refund please')];
const list = {
  request: { query: GetAdminTicketsDocument },
  result: { data: { tickets } },
  maxUsageCount: 5,
};

describe('TicketsTable', () => {
  it('shows tabs with their counts and the tickets of the chosen one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TicketsTable />, { mocks: [list] });
    const tabs = await screen.findByRole('tablist', { name: 'Ticket status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (2)', 'Open (1)', 'Pending (0)', 'Closed (1)']);
    const table = screen.getByRole('table', { name: 'Support Tickets' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText(formatDateTimeToMinute('2026-11-24T14:05:09.000Z'))).toBeTruthy();
    expect(within(first).getByText('Destek Ekibi')).toBeTruthy();
    expect(within(first).getByText('(ayse)')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'View ticket #1' }).getAttribute('href')).toBe('/support/tickets/1');

    await user.click(screen.getByRole('tab', { name: 'Closed (1)' }));
    const closed = screen.getByRole('table', { name: 'Support Tickets' });
    expect(within(closed).getAllByRole('row')).toHaveLength(2);
    expect(within(closed).getByText('Refund please')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Pending (0)' }));
    expect(screen.getByText('Bu kategoride bilet bulunmamaktadır.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('changes a status and says so; a refused change is a toast with the reason', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<TicketsTable />, {
      mocks: [
        list,
        {
          request: { query: SetTicketStatusDocument, variables: { id: 1, status: 'Pending' } },
          result: {
            data: {
              updateTicketStatus: {
                __typename: 'Ticket',
                id: 1,
                status: 'Pending',
                updatedAt: '2026-11-24T15:00:00.000Z',
                lastReplyBy: 'team',
              },
            },
          },
        },
        {
          request: { query: SetTicketStatusDocument, variables: { id: 2, status: 'Open' } },
          result: { errors: [new GraphQLError('Ticket is closed')] },
        },
      ],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status of ticket #1' }), 'Pending');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Durum Güncellendi', variant: 'success' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status of ticket #2' }), 'Open');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata: Durum güncellenirken bir hata oluştu: Ticket is closed',
        variant: 'destructive',
      }),
    );
  });

  it('offers a retry when the tickets cannot be read', async () => {
    renderWithProviders(<TicketsTable />, {
      mocks: [{ request: { query: GetAdminTicketsDocument }, result: { errors: [new GraphQLError('down')] } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('down');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
