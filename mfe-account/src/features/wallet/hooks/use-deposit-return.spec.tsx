import { screen, waitFor } from '@testing-library/react';
import { messages } from '../../../messages';
import { renderWithProviders } from '../../../test/render';
import { useDepositReturn } from './use-deposit-return';

function WalletProbe() {
  useDepositReturn();
  return null;
}

const location = () => screen.getByTestId('location').textContent;

describe('useDepositReturn', () => {
  it('back from a paid checkout: one toast saying the wallet follows the confirmation, and the parameter leaves the address', async () => {
    const { toast } = renderWithProviders(<WalletProbe />, {
      path: '/account/wallet',
      search: '?deposit=success&page=2',
    });
    await waitFor(() => expect(location()).toBe('/account/wallet?page=2'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: messages.wallet.paymentReceived, description: messages.wallet.pendingText }),
    );
  });

  it('back from a cancelled checkout: says nothing was charged', async () => {
    const { toast } = renderWithProviders(<WalletProbe />, { path: '/account/wallet', search: '?deposit=cancelled' });
    await waitFor(() => expect(location()).toBe('/account/wallet'));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: messages.wallet.paymentCancelled }));
  });

  it('an ordinary visit or an unknown value shows nothing', () => {
    const { toast } = renderWithProviders(<WalletProbe />, { path: '/account/wallet', search: '?deposit=maybe' });
    expect(location()).toBe('/account/wallet?deposit=maybe');
    expect(toast).not.toHaveBeenCalled();
  });
});
