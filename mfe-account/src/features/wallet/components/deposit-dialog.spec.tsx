import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShell } from '../../../test/render';
import { DepositDialog } from './deposit-dialog';

/** What fetch resolves to, as far as the client reads it (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
}

describe('DepositDialog', () => {
  const realFetch = global.fetch;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    global.fetch = realFetch;
  });

  async function open() {
    renderWithShell(<DepositDialog userId={7} />);
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
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Up to $10,000.00 per deposit', 'Up to $1,000.00 in any 24 hours', 'At most 10 deposits per hour']);
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
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Up to $500.00 per deposit', 'At most 3 deposits per 30 minutes']);
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
});
