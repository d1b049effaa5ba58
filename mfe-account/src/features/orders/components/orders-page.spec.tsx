import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { GetOrderDeliveryDocument, GetOrdersDocument } from '../../../gql/graphql';
import { testClaim, testOrder } from '../../../test/fixtures';
import { renderWithProviders, textsOf } from '../../../test/render';
import type { Order } from '../hooks/use-orders';
import { OrdersPage } from './orders-page';

const order = (id: number, overrides: Partial<Order> = {}): Order =>
  testOrder({ id, orderDate: '2026-11-23T10:05:00.000Z', totalPrice: '1234.5', ...overrides });

const ordersMock = (result: { data?: unknown; errors?: GraphQLError[] }) => ({
  request: { query: GetOrdersDocument, variables: { userId: 7 } },
  result,
});

describe('OrdersPage', () => {
  it('lists the orders: ID, product (title, or Order #id, and code), date in Turkish, USD price, status, View', async () => {
    const untitled = order(13, {
      status: 'pending',
      product: { ...order(0).product, id: 4, title: '', productCode: null },
    });
    renderWithProviders(<OrdersPage userId={7} />, {
      mocks: [ordersMock({ data: { ordersByUser: [order(12), untitled] } })],
    });
    expect(screen.getByText('Loading...')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'My Orders' });
    expect(textsOf(table, 'columnheader')).toEqual(['ID', 'Product', 'Date', 'Price', 'Status', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(textsOf(first, 'cell')).toEqual([
      '#12',
      'EUW BOTTED FRESH SMURF 30-40kLOL-EUW-0003',
      // 10:05 UTC in the shop's zone (Europe/Istanbul).
      '23.11.2026 13:05',
      '$1,234.50',
      'Completed',
      'View',
    ]);
    expect(textsOf(second, 'cell').slice(0, 2)).toEqual(['#13', 'Order #13']);
    expect(textsOf(second, 'cell')[4]).toBe('Waiting');
    // Each cell names its column for the phones' card layout.
    expect(within(first).getAllByRole('cell')[3].getAttribute('data-label')).toBe('Price');
  });

  it('opens the order in its dialog from View', async () => {
    renderWithProviders(<OrdersPage userId={7} />, { mocks: [ordersMock({ data: { ordersByUser: [order(12)] } })] });
    await userEvent.click(await screen.findByRole('button', { name: 'View order #12' }));
    expect(await screen.findByRole('dialog', { name: 'Order #12' })).toBeTruthy();
  });

  it("opens the order of ?order=ID (the support list's link) and shows its latest claim's status in its row", async () => {
    const claimed = order(12, { claims: [testClaim({ status: 'refused' }), testClaim({ id: 6, status: 'replaced' })] });
    renderWithProviders(<OrdersPage userId={7} />, {
      mocks: [ordersMock({ data: { ordersByUser: [claimed, order(13)] } })],
      path: '/account/orders',
      search: '?order=12',
    });
    expect(await screen.findByRole('dialog', { name: 'Order #12' })).toBeTruthy();
    const [, first, second] = within(screen.getByRole('table', { name: 'My Orders', hidden: true })).getAllByRole(
      'row',
      {
        hidden: true,
      },
    );
    expect(within(first).getByLabelText('Claim status: Replaced')).toBeTruthy();
    expect(within(second).queryByLabelText(/Claim status/)).toBeNull();
    await userEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/orders'));
  });

  // The list is rendered on the server (decision 0068): its query never carries credentials; the
  // dialog reads them when it opens, in the browser only.
  it("reads an order's credentials only when its dialog opens, never with the list", async () => {
    const listed = { ...order(12), accountDetails: undefined, deliveryNotes: undefined };
    delete listed.accountDetails;
    delete listed.deliveryNotes;
    renderWithProviders(<OrdersPage userId={7} />, {
      mocks: [
        ordersMock({ data: { ordersByUser: [listed] } }),
        {
          request: { query: GetOrderDeliveryDocument, variables: { userId: 7 } },
          result: {
            data: {
              ordersByUser: [
                { __typename: 'Order', id: 12, accountDetails: 'EUW:buyer12:Secret-Pass-12', deliveryNotes: null },
              ],
            },
          },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View order #12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #12' });
    expect(await within(dialog).findByText(/Secret-Pass-12/)).toBeTruthy();
    const listFields = JSON.stringify(GetOrdersDocument);
    expect([listFields.includes('"accountDetails"'), listFields.includes('"deliveryNotes"')]).toEqual([false, false]);
  });

  it('says No orders yet with a way to the products when there are none', async () => {
    renderWithProviders(<OrdersPage userId={7} />, { mocks: [ordersMock({ data: { ordersByUser: [] } })] });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByText('Your purchases will appear here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with the server message and loads again on Try again', async () => {
    renderWithProviders(<OrdersPage userId={7} />, {
      mocks: [
        ordersMock({ errors: [new GraphQLError('Orders are unavailable right now.')] }),
        ordersMock({ data: { ordersByUser: [order(12)] } }),
      ],
    });
    expect(await screen.findByText('Hata: Orders are unavailable right now.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'My Orders' })).toBeTruthy());
    expect(screen.queryByText('Hata: Orders are unavailable right now.')).toBeNull();
  });
});
