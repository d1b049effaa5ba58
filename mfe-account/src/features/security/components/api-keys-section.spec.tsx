import { screen, waitFor, within } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  AccountApiKeysDocument,
  CreateAccountApiKeyDocument,
  PasskeyConfirmOptionsDocument,
  RevokeAccountApiKeyDocument,
  RollAccountApiKeyDocument,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { ApiKeysSection, type KeyFactor } from './api-keys-section';

// The browser's WebAuthn dialog (jsdom has none); the end-to-end passkey tests use Chromium's virtual authenticator.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn() }));
const authenticationDialog = jest.mocked(startAuthentication);

const KEY = `gas_live_${'a'.repeat(32)}0badc0de`;
const ROLLED = `gas_live_${'b'.repeat(32)}12345678`;
const row = (id: number, name: string, lastFour: string, lastUsedAt: string | null = null) => ({
  __typename: 'ApiKey',
  id,
  name,
  scopes: ['products:read'],
  lastFour,
  createdAt: '2026-11-29T05:00:00.000Z',
  expiresAt: null,
  lastUsedAt,
  previousExpiresAt: null,
});
const keysMock = (keys: object[]): MockedResponse => ({
  request: { query: AccountApiKeysDocument },
  result: { data: { apiKeys: keys } },
});
const mutationMock = (query: unknown, variables: object, result: object): MockedResponse => ({
  request: { query: query as never, variables },
  result,
});
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const render = (mocks: MockedResponse[], factor: KeyFactor = null) =>
  renderWithProviders(<ApiKeysSection factor={factor} />, { mocks, path: '/account/security' });
const NO_FACTOR = { code: null, recoveryCode: null, passkeyResponse: null };

