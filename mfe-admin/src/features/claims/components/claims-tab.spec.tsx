import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { WARRANTY_RULE_DEFAULTS } from '@shop/shared';
import {
  DecideAdminClaimDocument,
  GetAdminClaimCredentialsDocument,
  GetAdminClaimsDocument,
  GetClaimOrderPriceDocument,
  GetWarrantyRulesDocument,
  type AdminClaimFieldsFragment,
  type GetAdminClaimsQueryVariables,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ClaimsTab } from './claims-tab';

const claim = (extra: Partial<AdminClaimFieldsFragment> = {}): AdminClaimFieldsFragment => ({
  __typename: 'Claim',
  id: 5,
  orderId: 41,
  userId: 7,
  productId: 12,
  productTitle: 'EUW Fresh 30-40k',
  reason: 'other',
  message: 'The account has a chat restriction',
  status: 'submitted',
  automatic: false,
  decisionNote: null,
  batchId: 'batch-a',
  unitId: 90,
  replacementUnitId: null,
  hasPreviousDetails: null,
  reviewReason: 'batch_not_confirmed',
  signals: {
    __typename: 'ClaimSignals',
    minutesFromDelivery: 3,
    customerClaims: 2,
    customerDeliveredOrders: 4,
    customerClaimRatio: 0.5,
    batchBanned: false,
    batchConfirmedClaims: 1,
    batchOpenClaims: 2,
    batchOtherCustomerClaims: 1,
  },
  attachment: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  ...extra,
});

const rules = {
  request: { query: GetWarrantyRulesDocument },
  result: {
    data: {
      warrantyRules: {
        __typename: 'WarrantyRules',
        defaultWarrantyDays: 14,
        defaultReplacementLimit: 1,
        autoReasons: ['banned', 'wrong_credentials', 'recovered'],
        ...WARRANTY_RULE_DEFAULTS,
      },
    },
  },
  maxUsageCount: 5,
};

/** The queue's answer for any filters; `asked` records each set of variables the panel sent. */
function claimsList(asked: jest.Mock, answer: (v: GetAdminClaimsQueryVariables) => AdminClaimFieldsFragment[]) {
  return {
    request: {
      query: GetAdminClaimsDocument,
      variables: (variables: GetAdminClaimsQueryVariables) => {
        asked(variables);
        return true;
      },
    },
    result: (variables: GetAdminClaimsQueryVariables) => ({ data: { adminClaims: answer(variables) } }),
    maxUsageCount: 20,
  };
}

function decide(sent: jest.Mock, answer: object) {
  return {
    request: {
      query: DecideAdminClaimDocument,
      variables: (variables: unknown) => {
        sent(variables);
        return true;
      },
    },
    result: answer,
  };
}

