import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { startAuthentication } from '@simplewebauthn/browser';
import {
  AddAdminProductStockDocument,
  AdminOwnPasskeysDocument,
  ReauthPasskeyOptionsDocument,
  GetAdminProductUnitsDocument,
  GetAdminUnitCredentialsDocument,
  GetUnitLifeDocument,
  ReauthenticateAdminDocument,
  UpdateAdminUnitCredentialsDocument,
  WithdrawAdminUnitDocument,
  type AdminInventoryUnitFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { AddStockDialog } from './add-stock-dialog';
import { ExportDialog } from './export-dialog';
import { UnitsDialog } from './units-dialog';

// jsdom has no WebAuthn: the browser's passkey prompt is replaced; the panel's requests are checked as sent.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const passkeyPrompt = jest.mocked(startAuthentication);

const product = { id: 9, title: 'EUW Fresh 30-40k' };
const LINE = 'EUW : shadow1 : Pw-1 : 35000 : 30';

describe('AddStockDialog', () => {
  const stock = (dryRun: boolean, result: object) => ({
    request: { query: AddAdminProductStockDocument, variables: { productId: 9, accounts: LINE, dryRun } },
    result,
  });

  it('asks for the lines, previews without storing, then adds and says the new stock', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<AddStockDialog product={product} onOpenChange={() => undefined} />, {
      mocks: [
        stock(true, {
          data: { addProductStock: { __typename: 'StockResult', addedCount: 1, stockTotal: 4, dryRun: true } },
        }),
        stock(false, {
          data: { addProductStock: { __typename: 'StockResult', addedCount: 1, stockTotal: 5, dryRun: false } },
        }),
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Stok Ekle: EUW Fresh 30-40k' });
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(await within(dialog).findByText('Lütfen hesap bilgilerini giriniz.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Hesaplar'), LINE);
    expect(within(dialog).getByText('1 satır')).toBeTruthy();
    expect(within(dialog).queryByText('Lütfen hesap bilgilerini giriniz.')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('1 hesap eklenecek (şu anki stok: 4)');
    expect(toast).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Stok Ekle' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: '1 hesap eklendi, yeni stok: 5',
        variant: 'success',
      }),
    );
    expect((within(dialog).getByLabelText('Hesaplar') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal of a line in the dialog", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddStockDialog product={product} onOpenChange={() => undefined} />, {
      mocks: [stock(true, { errors: [new GraphQLError('Line 1: the server NA is not this product’s (EUW)')] })],
    });
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Hesaplar'), LINE);
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Line 1: the server NA is not this product’s (EUW)',
    );
  });
});

describe('ExportDialog', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('keeps Download disabled until the password is typed, and says why an export was refused', async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn(async () => ({
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      json: async () => ({ message: 'Password is incorrect' }),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const onOpenChange = jest.fn();
    const { toast } = renderWithProviders(<ExportDialog open onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Export account data' });
    const download = within(dialog).getByRole('button', { name: 'Download' });
    expect(download.hasAttribute('disabled')).toBe(true);

    await user.type(within(dialog).getByLabelText('Password'), 'not-the-password');
    expect(download.hasAttribute('disabled')).toBe(false);
    await user.click(download);

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'Dışa aktarma başarısız: Password is incorrect',
        variant: 'destructive',
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/products/export-accounts',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-admin-password': 'not-the-password' }) }),
    );
    // The password is not kept after a try; the dialog stays open.
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('an admin with an authenticator app: a password answered with secondFactorRequired turns the field into the code, sent as X-Admin-Code', async () => {
    const user = userEvent.setup();
    const refused = {
      ok: false,
      status: 401,
      statusText: 'Unauthorized',
      json: async () => ({
        message: 'This account has an authenticator app: confirm with a code from it.',
        secondFactorRequired: true,
      }),
    };
    const fetchMock = jest.fn(async () => refused);
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithProviders(<ExportDialog open onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Export account data' });
    await user.type(within(dialog).getByLabelText('Password'), 'admin-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    const code = await within(dialog).findByLabelText('Authentication code');
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/products/export-accounts',
      expect.objectContaining({
        headers: { accept: 'text/plain', 'x-admin-code': '123456', traceparent: expect.any(String) },
      }),
    );
  });
});

