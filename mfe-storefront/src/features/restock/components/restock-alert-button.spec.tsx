import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { CreateRestockAlertDocument, type CreateRestockAlertInput } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { testProduct } from '../../../test/products';
import { ProductDetail } from '../../products/components/product-detail';
import { ListRestockAlert, RestockAlertButton } from './restock-alert-button';
import { ProductList } from '../../products/components/product-list';
import type { ProductDetail as Product } from '../../products/hooks/use-product';

const design = {} as Parameters<typeof ProductDetail>[0]['design'];
const soldOut = { ...testProduct(9, { stock: 0 }), description: '' } as Product;

/** createRestockAlert for `input`, answered with `result`; `asked` tells whether it was sent. */
function alertMock(input: CreateRestockAlertInput, result: MockedResponse['result']) {
  const asked = jest.fn();
  const mock: MockedResponse = {
    request: { query: CreateRestockAlertDocument, variables: { input } },
    result: () => {
      asked();
      return typeof result === 'function' ? result({ input }) : result!;
    },
  };
  return { mock, asked };
}

const created = (productId: number | null) => ({
  data: { createRestockAlert: { __typename: 'RestockAlert', id: 31, productId, status: 'waiting' } },
});

function renderDetail(options: Parameters<typeof renderWithProviders>[1]) {
  // As the product page composes them: the alert button in the detail's sold-out slot.
  return renderWithProviders(
    <ProductDetail
      product={soldOut}
      design={design}
      onBuy={() => undefined}
      soldOutAction={<RestockAlertButton kind="product" input={{ productId: soldOut.id }} />}
    />,
    options,
  );
}

describe('restock alerts on the storefront', () => {
  it('a signed-in customer on a sold-out product asks to be told, and sees the alert is set with a link to the alerts', async () => {
    const { mock, asked } = alertMock({ productId: 9 }, created(9));
    const { toast } = renderDetail({ mocks: [mock] });
    expect(screen.getByText('This account is sold out.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Notify me when back in stock' }));

    const set = await screen.findByRole('status');
    expect(set.textContent).toContain('Alert set: we will tell you when this account is back in stock.');
    expect(within(set).getByRole('link', { name: 'Manage my alerts' }).getAttribute('href')).toBe('/account/alerts');
    expect(screen.queryByRole('button', { name: 'Notify me when back in stock' })).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(toast).not.toHaveBeenCalled();
  });

  it('a product in stock shows no alert button', () => {
    renderWithProviders(<ProductDetail product={{ ...soldOut, stock: 2 }} design={design} onBuy={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Notify me when back in stock' })).toBeNull();
  });

  it('a guest is sent to sign in, as Buy does, and nothing is saved', async () => {
    const { mock, asked } = alertMock({ productId: 9 }, created(9));
    const { toast, location } = renderDetail({ mocks: [mock], user: null, path: '/product/9' });

    await userEvent.click(screen.getByRole('button', { name: 'Notify me when back in stock' }));

    expect(toast).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please log in to get a stock alert.',
      variant: 'destructive',
    });
    expect(location()).toBe('/auth');
    expect(asked).not.toHaveBeenCalled();
  });

  it("a refusal is toasted with the server's message and the button stays for another try", async () => {
    const message = 'This product is in stock: you can buy it now.';
    const { mock } = alertMock({ productId: 9 }, { errors: [new GraphQLError(message)] });
    const { toast } = renderDetail({ mocks: [mock] });

    await userEvent.click(screen.getByRole('button', { name: 'Notify me when back in stock' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Alert not saved', description: message, variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Notify me when back in stock' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the list saves its category path (a game id sent as its slug) as a filter alert, in Turkish on /skins', async () => {
    const filter = { gameSlug: 'lol', server: 'EUW', accountType: 'fresh', subCategory: '40-50k' };
    const { mock, asked } = alertMock({ filter }, created(null));
    renderWithProviders(
      <ProductList
        products={[testProduct(1)]}
        loading={false}
        variant="skins"
        alertSlot={(skin) => (
          <ListRestockAlert
            scope={{ game: '1', server: 'euw', accountType: 'fresh', subcategory: '40-50k' }}
            skin={skin}
            locale="tr"
          />
        )}
      />,
      { mocks: [mock] },
    );

    await userEvent.click(screen.getByRole('button', { name: 'Yeni stok gelince haber ver' }));

    const set = await screen.findByTestId('restock-alert-set');
    expect(set.textContent).toContain('Alarm kaydedildi');
    expect(within(set).getByRole('link', { name: 'Alarmlarımı yönet' })).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
