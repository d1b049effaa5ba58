import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DepositDocument, GetTransactionsDocument } from '../../../gql/graphql';
import { answer, mockFetch } from '../../../test/fetch';
import { renderWithProviders, refusal, success, textsOf, toastShown } from '../../../test/render';
import { DepositDialog } from './deposit-dialog';

const depositMock = (deposit: Record<string, unknown>, paymentMethod = 'credit_card', delay = 0) => ({
  request: { query: DepositDocument, variables: { input: { amount: '25.00', paymentMethod } } },
  result: { data: { deposit } },
  delay,
});
// The deposit refreshes the ledger whatever its answer.
const transactionsMock = {
  request: { query: GetTransactionsDocument, variables: { userId: 7 } },
  result: { data: { transactions: [] } },
};

describe('DepositDialog', () => {
  const fetchMock = mockFetch(() => answer(200, { perDeposit: '10000.00', per24Hours: null }));

  async function open() {
    renderWithProviders(<DepositDialog userId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Balance' }));
    return screen.getByRole('dialog');
  }

  it('states the server-side limits (per deposit, per 24 hours, per hour) before anything is submitted', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, {
        perDeposit: '10000.00',
        per24Hours: '1000.00',
        depositsPerWindow: { count: 10, windowSeconds: 3600 },
      }),
    );
    const dialog = await open();
    const limits = await within(dialog).findByRole('region', { name: 'Deposit limits' });
    expect(textsOf(limits, 'listitem')).toEqual([
      'Up to $10,000.00 per deposit',
      'Up to $1,000.00 in any 24 hours',
      'At most 10 deposits per hour',
    ]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/wallet/deposit-limits',
      expect.objectContaining({ credentials: 'include' }),
    );
    // The amount field is described by them (read out with the field).
    expect(within(dialog).getByLabelText('Amount (USD)').getAttribute('aria-describedby')).toBe(limits.id);
  });

  it('states only the limits the shop has: no 24-hour amount and no throttle gives the per-deposit limit alone', async () => {
    fetchMock.mockImplementation(() =>
      answer(200, { perDeposit: '500.00', per24Hours: null, depositsPerWindow: { count: 3, windowSeconds: 1800 } }),
    );
    const dialog = await open();
    const limits = await within(dialog).findByRole('region', { name: 'Deposit limits' });
    expect(textsOf(limits, 'listitem')).toEqual(['Up to $500.00 per deposit', 'At most 3 deposits per 30 minutes']);
  });

  it('says so when the limits cannot be read, and the form stays usable', async () => {
    fetchMock.mockImplementation(() => answer(503, { message: 'Service unavailable' }));
    const dialog = await open();
    expect(
      await within(dialog).findByText(
        'The deposit limits could not be loaded; a deposit above them is refused with the reason.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Deposit' }).hasAttribute('disabled')).toBe(false);
  });

  async function depositWith(deposit: Record<string, unknown>) {
    fetchMock.mockImplementation(() => answer(200, { perDeposit: '10000.00', per24Hours: '1000.00' }));
    const rendered = renderWithProviders(<DepositDialog userId={7} />, {
      mocks: [depositMock(deposit), transactionsMock],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Balance' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    return { ...rendered, dialog };
  }

  it('shows the refusal the deposit answered (DailyDepositLimitError) in the failure toast and keeps the dialog open', async () => {
    const message =
      'The daily deposit limit is 1000.00 USD per account; you can deposit at most 0.00 more in the next 24 hours.';
    const { toast, refetch } = await depositWith({ __typename: 'DailyDepositLimitError', message });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Deposit failed', description: message, variant: 'destructive' }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('credits a completed Payment: the success toast, the session refreshed, the dialog closed', async () => {
    const { toast, refetch } = await depositWith({
      __typename: 'Payment',
      id: 3,
      status: 'completed',
      checkoutUrl: null,
      wallet: { __typename: 'Wallet', userId: 7, balance: '125.00' },
    });
    await toastShown(toast, success('Deposit successful', '$25.00 has been added to your wallet.'));
    expect(refetch).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(['', '0', '-5', '1.234', 'abc'])(
    'refuses the amount %j with the Invalid amount toast, marks the field and sends nothing',
    async (amount) => {
      fetchMock.mockImplementation(() => answer(200, { perDeposit: '10000.00', per24Hours: null }));
      const { toast } = renderWithProviders(<DepositDialog userId={7} />);
      await userEvent.click(screen.getByRole('button', { name: 'Top Up Balance' }));
      const dialog = screen.getByRole('dialog');
      const input = within(dialog).getByLabelText('Amount (USD)');
      // jsdom keeps what a number field cannot hold as '' (so does a browser's value).
      if (amount) await userEvent.type(input, amount);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
      await toastShown(toast, refusal('Invalid amount', 'Please enter a valid amount greater than 0.'));
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('dialog')).toBeTruthy();
    },
  );

  it('offers the three payment methods and sends the chosen one; Processing... and both buttons disabled meanwhile', async () => {
    fetchMock.mockImplementation(() => answer(200, { perDeposit: '10000.00', per24Hours: null }));
    const payment = {
      __typename: 'Payment',
      id: 4,
      status: 'completed',
      checkoutUrl: null,
      wallet: { __typename: 'Wallet', userId: 7, balance: '125.00' },
    };
    const { toast } = renderWithProviders(<DepositDialog userId={7} />, {
      mocks: [depositMock(payment, 'paypal', 400), transactionsMock],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Balance' }));
    const dialog = screen.getByRole('dialog');
    const method = within(dialog).getByLabelText('Payment Method');
    expect(textsOf(method, 'option')).toEqual(['Credit Card', 'PayPal', 'Bank Transfer']);
    await userEvent.selectOptions(method, 'paypal');
    await userEvent.type(within(dialog).getByLabelText('Amount (USD)'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deposit' }));
    const processing = await within(dialog).findByRole('button', { name: 'Processing...' });
    expect(processing.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Deposit successful' })));
  });
});