describe('ExportDialog with a passkey', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });
  const optionsJSON = { challenge: 'c2hvcC1jaGFsbGVuZ2U', allowCredentials: [{ id: 'a2V5', type: 'public-key' }] };
  const passkeyResponse = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: {}, clientExtensionResults: {} };
  const ownPasskeys = (ids: string[]) => ({
    request: { query: AdminOwnPasskeysDocument },
    result: {
      data: {
        accountSecurity: { __typename: 'AccountSecurity', passkeys: ids.map((id) => ({ __typename: 'Passkey', id })) },
      },
    },
  });

  it("offers 'Use a passkey' to an admin with one: the browser's prompt, the step-up, then the export without a header", async () => {
    const user = userEvent.setup();
    passkeyPrompt.mockResolvedValue(passkeyResponse as never);
    const fetchMock = jest.fn(async () => ({
      ok: true,
      headers: new Headers({ 'content-disposition': 'attachment; filename="accounts.txt"' }),
      blob: async () => new Blob(['x']),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
    const reauth = jest.fn(() => ({ data: { reauthenticate: true } }));
    const onOpenChange = jest.fn();
    renderWithProviders(<ExportDialog open onOpenChange={onOpenChange} />, {
      mocks: [
        ownPasskeys(['1']),
        {
          request: { query: ReauthPasskeyOptionsDocument },
          result: { data: { reauthPasskeyOptions: JSON.stringify(optionsJSON) } },
        },
        {
          request: {
            query: ReauthenticateAdminDocument,
            variables: { passkeyResponse: JSON.stringify(passkeyResponse) },
          },
          result: reauth,
        },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Export account data' });
    await user.click(await within(dialog).findByRole('button', { name: 'Use a passkey' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(passkeyPrompt).toHaveBeenCalledWith({ optionsJSON });
    expect(reauth).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/products/export-accounts',
      expect.objectContaining({ headers: { accept: 'text/plain', traceparent: expect.any(String) } }),
    );
  });

  it('does not offer a passkey to an admin without one', async () => {
    renderWithProviders(<ExportDialog open onOpenChange={jest.fn()} />, { mocks: [ownPasskeys([])] });
    const dialog = screen.getByRole('dialog', { name: 'Export account data' });
    expect(await within(dialog).findByLabelText('Password')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});

describe('UnitsDialog', () => {
  const unit = (id: number, orderId: number | null): AdminInventoryUnitFieldsFragment => ({
    __typename: 'InventoryUnit',
    id,
    status: 'active',
    batchId: 'a1b2c3d4-0000-4000-8000-000000000000',
    line: id,
    orderId,
    createdAt: '2026-11-20T08:00:00.000Z',
  });
  const units = {
    request: { query: GetAdminProductUnitsDocument, variables: { productId: 9 } },
    result: { data: { productUnits: [unit(1, null), unit(2, 55)] } },
    maxUsageCount: 5,
  };
  const credentials = (result: object) => ({
    request: { query: GetAdminUnitCredentialsDocument, variables: { id: 1, reason: 'Typo in the password' } },
    result,
  });

  it('lists the units without credentials; sold ones cannot be edited or withdrawn', async () => {
    renderWithProviders(<UnitsDialog product={product} onOpenChange={() => undefined} />, { mocks: [units] });
    const table = await screen.findByRole('table', { name: 'Hesaplar' });
    const [, available, sold] = within(table).getAllByRole('row');
    expect(within(available).getByText('Satışta')).toBeTruthy();
    expect(within(available).getByText('a1b2c3d4')).toBeTruthy();
    expect(within(available).getByRole('button', { name: 'Hesap 1 düzenle' })).toBeTruthy();
    expect(within(sold).getByText('Satıldı')).toBeTruthy();
    expect(within(sold).getByText('#55')).toBeTruthy();
    expect(within(sold).queryByRole('button', { name: 'Hesap 2 düzenle' })).toBeNull();
    expect(within(sold).queryByRole('button', { name: 'Hesap 2 satıştan geri çek' })).toBeNull();
  });

  it("shows a unit's life on 'Geçmiş', and a burned unit as burned", async () => {
    const user = userEvent.setup();
    const burned = { ...unit(3, 56), status: 'burned' };
    renderWithProviders(<UnitsDialog product={product} onOpenChange={() => undefined} />, {
      mocks: [
        { ...units, result: { data: { productUnits: [unit(1, null), burned] } } },
        {
          request: { query: GetUnitLifeDocument, variables: { unitId: 3 } },
          result: {
            data: {
              unitLife: {
                __typename: 'UnitLife',
                unitId: 3,
                status: 'burned',
                batchId: null,
                events: [
                  {
                    __typename: 'UnitLifeEvent',
                    kind: 'credited',
                    at: '2026-11-21T08:00:00.000Z',
                    actorId: 1,
                    orderId: 56,
                    claimId: 9,
                    note: null,
                  },
                ],
              },
            },
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'Hesaplar' });
    const [, , burnedRow] = within(table).getAllByRole('row');
    expect(within(burnedRow).getByText('Yandı (garanti)')).toBeTruthy();
    await user.click(within(burnedRow).getByRole('button', { name: 'Hesap 3 geçmişi' }));
    const life = await screen.findByRole('region', { name: 'Hesap #3' });
    expect(within(life).getByRole('listitem').textContent).toContain('Tutar iade edildi');
    expect(within(life).getByRole('listitem').textContent).toContain('Talep #9');
  });

  it('asks a reason, then the password again before showing credentials, then edits them (saved only when changed)', async () => {
    const user = userEvent.setup();
    const reauth = new GraphQLError('Enter your password again', { extensions: { reauthenticate: true } });
    const { toast } = renderWithProviders(<UnitsDialog product={product} onOpenChange={() => undefined} />, {
      mocks: [
        units,
        credentials({ errors: [reauth] }),
        {
          request: { query: ReauthenticateAdminDocument, variables: { password: 'admin-pass' } },
          result: { data: { reauthenticate: true } },
        },
        credentials({ data: { unitCredentials: { __typename: 'UnitCredentials', id: 1, credentials: LINE } } }),
        {
          request: { query: UpdateAdminUnitCredentialsDocument, variables: { id: 1, credentials: `${LINE}x` } },
          result: { data: { updateUnitCredentials: unit(1, null) } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Hesap 1 düzenle' }));
    const panel = await screen.findByRole('region', { name: 'Hesap 1 düzenle' });
    // A reason first: the reveal is refused without one.
    expect(within(panel).getByRole('button', { name: 'Göster' }).hasAttribute('disabled')).toBe(true);
    expect(within(panel).queryByLabelText('Şifre')).toBeNull();
    await user.type(within(panel).getByRole('textbox', { name: 'Neden' }), 'Typo in the password');
    await user.click(within(panel).getByRole('button', { name: 'Göster' }));
    // The server asks for the password again: the reason stays, the submit waits for the password.
    const password = await within(panel).findByLabelText('Şifre');
    expect((within(panel).getByRole('textbox', { name: 'Neden' }) as HTMLInputElement).value).toBe(
      'Typo in the password',
    );
    const submit = within(panel).getByRole('button', { name: 'Göster' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(password, 'admin-pass');
    await user.click(submit);

    const line = await within(panel).findByLabelText('Hesap satırı');
    expect((line as HTMLTextAreaElement).value).toBe(LINE);
    const save = within(panel).getByRole('button', { name: 'Kaydet' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.type(line, 'x');
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Başarılı', description: 'Hesap güncellendi', variant: 'success' }),
    );
  });

  it('withdraws an unsold unit only after its confirmation, and says so', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<UnitsDialog product={product} onOpenChange={() => undefined} />, {
      mocks: [
        units,
        {
          request: { query: WithdrawAdminUnitDocument, variables: { id: 1 } },
          result: { data: { withdrawUnit: { ...unit(1, null), status: 'withdrawn' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Hesap 1 satıştan geri çek' }));
    const confirm = screen.getByRole('dialog', { name: 'Hesap geri çekilsin mi?' });
    expect(
      within(confirm).getByText(
        'Hesap 1 satıştan kalıcı olarak çekilecek ve stok bir azalacak. Bu işlem geri alınamaz.',
      ),
    ).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'İptal' }));
    expect(screen.queryByRole('dialog', { name: 'Hesap geri çekilsin mi?' })).toBeNull();
    expect(toast).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hesap 1 satıştan geri çek' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hesap geri çekilsin mi?' })).getByRole('button', { name: 'Geri Çek' }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Başarılı', description: 'Hesap geri çekildi', variant: 'success' }),
    );
  });
});