describe('ApiKeysSection', () => {
  it('lists each key by name, last four and dates, never the key', async () => {
    render([keysMock([row(1, 'Discord bot', 'c0de', '2026-11-29T05:30:00.000Z'), row(2, 'Site', '9f1e')])]);
    const list = await screen.findByRole('list', { name: 'API anahtarları' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain('Discord bot');
    expect(items[0].textContent).toContain('…c0de');
    expect(items[0].textContent).toContain('products:read');
    expect(items[0].textContent).toContain('Son kullanım:');
    expect(items[1].textContent).toContain('Henüz kullanılmadı');
    expect(screen.getByRole('button', { name: 'Site anahtarını iptal et' })).toBeTruthy();
  });

  it('creates a key and shows it once with Copy; after Kaydettim it is gone', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render([
      keysMock([]),
      mutationMock(
        CreateAccountApiKeyDocument,
        { input: { name: 'Bot', scopes: ['products:read', 'wallet:read'] }, ...NO_FACTOR },
        { data: { createApiKey: { __typename: 'CreatedApiKey', id: 3, key: KEY } } },
      ),
      keysMock([row(3, 'Bot', 'c0de')]),
    ]);
    expect(await screen.findByText('Henüz API anahtarınız yok.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yeni API anahtarı' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Önce bir ad girin.');
    await userEvent.type(field('Anahtarın adı'), 'Bot');
    await userEvent.click(screen.getByRole('checkbox', { name: 'wallet:read' }));
    await userEvent.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));
    expect((await screen.findByLabelText('Yeni API anahtarınız')).textContent).toBe(KEY);
    await userEvent.click(screen.getByRole('button', { name: 'Anahtarı kopyala' }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText('Kopyalandı')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(screen.queryByText(KEY)).toBeNull();
    expect((await screen.findByRole('list', { name: 'API anahtarları' })).textContent).toContain('…c0de');
  });

  it('with an authenticator app: creating asks for the code, a refusal says why', async () => {
    const { toast } = render(
      [
        keysMock([]),
        mutationMock(
          CreateAccountApiKeyDocument,
          { input: { name: 'Bot', scopes: ['products:read'] }, ...NO_FACTOR, code: '111111' },
          { errors: [new GraphQLError('That code is not right (or was already used).')] },
        ),
      ],
      'totp',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni API anahtarı' }));
    await userEvent.type(field('Anahtarın adı'), 'Bot');
    await userEvent.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/kodu/);
    await userEvent.type(field('Doğrulama kodu ya da kurtarma kodu'), '111111{Enter}');
    await toastShown(toast, refusal('İşlem başarısız', 'That code is not right (or was already used).'));
    expect(screen.queryByLabelText('Yeni API anahtarınız')).toBeNull();
  });

  it('rolls a key (the new one shown once) and revokes another', async () => {
    const { toast } = render([
      keysMock([row(1, 'Bot', 'c0de'), row(2, 'Site', '9f1e')]),
      mutationMock(RollAccountApiKeyDocument, { id: 1, ...NO_FACTOR }, { data: { rollApiKey: ROLLED } }),
      keysMock([row(1, 'Bot', '5678'), row(2, 'Site', '9f1e')]),
      mutationMock(RevokeAccountApiKeyDocument, { id: 2 }, { data: { revokeApiKey: true } }),
      keysMock([row(1, 'Bot', '5678')]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Bot anahtarını yenile' }));
    expect((await screen.findByLabelText('Yeni API anahtarınız')).textContent).toBe(ROLLED);
    await toastShown(toast, success('Anahtar yenilendi', 'Eski anahtar 24 saat daha çalışır.'));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Site anahtarını iptal et' }));
    await toastShown(toast, success('Anahtar iptal edildi', 'Bu anahtarla gelen istekler artık reddedilir.'));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'API anahtarları' })).getAllByRole('listitem')).toHaveLength(1),
    );
  });
  it('with a passkey only: creating and rolling confirm with the passkey’s dialog, no code asked; a closed dialog says so', async () => {
    const options = { challenge: 'c2lnbi1pbg', allowCredentials: [] };
    const asserted = { id: 'cred-1', type: 'public-key', response: {} };
    const confirmOptions = (): MockedResponse => ({
      request: { query: PasskeyConfirmOptionsDocument },
      result: { data: { passkeySignInOptions: JSON.stringify(options) } },
    });
    authenticationDialog.mockResolvedValueOnce(asserted as never);
    authenticationDialog.mockResolvedValueOnce(asserted as never);
    authenticationDialog.mockRejectedValueOnce(new Error('NotAllowedError'));
    const { toast } = render(
      [
        keysMock([]),
        confirmOptions(),
        mutationMock(
          CreateAccountApiKeyDocument,
          {
            input: { name: 'Bot', scopes: ['products:read'] },
            ...NO_FACTOR,
            passkeyResponse: JSON.stringify(asserted),
          },
          { data: { createApiKey: { __typename: 'CreatedApiKey', id: 3, key: KEY } } },
        ),
        keysMock([row(3, 'Bot', 'c0de')]),
        confirmOptions(),
        mutationMock(
          RollAccountApiKeyDocument,
          { id: 3, ...NO_FACTOR, passkeyResponse: JSON.stringify(asserted) },
          { data: { rollApiKey: ROLLED } },
        ),
        keysMock([row(3, 'Bot', '5678')]),
        confirmOptions(),
      ],
      'passkey',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Yeni API anahtarı' }));
    expect(screen.getByText('Oluştururken geçiş anahtarlarınızdan biriyle onaylamanız istenecek.')).toBeTruthy();
    expect(screen.queryByLabelText('Doğrulama kodu ya da kurtarma kodu')).toBeNull();
    await userEvent.type(field('Anahtarın adı'), 'Bot');
    await userEvent.click(screen.getByRole('button', { name: 'Anahtarı oluştur' }));
    expect((await screen.findByLabelText('Yeni API anahtarınız')).textContent).toBe(KEY);
    expect(authenticationDialog).toHaveBeenCalledWith({ optionsJSON: options });
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Bot anahtarını yenile' }));
    expect((await screen.findByLabelText('Yeni API anahtarınız')).textContent).toBe(ROLLED);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));

    await userEvent.click(await screen.findByRole('button', { name: 'Bot anahtarını yenile' }));
    await toastShown(
      toast,
      refusal('İşlem başarısız', 'Tarayıcı geçiş anahtarını kullanamadı ya da işlem iptal edildi. Tekrar deneyin.'),
    );
    expect(screen.queryByLabelText('Yeni API anahtarınız')).toBeNull();
  });
});
