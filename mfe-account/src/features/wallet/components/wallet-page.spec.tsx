import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetTransactionsDocument, GetWalletDocument } from '../../../gql/graphql';
import { renderWithProviders, textsOf } from '../../../test/render';
import { WalletPage } from './wallet-page';

const walletMock = {
  request: { query: GetWalletDocument, variables: { userId: 7 } },
  result: { data: { wallet: { __typename: 'Wallet', userId: 7, balance: '1234.50', totalSpent: '40.00' } } },
};

const ledgerRow = { __typename: 'Transaction', paymentMethod: null, orderId: null, status: 'completed' };
const transaction = (id: number, type: string, amount: string, extra: Record<string, unknown> = {}) => ({
  ...ledgerRow,
  ...{ id, type, amount, description: `${type} ${id}`, createdAt: '2026-11-24T08:30:00.000Z' },
  ...extra,
});

const transactionsMock = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: { query: GetTransactionsDocument, variables: { userId: 7 } },
  result,
});

describe('WalletPage', () => {
  it('shows the balance, total spent and the ledger: signed amounts, type and method names, pending status', async () => {
    renderWithProviders(<WalletPage userId={7} />, {
      mocks: [
        walletMock,
        transactionsMock({
          data: {
            transactions: [
              transaction(3, 'purchase', '-40.00', { orderId: 12 }),
              transaction(2, 'deposit', '50.5', { paymentMethod: 'bank_transfer', status: 'pending' }),
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total Spent' })).getByText('$40.00')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    expect(textsOf(table, 'columnheader')).toEqual([
      'Date',
      'Type',
      'Description',
      'Payment Method',
      'Amount',
      'Status',
    ]);
    const [, purchase, deposit] = within(table).getAllByRole('row');
    expect(textsOf(purchase, 'cell').slice(1)).toEqual(['Purchase', 'purchase 3', '–', '-$40.00', 'Completed']);
    expect(textsOf(deposit, 'cell').slice(1)).toEqual(['Deposit', 'deposit 2', 'Bank Transfer', '+$50.50', 'Pending']);
    expect(textsOf(purchase, 'cell')[0]).toMatch(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/);
  });

  it('says No transactions yet for an empty ledger', async () => {
    renderWithProviders(<WalletPage userId={7} />, {
      mocks: [walletMock, transactionsMock({ data: { transactions: [] } })],
    });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed ledger with the server message and a Try again that loads it', async () => {
    renderWithProviders(<WalletPage userId={7} />, {
      mocks: [
        walletMock,
        transactionsMock({ errors: [new GraphQLError('Ledger unavailable')] }),
        walletMock,
        transactionsMock({ data: { transactions: [transaction(1, 'deposit', '10.00')] } }),
      ],
    });
    expect(await screen.findByText('Hata: Ledger unavailable')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Transaction History' })).toBeTruthy());
  });
});
