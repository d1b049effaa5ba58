import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { ShellProvider, type ShellProps } from '@shop/ui';
import { PlaceOrderDocument } from '../../../gql/graphql';
import { usePurchase, type PurchaseVariant } from './use-purchase';

const product = { id: 5, title: 'EUW Fresh 30-40k', price: '12.49', stock: 2 };

const placeOrderMock = (result: { data?: unknown; errors?: GraphQLError[] }): MockedResponse => ({
  request: { query: PlaceOrderDocument, variables: { input: { productId: 5, expectedPrice: '12.49' } } },
  result,
});

/** The hook as the purchase dialogs use it: a signed-in buyer who can pay, the confirm step open. */
async function confirmWith(variant: PurchaseVariant, mock: MockedResponse) {
  const toast = jest.fn();
  const refetch = jest.fn(async () => undefined);
  const shell: ShellProps = {
    session: {
      user: { id: 7, username: 'buyer', email: 'buyer@shop.test', isAdmin: false, balance: '100.00' },
      loading: false,
      refetch,
    },
    toast,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[mock]}>
      <ShellProvider value={shell}>
        <MemoryRouter>{children}</MemoryRouter>
      </ShellProvider>
    </MockedProvider>
  );
  const { result } = renderHook(() => usePurchase(variant), { wrapper });
  act(() => result.current.buy(product));
  expect(result.current.step.name).toBe('confirm');
  await act(() => result.current.confirm());
  return { result, toast, refetch };
}

describe('usePurchase: the answer of placeOrder, switched on its __typename', () => {
  it('a PriceChangedError ends in Purchase Failed with its message, nothing refreshed', async () => {
    const message = 'The price of this product has changed. Please review it and try again.';
    const { result, toast, refetch } = await confirmWith(
      'detail',
      placeOrderMock({ data: { placeOrder: { __typename: 'PriceChangedError', message, currentPrice: '13.49' } } }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Purchase Failed', description: message, variant: 'destructive' }),
    );
    expect(result.current.step).toEqual({ name: 'idle' });
    expect(refetch).not.toHaveBeenCalled();
  });

  it('an OutOfStockError on a list card ends the same way', async () => {
    const message = 'This product is out of stock.';
    const { result, toast } = await confirmWith(
      'list',
      placeOrderMock({ data: { placeOrder: { __typename: 'OutOfStockError', message } } }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Purchase Failed', description: message, variant: 'destructive' }),
    );
    expect(result.current.step).toEqual({ name: 'idle' });
  });

  it('an Order opens the success step with its number, toasts on the detail page and refreshes the session', async () => {
    const { result, toast, refetch } = await confirmWith(
      'detail',
      placeOrderMock({
        data: {
          placeOrder: {
            __typename: 'Order',
            id: 41,
            totalPrice: '12.49',
            status: 'delivered',
            product: { __typename: 'Product', id: 5, title: product.title },
          },
        },
      }),
    );
    await waitFor(() => expect(result.current.step).toEqual({ name: 'success', product, orderNumber: 41 }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Purchase Successful', variant: 'success' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('a coded error (signed out meanwhile) still ends in Purchase Failed with its message', async () => {
    const { toast } = await confirmWith(
      'detail',
      placeOrderMock({
        errors: [new GraphQLError('Please log in first.', { extensions: { code: 'UNAUTHENTICATED' } })],
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Purchase Failed',
        description: 'Please log in first.',
        variant: 'destructive',
      }),
    );
  });
});

describe('usePurchase: a press while the session loads', () => {
  it('is answered once the session is known, not dropped (a page rendered on the server is live first)', () => {
    const user = { id: 7, username: 'buyer', email: 'buyer@shop.test', isAdmin: false, balance: '100.00' };
    const refetch = jest.fn(async () => undefined);
    let shell: ShellProps = { session: { user: null, loading: true, refetch }, toast: jest.fn() };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[]}>
        <ShellProvider value={shell}>
          <MemoryRouter>{children}</MemoryRouter>
        </ShellProvider>
      </MockedProvider>
    );
    const { result, rerender } = renderHook(() => usePurchase('detail'), { wrapper });
    act(() => result.current.buy(product));
    expect(result.current.step.name).toBe('idle');
    shell = { ...shell, session: { user, loading: false, refetch } };
    rerender();
    expect(result.current.step).toEqual({ name: 'confirm', product, balance: '100.00' });
  });
});
