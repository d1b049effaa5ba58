import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTimestamp } from '@shop/ui';
import { renderWithProviders } from '../../../test/render';
import { AuditTab } from './audit-tab';

/** fetch answering each call with the next of `answers` (the last one repeats): what the tab reads of it. */
function serve(...answers: Array<[status: number, body: unknown]>) {
  const calls: string[] = [];
  global.fetch = jest.fn((url: string) => {
    const [status, body] = answers[Math.min(calls.length, answers.length - 1)];
    calls.push(url);
    return Promise.resolve({ ok: status < 400, status, json: async () => body });
  }) as unknown as typeof fetch;
  return calls;
}

const entry = (id: number) => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  userId: id === 1 ? null : 1,
  action: 'product.update',
  target: `product:${id}`,
  details: '',
  ip: '127.0.0.1',
  outcome: 'ok',
});

describe('AuditTab', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows the entries of a page with the total, and pages on', async () => {
    const user = userEvent.setup();
    const calls = serve([200, { entries: [entry(1), entry(2)], total: 45 }]);
    renderWithProviders(<AuditTab />);
    const table = await screen.findByRole('table', { name: 'Denetim kaydı' });
    expect(screen.getByText('Toplam 45 kayıt')).toBeTruthy();
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText(formatTimestamp('2026-11-25T10:00:00.000Z'))).toBeTruthy();
    expect(within(first).getByText('—')).toBeTruthy();
    expect(within(second).getByText('#1')).toBeTruthy();
    expect(calls).toEqual(['/api/admin/audit?limit=20&offset=0']);

    await user.click(screen.getByRole('button', { name: 'Sayfa 3' }));
    await waitFor(() => expect(calls.at(-1)).toBe('/api/admin/audit?limit=20&offset=40'));
  });

  it('says when the log is empty, and offers a retry when it cannot be read', async () => {
    const user = userEvent.setup();
    serve([503, { message: 'down' }], [200, { entries: [], total: 0 }]);
    renderWithProviders(<AuditTab />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Denetim kaydı yüklenemedi.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Henüz denetim kaydı yok.')).toBeTruthy();
  });
});