describe('ClaimsTab', () => {
  it('lists the open claims first (status submitted) with every column and asks the server for each filter', async () => {
    const asked = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<ClaimsTab />, { mocks: [rules, claimsList(asked, () => [claim()])] });
    const table = await screen.findByRole('table', { name: 'Garanti talepleri' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Sipariş', 'Ürün', 'Neden', 'Mesaj', 'Durum', 'Sinyaller', 'Tarih', 'İşlemler']);
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      '#5',
      '#41',
      'EUW Fresh 30-40k #12',
      'Diğer',
      'The account has a chat restriction',
      'Yönetici bekliyor',
    ]);
    // Why the rules left it to staff, and what to weigh.
    expect(cells[6].textContent).toBe(
      [
        'İnceleme nedeni: Parti kötü olarak doğrulanmadı',
        'Teslimden 3 dk sonra',
        'Müşteri: 2 talep / 4 sipariş (%50)',
        'Parti: 1 doğrulanmış, 2 açık talep',
        'Partide diğer müşterilerin talepleri: 1',
      ].join(''),
    );
    expect(within(cells[8]).getByRole('button', { name: 'Değiştir: talep #5' })).toBeTruthy();
    expect(within(cells[8]).getByRole('button', { name: 'Hesaplar: talep #5' })).toBeTruthy();
    expect(asked).toHaveBeenLastCalledWith({ status: 'submitted', reason: null, productId: null, batchId: null });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'waiting_stock');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Neden' }), 'banned');
    await user.type(screen.getByRole('textbox', { name: 'Ürün ID' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Parti (batch) ID' }), 'batch-a');
    await waitFor(() =>
      expect(asked).toHaveBeenLastCalledWith({
        status: 'waiting_stock',
        reason: 'banned',
        productId: 12,
        batchId: 'batch-a',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), '');
    await waitFor(() => expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ status: null })));
  });

  it('says when nothing matches; a decided claim offers no action, a waiting one only credit and refuse', async () => {
    const asked = jest.fn();
    const { unmount } = renderWithProviders(<ClaimsTab />, { mocks: [rules, claimsList(asked, () => [])] });
    expect(await screen.findByText('Bu kriterlere uygun garanti talebi bulunamadı.')).toBeTruthy();
    unmount();
    renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        claimsList(asked, () => [
          claim({ id: 6, status: 'refused', decisionNote: 'Not covered' }),
          claim({
            id: 7,
            status: 'waiting_stock',
            reason: 'banned',
            automatic: true,
            attachment: { __typename: 'ClaimFile', id: 31, fileName: 'ban.png' },
          }),
        ]),
      ],
    });
    const table = await screen.findByRole('table', { name: 'Garanti talepleri' });
    const [refused, waiting] = within(table).getAllByRole('row').slice(1);
    // A decided claim offers only its accounts' reveal.
    expect(
      within(refused)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Hesaplar']);
    expect(refused.textContent).toContain('Karara bağlandı');
    expect(refused.textContent).toContain('Not: Not covered');
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['İade Et', 'Reddet', 'Hesaplar']);
    expect(waiting.textContent).toContain('Stok bekliyor');
    // The buyer's file downloads from the facade; a claim without one shows no link.
    expect(within(waiting).getByRole('link', { name: 'Ek: ban.png' }).getAttribute('href')).toBe(
      '/api/claims/attachments/31',
    );
    expect(within(refused).queryByRole('link')).toBeNull();
  });

  it('offers a retry when the queue cannot be loaded', async () => {
    renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        {
          request: { query: GetAdminClaimsDocument, variables: () => true },
          result: { errors: [new GraphQLError('boom')] },
        },
      ],
    });
    expect(await screen.findByText('Garanti talepleri yüklenirken hata oluştu.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('replaces a claim and says so; a refusal from the server is a destructive toast', async () => {
    const asked = jest.fn();
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        claimsList(asked, () => [claim()]),
        decide(sent, { data: { decideClaim: claim({ status: 'replaced', decidedAt: '2026-11-23T11:00:00.000Z' }) } }),
        decide(sent, { errors: [new GraphQLError('This claim has already been decided.')] }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Değiştir: talep #5' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'Talep #5: yeni hesap siparişe verildi.',
        variant: 'success',
      }),
    );
    expect(sent).toHaveBeenCalledWith({ id: 5, input: { action: 'replace', note: null } });

    await user.click(await screen.findByRole('button', { name: 'Değiştir: talep #5' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'This claim has already been decided.',
        variant: 'destructive',
      }),
    );
  });

  it('credits only after a confirmation that names the order price going back to the wallet', async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        claimsList(jest.fn(), () => [claim()]),
        {
          request: { query: GetClaimOrderPriceDocument, variables: { id: 41 } },
          result: { data: { adminOrder: { __typename: 'Order', id: 41, totalPrice: '12.50' } } },
        },
        decide(sent, { data: { decideClaim: claim({ status: 'credited' }) } }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'İade Et: talep #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Talep #5: iade edilsin mi?' });
    await waitFor(() =>
      expect(dialog.textContent).toContain('Sipariş tutarı ($12.50) müşterinin cüzdanına iade edilir'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(sent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'İade Et: talep #5' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Talep #5: iade edilsin mi?' })).getByRole('button', {
        name: 'İade Et',
      }),
    );
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ id: 5, input: { action: 'credit', note: null } }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Talep #5: sipariş tutarı müşterinin cüzdanına iade edildi.' }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses only with a reason: blank is refused in the dialog, a server failure keeps the dialog open', async () => {
    const sent = jest.fn();
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        claimsList(jest.fn(), () => [claim()]),
        decide(sent, { errors: [new GraphQLError('Too many requests')] }),
        decide(sent, {
          data: { decideClaim: claim({ status: 'refused', decisionNote: 'Chat bans are not covered' }) },
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Reddet: talep #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Talep #5: reddet' });
    await user.type(within(dialog).getByLabelText('Red nedeni (müşteri görür)'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    expect(await within(dialog).findByText('Lütfen bir red nedeni girin')).toBeTruthy();
    expect(within(dialog).getByLabelText('Red nedeni (müşteri görür)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Red nedeni (müşteri görür)'));
    await user.type(within(dialog).getByLabelText('Red nedeni (müşteri görür)'), ' Chat bans are not covered ');
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Hata', description: 'Too many requests', variant: 'destructive' }),
    );
    expect(screen.getByRole('dialog', { name: 'Talep #5: reddet' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveBeenLastCalledWith({ id: 5, input: { action: 'refuse', note: 'Chat bans are not covered' } });
    expect(toast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Talep #5 reddedildi; müşteri nedeni görür.', variant: 'success' }),
    );
  });

  it("reveals a replaced hand-delivered order's earlier credentials as the claim's own reveal, after a reason", async () => {
    const user = userEvent.setup();
    const replaced = claim({
      id: 9,
      status: 'replaced',
      unitId: null,
      replacementUnitId: 44,
      hasPreviousDetails: true,
    });
    renderWithProviders(<ClaimsTab />, {
      mocks: [
        rules,
        claimsList(jest.fn(), () => [replaced]),
        {
          request: { query: GetAdminClaimCredentialsDocument, variables: { id: 9, reason: 'Buyer asks' } },
          result: {
            data: { claimCredentials: { __typename: 'ClaimCredentials', claimId: 9, credentials: 'EUW : old : pw' } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Hesaplar: talep #9' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('EUW : old : pw')).toBeNull();
    expect(within(dialog).getByText('Yeni hesap · birim #44')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Göster: Değişimden önceki hesap bilgileri' }));
    const form = within(dialog).getByRole('form', { name: 'Talep #9: değişimden önceki hesap bilgileri' });
    await user.type(within(form).getByRole('textbox', { name: 'Neden' }), 'Buyer asks');
    await user.click(within(form).getByRole('button', { name: 'Göster' }));
    expect(await within(dialog).findByText('EUW : old : pw')).toBeTruthy();
  });
});
