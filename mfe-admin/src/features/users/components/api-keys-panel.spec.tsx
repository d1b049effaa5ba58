import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  CreateAdminUserApiKeyDocument,
  GetAdminUserApiKeysDocument,
  ReauthenticateAdminDocument,
  RevokeAdminUserApiKeyDocument,
  RollAdminUserApiKeyDocument,
  SetAdminApiKeyLimitsDocument,
  type AdminApiKeyFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { ApiKeysPanel } from './api-keys-panel';

const KEY = `gas_live_${'a'.repeat(32)}0badc0de`;
const ROLLED = `gas_live_${'b'.repeat(32)}12345678`;
const key = (id: number, name: string, extra: Partial<AdminApiKeyFieldsFragment> = {}): AdminApiKeyFieldsFragment => ({
  __typename: 'ApiKey',
  id,
  userId: 7,
  name,
  scopes: ['products:read', 'orders:write'],
  lastFour: 'c0de',
  createdAt: '2026-11-29T05:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  previousExpiresAt: null,
  requestsPerMinute: null,
  ordersPerMinute: null,
  ...extra,
});
const keysOf = (keys: AdminApiKeyFieldsFragment[]): MockedResponse => ({
  request: { query: GetAdminUserApiKeysDocument, variables: { userId: 7 } },
  result: { data: { adminApiKeys: keys } },
});
const stepUpRefusal = () =>
  new GraphQLError('Confirm it is you (re-authenticate) before creating or rolling a key.', {
    extensions: { code: 'UNAUTHENTICATED', reauthenticate: true },
  });
const render = (mocks: MockedResponse[]) => renderWithProviders(<ApiKeysPanel userId={7} />, { mocks });

describe('ApiKeysPanel', () => {
  it("lists the user's keys with scopes, use and limits (the shop's default when unset); none says so", async () => {
    render([keysOf([key(1, 'Partner site', { requestsPerMinute: 1200, lastUsedAt: '2026-11-29T06:00:00.000Z' })])]);
    const list = await screen.findByRole('list', { name: 'Kullanıcının API anahtarları' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first.textContent).toContain('Partner site');
    expect(first.textContent).toContain('…c0de');
    expect(first.textContent).toContain('products:read, orders:write');
    expect(first.textContent).toContain('1.200 istek · varsayılan sipariş');
    expect(first.textContent).toContain('Süresiz');
    expect(first.textContent).not.toContain('Kullanılmadı');

    render([keysOf([])]);
    expect(await screen.findByText('Bu kullanıcının API anahtarı yok.')).toBeTruthy();
  });

  it('creates a key after the step-up the server asks for, and shows it once', async () => {
    const user = userEvent.setup();
    const input = { name: 'Bot', scopes: ['products:read', 'wallet:read'] };
    const created = jest.fn(() => ({ data: { adminCreateApiKey: { __typename: 'CreatedApiKey', id: 3, key: KEY } } }));
    const { toast } = render([
      keysOf([]),
      {
        request: { query: CreateAdminUserApiKeyDocument, variables: { userId: 7, input } },
        result: { errors: [stepUpRefusal()] },
      },
      {
        request: { query: ReauthenticateAdminDocument, variables: { password: 'admin-pass' } },
        result: { data: { reauthenticate: true } },
      },
      { request: { query: CreateAdminUserApiKeyDocument, variables: { userId: 7, input } }, result: created },
      keysOf([key(3, 'Bot')]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Yeni API anahtarı' }));
    await user.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Önce bir ad girin.');
    await user.type(screen.getByLabelText('Anahtarın adı'), 'Bot');
    await user.click(screen.getByRole('checkbox', { name: 'wallet:read' }));
    await user.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));

    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.type(within(stepUp).getByLabelText('Your password'), 'admin-pass');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));

    expect((await screen.findByLabelText('Yeni API anahtarı', { selector: 'code' })).textContent).toBe(KEY);
    expect(created).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Başarılı', description: 'Bot oluşturuldu.', variant: 'success' });
    await user.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(screen.queryByText(KEY)).toBeNull();
  });

  it('rolls a key (the new one shown once) and revokes one after a confirmation', async () => {
    const user = userEvent.setup();
    const revoked = jest.fn(() => ({ data: { adminRevokeApiKey: true } }));
    const { toast } = render([
      keysOf([key(1, 'Bot'), key(2, 'Site')]),
      {
        request: { query: RollAdminUserApiKeyDocument, variables: { id: 1 } },
        result: { data: { adminRollApiKey: ROLLED } },
      },
      keysOf([key(1, 'Bot', { lastFour: '5678' }), key(2, 'Site')]),
      { request: { query: RevokeAdminUserApiKeyDocument, variables: { id: 2 } }, result: revoked },
      keysOf([key(1, 'Bot', { lastFour: '5678' })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Bot anahtarını yenile' }));
    expect((await screen.findByLabelText('Yeni API anahtarı', { selector: 'code' })).textContent).toBe(ROLLED);
    expect(toast).toHaveBeenCalledWith({
      title: 'Başarılı',
      description: 'Bot yenilendi; eski anahtar 24 saat daha çalışır.',
      variant: 'success',
    });

    await user.click(screen.getByRole('button', { name: 'Site anahtarını iptal et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
    expect(revoked).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'İptal et' }));
    await waitFor(() => expect(revoked).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Kullanıcının API anahtarları' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it('sets the limits per key: a bad number is refused before sending, empty is the default', async () => {
    const user = userEvent.setup();
    const saved = jest.fn(() => ({
      data: { setApiKeyLimits: key(1, 'Bot', { requestsPerMinute: 300, ordersPerMinute: null }) },
    }));
    const { toast } = render([
      keysOf([key(1, 'Bot', { ordersPerMinute: 10 })]),
      {
        request: {
          query: SetAdminApiKeyLimitsDocument,
          variables: { id: 1, limits: { requestsPerMinute: 300, ordersPerMinute: null } },
        },
        result: saved,
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Bot sınırlarını düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sınırlar: Bot' });
    const requests = within(dialog).getByLabelText('İstek / dakika');
    const orders = within(dialog).getByLabelText('Sipariş / dakika');
    expect((orders as HTMLInputElement).value).toBe('10');
    await user.type(requests, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(dialog).findByText('1 ile 100.000 arasında bir tam sayı girin ya da boş bırakın.'),
    ).toBeTruthy();
    expect(saved).not.toHaveBeenCalled();

    await user.clear(requests);
    await user.type(requests, '300');
    await user.clear(orders);
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({
      title: 'Başarılı',
      description: 'Bot sınırları kaydedildi.',
      variant: 'success',
    });
  });
});
