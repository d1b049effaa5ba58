import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTimestamp } from '@shop/ui';
import { GraphQLError } from 'graphql';
import {
  CancelAdminOrderDocument,
  DeliverAdminOrderDocument,
  GetAdminOrderCredentialsDocument,
  GetAdminOrdersDocument,
  ReauthenticateAdminDocument,
  GetOrderUnitLivesDocument,
  type GetAdminOrdersQuery,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { OrdersTab } from './orders-tab';

type AdminOrder = GetAdminOrdersQuery['adminOrders'][number];

const waiting: AdminOrder = {
  __typename: 'Order',
  id: 31,
  userId: 7,
  totalPrice: '12.50',
  status: 'pending',
  deliveryStatus: 'waiting',
  deliveryMethod: 'manual',
  accountDelivered: false,
  orderDate: '2026-11-23T10:00:00.000Z',
  deliveryNotes: null,
  cancelReason: null,
  user: { __typename: 'User', id: 7, username: 'ayse', email: 'ayse@shop.test' },
  product: {
    __typename: 'Product',
    id: 37,
    title: 'NA Hand-Delivered Fresh Account 50-60k',
    productCode: 'LOL-NA-0037',
    gameSlug: 'lol',
    server: 'NA',
    accountType: 'fresh',
    subCategory: '50-60k',
  },
};

const orders = (list: AdminOrder[]) => ({
  request: { query: GetAdminOrdersDocument, variables: { filter: { search: null, status: null } } },
  result: { data: { adminOrders: list } },
  maxUsageCount: 5,
});

async function openOrder(mocks: Parameters<typeof renderWithProviders>[1]['mocks']) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(<OrdersTab />, { mocks });
  await user.click(await screen.findByRole('button', { name: 'Görüntüle: #31' }));
  return { user, ...rendered, dialog: screen.getByRole('dialog', { name: 'Sipariş #31' }) };
}

