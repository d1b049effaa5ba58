import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { PlaceOrderDocument } from '../../../gql/graphql';
import { renderWithProviders, testBuyer, type RenderOptions } from '../../../test/render';
import { usePurchase, type PurchasableProduct, type PurchaseVariant } from '../hooks/use-purchase';
import { PurchaseDialogs } from './purchase-dialogs';

const product: PurchasableProduct = { id: 5, title: 'EUW Fresh 30-40k', price: '12.49', stock: 2 };

/** A BUY NOW button wired to the purchase flow and its dialogs, as the list and detail pages wire them. */
function Shop({ variant, item = product }: { variant: PurchaseVariant; item?: PurchasableProduct }) {
  const purchase = usePurchase(variant);
  return (
    <>
      <button type="button" onClick={() => purchase.buy(item)}>
        BUY NOW
      </button>
      <PurchaseDialogs flow={purchase} />
    </>
  );
}

/** placeOrder for `product` at its price, answered with `placeOrder` (a member of PlaceOrderResult). */
function answer(placeOrder: Record<string, unknown>): MockedResponse {
  return {
    request: { query: PlaceOrderDocument, variables: { input: { productId: 5, expectedPrice: '12.49' } } },
    result: { data: { placeOrder } },
  };
}

async function buy(variant: PurchaseVariant, options: RenderOptions = {}, item?: PurchasableProduct) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<Shop variant={variant} item={item} />, options);
  await user.click(screen.getByRole('button', { name: 'BUY NOW' }));
  return { user, ...rendered };
}

const rows = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll('div > span:first-child')).map(
    (label) => `${label.textContent}: ${label.nextElementSibling?.textContent}`,
  );

describe('purchase dialogs: what a buyer sees, whatever placeOrder answers', () => {
  it('confirms with the product, its price and the balance, then shows the order number and goes to My Orders', async () => {
    const { user, toast, refetch, location } = await buy('list', {
      mocks: [
        answer({
          __typename: 'Order',
          id: 41,
          totalPrice: '12.49',
          status: 'delivered',
          product: { __typename: 'Product', id: 5, title: product.title },
        }),
      ],
    });
    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    expect(within(confirm).getByText('Please review your order before confirming.')).toBeTruthy();
    expect(rows(confirm)).toEqual(['Product: EUW Fresh 30-40k', 'Price: $12.49', 'Current Balance: $100.00']);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const success = await screen.findByRole('dialog', { name: 'Purchase Successful' });
    expect(screen.queryByRole('dialog', { name: 'Confirm Purchase' })).toBeNull();
    expect(rows(success)).toEqual([
      'Order Number: #41',
      'Product: EUW Fresh 30-40k',
      'Price: $12.49',
      'Status: Completed',
    ]);
    expect(within(success).getByText('The account details have been sent to your e-mail address.')).toBeTruthy();
    // The balance changed: the session is read again. On a list card the dialog says it all: no toast.
    expect(refetch).toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();

    await user.click(within(success).getByRole('button', { name: 'Go to My Orders' }));
    expect(location()).toBe('/account/orders');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Processing... with both buttons disabled while the order is on its way', async () => {
    const { user } = await buy('list', {
      mocks: [{ ...answer({ __typename: 'OutOfStockError', message: 'This product is out of stock.' }), delay: 200 }],
    });
    const confirm = screen.getByRole('dialog', { name: 'Confirm Purchase' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    const busy = within(confirm).getByRole('button', { name: 'Processing...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect((within(confirm).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [
      'a PriceChangedError',
      { __typename: 'PriceChangedError', message: 'The price has changed.', currentPrice: '13.49' },
    ],
    ['an OutOfStockError', { __typename: 'OutOfStockError', message: 'This product is out of stock.' }],
    [
      'an InsufficientBalanceError',
      { __typename: 'InsufficientBalanceError', message: 'Insufficient balance.', balance: '3.00' },
    ],
  ])('%s closes the dialog and toasts Purchase Failed with its message, no success shown', async (_, refusal) => {
    const { user, toast, refetch } = await buy('list', { mocks: [answer(refusal)] });
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Purchase' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Purchase Failed',
        description: refusal.message,
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refetch).not.toHaveBeenCalled();
  });

  it('opens Insufficient Balance (price and balance, OK) instead of Confirm when a list card costs more than the wallet', async () => {
    const { user, toast } = await buy('list', { user: { ...testBuyer, balance: '5.00' } });
    const dialog = screen.getByRole('dialog', { name: 'Insufficient Balance' });
    expect(within(dialog).getByText('You do not have enough balance to make this purchase.')).toBeTruthy();
    expect(rows(dialog)).toEqual(['Price: $12.49', 'Current Balance: $5.00']);
    expect(screen.queryByRole('dialog', { name: 'Confirm Purchase' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('on the detail page says the same in a toast with the balance, and stops at zero stock with Out of Stock', async () => {
    const poor = await buy('detail', { user: { ...testBuyer, balance: '5.00' } });
    expect(poor.toast).toHaveBeenCalledWith({
      title: 'Insufficient Balance',
      description: 'You do not have sufficient balance for this purchase. Current balance: $5.00',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    poor.unmount();

    const soldOut = await buy('detail', {}, { ...product, stock: 0 });
    expect(soldOut.toast).toHaveBeenCalledWith({
      title: 'Out of Stock',
      description: 'This product is currently out of stock.',
      variant: 'destructive',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends a guest to /auth with Login Required, no dialog opened', async () => {
    const { toast, location } = await buy('list', { user: null });
    expect(toast).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please log in first to proceed with the purchase.',
      variant: 'destructive',
    });
    expect(location()).toBe('/auth');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes Confirm Purchase without ordering', async () => {
    const { user, toast } = await buy('list');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Purchase' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
