import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CART_STORAGE_KEY, type CartItem } from '@shop/ui';
import { CheckoutCartDocument } from '../../../gql/graphql';
import { renderWithProviders, refusal } from '../../../test/render';
import { CartPage } from './cart-page';

const item = (id: number, title: string, price: string, accountType = 'fresh', subCategory = '30-40k'): CartItem => ({
  id,
  title,
  price,
  server: 'EUW',
  accountType,
  subCategory,
  stock: 2,
  hasAccountData: true,
});

const A = item(3, 'EUW Fresh 30-40k', '10.10');
const B = item(8, 'EUW Ranked Ready', '20.25', 'ranked', '5-win-mmr');

function putInCart(...items: CartItem[]) {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

const storedIds = () =>
  (JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as CartItem[]).map((i) => i.id);

const checkoutMock = (result: { data?: unknown; errors?: GraphQLError[] }, delay = 0) => ({
  request: {
    query: CheckoutCartDocument,
    variables: {
      input: {
        items: [
          { productId: 3, expectedPrice: '10.10' },
          { productId: 8, expectedPrice: '20.25' },
        ],
      },
    },
  },
  result,
  delay,
});

describe('CartPage', () => {
  it('shows the empty state with a way back to the shop', () => {
    renderWithProviders(<CartPage />, { path: '/cart' });
    expect(screen.getByText('Sepetiniz Boş')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mağazaya Dön' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Satın Al' })).toBeNull();
  });

  it('lists the items with server, type and price, totals them exactly and removes one', async () => {
    putInCart(A, B);
    renderWithProviders(<CartPage />, { path: '/cart' });
    const list = screen.getByRole('list', { name: 'Sepetteki ürünler' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('EUW Fresh 30-40k')).toBeTruthy();
    expect(within(list).getByText('BOTTED FRESH SMURF · 30-40k')).toBeTruthy();
    expect(within(list).getByText('RANKED READY ACCOUNT · 5-win-mmr')).toBeTruthy();
    expect(within(list).getByText('$20.25')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$30.35');

    await userEvent.click(screen.getByRole('button', { name: 'EUW Fresh 30-40k ürününü sepetten kaldır' }));

    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('EUW Fresh 30-40k')).toBeNull();
    expect(screen.getByTestId('cart-total').textContent).toBe('$20.25');
    expect(storedIds()).toEqual([8]);
  });

  it('sends a guest to /auth with a toast', async () => {
    putInCart(A);
    const { toast } = renderWithProviders(<CartPage />, { path: '/cart', user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Oturum açmanız gerekiyor' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the refusal the checkout answered (OutOfStockError, naming the item) in the confirm dialog and keeps the cart', async () => {
    putInCart(A, B);
    const message = '"EUW Ranked Ready" (#8): This product is out of stock.';
    const { toast } = renderWithProviders(<CartPage />, {
      path: '/cart',
      mocks: [checkoutMock({ data: { checkoutCart: { __typename: 'OutOfStockError', message, productId: 8 } } })],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Satın Alma İşlemini Onayla' });
    expect(within(dialog).getByText('EUW Fresh 30-40k')).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$30.35');
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(toast).toHaveBeenCalledWith({ title: 'Satın Alma Başarısız', description: message, variant: 'destructive' });
    expect(storedIds()).toEqual([3, 8]);
    expect(screen.getByTestId('location').textContent).toBe('/cart');

    await userEvent.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of the total (InsufficientBalanceError) and keeps the cart', async () => {
    putInCart(A, B);
    const { toast } = renderWithProviders(<CartPage />, {
      path: '/cart',
      mocks: [
        checkoutMock({
          data: { checkoutCart: { __typename: 'InsufficientBalanceError', message: 'Insufficient balance.' } },
        }),
      ],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Satın Alma İşlemini Onayla' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Insufficient balance.');
    expect(toast).toHaveBeenCalledWith(refusal('Satın Alma Başarısız', 'Insufficient balance.'));
    expect(storedIds()).toEqual([3, 8]);
  });

  it('shows a coded error (an unusable cart) the same way', async () => {
    putInCart(A, B);
    const message = 'Each product may appear only once in a checkout.';
    const { toast } = renderWithProviders(<CartPage />, {
      path: '/cart',
      mocks: [checkoutMock({ errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })] })],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Satın Alma İşlemini Onayla' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(toast).toHaveBeenCalledWith({ title: 'Satın Alma Başarısız', description: message, variant: 'destructive' });
    expect(storedIds()).toEqual([3, 8]);
  });

  it('buys everything, empties the cart and goes to /account', async () => {
    putInCart(A, B);
    const orders = [
      { __typename: 'Order', id: 41, productId: 3, totalPrice: '10.10', status: 'completed' },
      { __typename: 'Order', id: 42, productId: 8, totalPrice: '20.25', status: 'completed' },
    ];
    const { toast, refetch } = renderWithProviders(<CartPage />, {
      path: '/cart',
      mocks: [checkoutMock({ data: { checkoutCart: { __typename: 'CheckoutCartSuccess', orders } } })],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Onayla' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sipariş başarıyla oluşturuldu', variant: 'success' }),
    );
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(refetch).toHaveBeenCalled();
  });

  it('says İşleniyor... and disables both buttons of the confirm dialog while the checkout runs', async () => {
    putInCart(A, B);
    const orders = [{ __typename: 'Order', id: 41, productId: 3, totalPrice: '10.10', status: 'completed' }];
    renderWithProviders(<CartPage />, {
      path: '/cart',
      mocks: [checkoutMock({ data: { checkoutCart: { __typename: 'CheckoutCartSuccess', orders } } }, 400)],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Satın Al' }));
    const dialog = await screen.findByRole('dialog', { name: 'Satın Alma İşlemini Onayla' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla' }));
    expect(within(dialog).getByRole('button', { name: 'İşleniyor...' }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'İptal' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account'));
  });
});