describe('OrdersTab', () => {
  it('lists the orders with the customer, the amount and the spec status', async () => {
    renderWithProviders(<OrdersTab />, { mocks: [orders([waiting])] });
    const table = await screen.findByRole('table', { name: 'Siparişler' });
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['#31', 'ayse', 'NA Hand-Delivered Fresh Account 50-60k']);
    expect(cells.slice(4, 6)).toEqual(['$12.50', 'Waiting']);
    expect(screen.getByRole('searchbox', { name: 'Sipariş ara' })).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Durum filtresi' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tümü', 'Beklemede', 'İşleniyor', 'Teslim Edildi', 'İptal Edildi']);
  });

  it('says when no order matches, and offers a retry when the list fails', async () => {
    const { unmount } = renderWithProviders(<OrdersTab />, { mocks: [orders([])] });
    expect(await screen.findByText('Bu kriterlere uygun sipariş bulunamadı.')).toBeTruthy();
    unmount();
    renderWithProviders(<OrdersTab />, {
      mocks: [
        {
          request: { query: GetAdminOrdersDocument, variables: { filter: { search: null, status: null } } },
          result: { errors: [new GraphQLError('down')] },
        },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Siparişler yüklenirken hata oluştu.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('opens an order on its customer tab; the arrow keys move between the tabs', async () => {
    const { user, dialog } = await openOrder([orders([waiting])]);
    const tabs = within(dialog).getByRole('tablist', { name: 'Sipariş detayları' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Müşteri', 'Sipariş', 'Ürün', 'Hesap Bilgileri', 'Hesap Geçmişi']);
    expect(within(dialog).getByRole('tab', { name: 'Müşteri' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('ayse@shop.test');

    await user.click(within(dialog).getByRole('tab', { name: 'Müşteri' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Sipariş' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('$12.50');

    await user.click(within(dialog).getByRole('tab', { name: 'Ürün' }));
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('lol › NA › fresh › 50-60k');
  });

  it("shows the life of the order's accounts: the first one burned by a claim, then its replacement", async () => {
    const at = (hour: number) => `2026-11-23T${String(hour).padStart(2, '0')}:00:00.000Z`;
    const event = (kind: string, hour: number, extra: object = {}) => ({
      __typename: 'UnitLifeEvent',
      kind,
      at: at(hour),
      actorId: null,
      orderId: null,
      claimId: null,
      note: null,
      ...extra,
    });
    const lives = {
      request: { query: GetOrderUnitLivesDocument, variables: { orderId: 31 } },
      result: {
        data: {
          orderUnitLives: [
            {
              __typename: 'UnitLife',
              unitId: 501,
              status: 'burned',
              batchId: 'b-1',
              events: [
                event('imported', 8, { actorId: 1 }),
                event('sold', 10, { orderId: 31 }),
                event('claimed', 11, { orderId: 31, claimId: 4, note: 'banned' }),
                event('burned', 11, { orderId: 31, claimId: 4, note: 'banned' }),
              ],
            },
            {
              __typename: 'UnitLife',
              unitId: 777,
              status: 'active',
              batchId: null,
              events: [event('imported', 9), event('replacement', 11, { orderId: 31, claimId: 4 })],
            },
          ],
        },
      },
    };
    const { user, dialog } = await openOrder([orders([waiting]), lives]);
    await user.click(within(dialog).getByRole('tab', { name: 'Hesap Geçmişi' }));
    const first = await within(dialog).findByRole('region', { name: 'Hesap #501' });
    expect(within(first).getByRole('heading').textContent).toBe('Hesap #501 (yandı)');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `İçe aktarıldı · ${formatTimestamp(at(8))} · Admin #1`,
      `Satıldı · ${formatTimestamp(at(10))}`,
      `Garanti talebi · ${formatTimestamp(at(11))} · Talep #4 · banned`,
      `Yandı · ${formatTimestamp(at(11))} · Talep #4 · banned`,
    ]);
    const second = within(dialog).getByRole('region', { name: 'Hesap #777' });
    expect(within(second).getByText('Yedek hesap olarak verildi')).toBeTruthy();
  });

  it('asks for a cancel reason, then cancels and says the amount went back to the wallet', async () => {
    const { user, dialog, toast } = await openOrder([
      orders([waiting]),

      {
        request: { query: CancelAdminOrderDocument, variables: { input: { orderId: 31, reason: 'Out of stock' } } },
        result: {
          data: {
            cancelOrder: {
              __typename: 'Order',
              id: 31,
              status: 'cancelled',
              deliveryStatus: 'cancelled',
              cancelReason: 'Out of stock',
            },
          },
        },
      },
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Sipariş' }));
    const form = within(dialog).getByRole('form', { name: 'Siparişi İptal Et' });
    expect(within(form).getByText(/\$12\.50 müşterinin cüzdanına iade edilir/)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: 'Siparişi İptal Et' }));
    expect(await within(form).findByText('Lütfen bir neden girin')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('İptal nedeni'), 'x'.repeat(201));
    await user.click(within(form).getByRole('button', { name: 'Siparişi İptal Et' }));
    expect(await within(form).findByText('Neden en fazla 200 karakter olabilir')).toBeTruthy();

    await user.clear(within(form).getByLabelText('İptal nedeni'));
    await user.type(within(form).getByLabelText('İptal nedeni'), '  Out of stock ');
    await user.click(within(form).getByRole('button', { name: 'Siparişi İptal Et' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'Sipariş iptal edildi, tutar müşterinin cüzdanına iade edildi.',
        variant: 'success',
      }),
    );
  });

  it('delivers by hand: the account details are required; a refusal is a toast and the text stays', async () => {
    const input = { orderId: 31, accountDetails: 'user1 : pass1', deliveryNotes: null };
    const { user, dialog, toast } = await openOrder([
      orders([waiting]),

      {
        request: { query: DeliverAdminOrderDocument, variables: { input } },
        result: { errors: [new GraphQLError('Order 31 is already delivered')] },
      },
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Hesap Bilgileri' }));
    expect(await within(dialog).findByText('Bu sipariş için hesap bilgisi bulunamadı.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Teslim Et' }));
    expect(await within(dialog).findByText('Hesap bilgileri gereklidir')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Teslim edilecek hesap bilgileri'), 'user1 : pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Teslim Et' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'Order 31 is already delivered',
        variant: 'destructive',
      }),
    );
    expect((within(dialog).getByLabelText('Teslim edilecek hesap bilgileri') as HTMLTextAreaElement).value).toBe(
      'user1 : pass1',
    );
  });

  it("shows a delivered order's credentials only after a reason and the password again (one audited reveal)", async () => {
    const delivered = { ...waiting, status: 'delivered', deliveryStatus: 'delivered', accountDelivered: true };
    const reveal = {
      query: GetAdminOrderCredentialsDocument,
      variables: { orderId: 31, reason: 'Buyer says it fails' },
    };
    const reauth = new GraphQLError("Re-enter your password to see an order's credentials.", {
      extensions: { code: 'UNAUTHENTICATED', reauthenticate: true },
    });
    const { user, dialog } = await openOrder([
      orders([delivered]),
      { request: reveal, result: { errors: [reauth] } },
      {
        request: { query: ReauthenticateAdminDocument, variables: { password: 'admin-pass' } },
        result: { data: { reauthenticate: true } },
      },
      {
        request: reveal,
        result: {
          data: {
            orderCredentials: { __typename: 'OrderCredentials', orderId: 31, unitId: 4, credentials: 'NA : u1 : p1' },
          },
        },
      },
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Hesap Bilgileri' }));
    const form = within(dialog).getByRole('form', { name: 'Teslim edilen hesap bilgileri' });
    expect(within(dialog).queryByText('NA : u1 : p1')).toBeNull();
    expect(within(form).getByRole('button', { name: 'Göster' }).hasAttribute('disabled')).toBe(true);
    await user.type(within(form).getByRole('textbox', { name: 'Neden' }), 'Buyer says it fails');
    await user.click(within(form).getByRole('button', { name: 'Göster' }));
    const password = await within(dialog).findByLabelText('Şifre');
    await user.type(password, 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Göster' }));
    expect(await within(dialog).findByText('NA : u1 : p1')).toBeTruthy();
  });

  it('an admin with an authenticator app: the password is answered with a request for the code, and the code reveals', async () => {
    const delivered = { ...waiting, status: 'delivered', deliveryStatus: 'delivered', accountDelivered: true };
    const reveal = { query: GetAdminOrderCredentialsDocument, variables: { orderId: 31, reason: 'Check' } };
    const reauth = new GraphQLError("Re-enter your password to see an order's credentials.", {
      extensions: { code: 'UNAUTHENTICATED', reauthenticate: true },
    });
    const codeRequired = new GraphQLError('This account has an authenticator app: confirm with a code from it.', {
      extensions: { code: 'UNAUTHENTICATED', secondFactorRequired: true },
    });
    const { user, dialog } = await openOrder([
      orders([delivered]),
      { request: reveal, result: { errors: [reauth] } },
      {
        request: { query: ReauthenticateAdminDocument, variables: { password: 'admin-pass' } },
        result: { errors: [codeRequired] },
      },
      {
        request: { query: ReauthenticateAdminDocument, variables: { code: '123456' } },
        result: { data: { reauthenticate: true } },
      },
      {
        request: reveal,
        result: {
          data: {
            orderCredentials: { __typename: 'OrderCredentials', orderId: 31, unitId: 4, credentials: 'NA : u1 : p1' },
          },
        },
      },
    ]);
    await user.click(within(dialog).getByRole('tab', { name: 'Hesap Bilgileri' }));
    const form = within(dialog).getByRole('form', { name: 'Teslim edilen hesap bilgileri' });
    await user.type(within(form).getByRole('textbox', { name: 'Neden' }), 'Check');
    await user.click(within(form).getByRole('button', { name: 'Göster' }));
    await user.type(await within(dialog).findByLabelText('Şifre'), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Göster' }));
    const code = await within(dialog).findByLabelText('Doğrulama kodu');
    expect(within(dialog).queryByLabelText('Şifre')).toBeNull();
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Göster' }));
    expect(await within(dialog).findByText('NA : u1 : p1')).toBeTruthy();
  });
});
