import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '../hooks/use-orders';
import { formatCalendarDate, formatDateTimeToMinute } from '@shop/ui';
import { testClaim, testOrder, testProduct } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { OrderDetailDialog } from './order-detail-dialog';

const CREDENTIALS =
  'EUW : shadoweuw1a : Pw-secret-1 : 35000 : 1200 : shadow@mail.test : ShadowNick : 2000-01-01 : 2025-01-01 : 2026-10-30 : Turkey : EPIC Arcade Sona';

const product = testProduct;
const delivered = testOrder({ accountDetails: CREDENTIALS });

const waiting: Order = {
  ...delivered,
  id: 13,
  status: 'pending',
  deliveryStatus: 'waiting',
  deliveryMethod: 'manual',
  accountDelivered: false,
  accountDetails: null,
  product: { ...product, id: 37, title: '', productCode: 'LOL-NA-0037', server: 'NA', subCategory: '50-60k' },
};

describe('OrderDetailDialog', () => {
  it('shows a delivered order: status, amount, category path, the account details and Copy All', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toast } = renderWithProviders(<OrderDetailDialog order={delivered} onClose={() => undefined} />);

    const dialog = screen.getByRole('dialog', { name: 'Order #12' });
    expect(within(dialog).getByText('Completed')).toBeTruthy();
    expect(within(dialog).getByText('$12.50')).toBeTruthy();
    expect(within(dialog).getByText('LOL-EUW-0003')).toBeTruthy();
    expect(within(dialog).getByText('League of Legends › EUW › Unranked › BOTTED FRESH SMURF › 30-40k')).toBeTruthy();
    expect(within(dialog).getByText('Automatic delivery')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Go to Support' }).getAttribute('href')).toBe('/account/support');
    expect(within(dialog).getByText('shadoweuw1a')).toBeTruthy();
    expect(within(dialog).getByText('Pw-secret-1')).toBeTruthy();
    expect(within(dialog).getByText(/change the password .* right away/)).toBeTruthy();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Copy All Account Information' }));

    expect(writeText).toHaveBeenCalledWith(CREDENTIALS);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account information copied to clipboard' }));
  });

  it('shows an order waiting for delivery with the progress fixed at 33 percent and no credentials', () => {
    renderWithProviders(<OrderDetailDialog order={waiting} onClose={() => undefined} />);

    const dialog = screen.getByRole('dialog', { name: 'Order #13' });
    expect(within(dialog).getByText('Order #13', { selector: 'span' })).toBeTruthy();
    expect(within(dialog).getByText('Waiting')).toBeTruthy();
    expect(within(dialog).getByText('Manual delivery')).toBeTruthy();
    const panel = within(dialog).getByRole('region', { name: 'Waiting for account delivery' });
    expect(within(panel).getByText(/delivered automatically once your payment is confirmed/)).toBeTruthy();
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    expect(within(dialog).queryByRole('button', { name: 'Copy All Account Information' })).toBeNull();
  });

  it('shows the notes the admin wrote when delivering by hand, and none when unset', () => {
    const notes = 'Signed in once to verify.\nThe recovery e-mail is yours now.';
    const { unmount } = renderWithProviders(
      <OrderDetailDialog
        order={{ ...delivered, deliveryMethod: 'manual', deliveryNotes: notes }}
        onClose={() => undefined}
      />,
    );
    const section = within(screen.getByRole('dialog')).getByRole('region', { name: 'Delivery Notes' });
    expect(section.textContent).toContain('The recovery e-mail is yours now.');
    unmount();
    renderWithProviders(<OrderDetailDialog order={{ ...delivered, deliveryNotes: null }} onClose={() => undefined} />);
    expect(within(screen.getByRole('dialog')).queryByRole('region', { name: 'Delivery Notes' })).toBeNull();
  });

  it('shows a cancelled order as Canceled with the refund and the reason, without the waiting panel', () => {
    renderWithProviders(
      <OrderDetailDialog
        order={{
          ...waiting,
          status: 'cancelled',
          deliveryStatus: 'cancelled',
          cancelReason: 'Supplier could not deliver',
        }}
        onClose={() => undefined}
      />,
    );

    const dialog = screen.getByRole('dialog', { name: 'Order #13' });
    expect(within(dialog).getByText('Canceled')).toBeTruthy();
    const panel = within(dialog).getByRole('region', { name: 'Order canceled' });
    expect(panel.textContent).toContain('$12.50 was refunded to your wallet balance');
    expect(panel.textContent).toContain('Reason: Supplier could not deliver');
    expect(within(dialog).queryByRole('region', { name: 'Waiting for account delivery' })).toBeNull();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('closes with the Close button', async () => {
    const onClose = jest.fn();
    renderWithProviders(<OrderDetailDialog order={delivered} onClose={onClose} />);
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    expect(onClose).toHaveBeenCalled();
  });

  describe('warranty', () => {
    const REPLACED_AT = '2026-11-25T08:15:00.000Z';
    const end = formatCalendarDate(delivered.warrantyEndsAt);

    it('offers Claim warranty on a delivered order inside its window, and says until when', async () => {
      renderWithProviders(<OrderDetailDialog order={delivered} onClose={() => undefined} />);
      const dialog = screen.getByRole('dialog', { name: 'Order #12' });
      expect(within(dialog).getByText(`Until ${end} · 1 replacement left`)).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Claim warranty for order #12' }));
      expect(await screen.findByRole('dialog', { name: 'Claim warranty · Order #12' })).toBeTruthy();
    });

    it.each([
      ['its window ended', { warrantyEndsAt: '2026-01-01T00:00:00.000Z' }],
      ['a claim is open', { claims: [testClaim({ status: 'waiting_stock' })] }],
      ['its one replacement was given', { claims: [testClaim({ status: 'replaced', decidedAt: REPLACED_AT })] }],
      ['it is not delivered', { status: 'pending', accountDelivered: false }],
      ['it was refunded', { status: 'refunded' }],
    ])('offers no claim when %s', (_, overrides) => {
      renderWithProviders(<OrderDetailDialog order={{ ...delivered, ...overrides }} onClose={() => undefined} />);
      expect(screen.queryByRole('button', { name: 'Claim warranty for order #12' })).toBeNull();
    });

    it('shows a replacement: the new credentials and only that and when the account was replaced, never the old ones', () => {
      const order = { ...delivered, claims: [testClaim({ status: 'replaced', decidedAt: REPLACED_AT })] };
      renderWithProviders(<OrderDetailDialog order={order} onClose={() => undefined} />);
      const dialog = screen.getByRole('dialog', { name: 'Order #12' });
      expect(within(dialog).getByText('shadoweuw1a')).toBeTruthy();
      const replacements = within(dialog).getByRole('region', { name: 'Replacements' });
      expect(within(replacements).getByRole('listitem').textContent).toBe(
        `Account replaced ${formatDateTimeToMinute(REPLACED_AT)}: the credentials above are the new ones.`,
      );
      expect(dialog.querySelector('del')).toBeNull();
      expect(within(dialog).getByText(`Until ${end} · no replacements left`)).toBeTruthy();
      const claims = within(dialog).getByRole('region', { name: 'Warranty claims' });
      expect(within(claims).getByText('Banned for botting')).toBeTruthy();
      expect(within(claims).getByLabelText('Claim status: Replaced')).toBeTruthy();
    });

    it("shows a refused claim with the admin's reason, and offers a new claim", () => {
      const order = {
        ...delivered,
        claims: [testClaim({ reason: 'other', status: 'refused', decisionNote: 'The rank was as listed.' })],
      };
      renderWithProviders(<OrderDetailDialog order={order} onClose={() => undefined} />);
      const claims = within(screen.getByRole('dialog')).getByRole('region', { name: 'Warranty claims' });
      expect(within(claims).getByText('Other')).toBeTruthy();
      expect(within(claims).getByLabelText('Claim status: Refused')).toBeTruthy();
      expect(claims.textContent).toContain('Reason: The rank was as listed.');
      expect(screen.queryByRole('region', { name: 'Replacements' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Claim warranty for order #12' })).toBeTruthy();
    });

    it("links the buyer's file of a claim to its download", () => {
      const file = { __typename: 'ClaimFile' as const, id: 31, fileName: 'ban.png' };
      const order = { ...delivered, claims: [testClaim({ attachment: file })] };
      renderWithProviders(<OrderDetailDialog order={order} onClose={() => undefined} />);
      const claims = within(screen.getByRole('dialog')).getByRole('region', { name: 'Warranty claims' });
      const link = within(claims).getByRole('link', { name: 'Your file: ban.png' });
      expect(link.getAttribute('href')).toBe('/api/claims/attachments/31');
    });
  });
});
