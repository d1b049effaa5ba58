import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import {
  AccountApiKeysDocument,
  AccountWebhookEndpointsDocument,
  AddPasskeyDocument,
  PasskeyConfirmOptionsDocument,
  PasskeyRegistrationOptionsDocument,
  RemovePasskeyDocument,
  ConfirmTotpDocument,
  DisableTotpDocument,
  GetAccountSecurityDocument,
  RegenerateRecoveryCodesDocument,
  StartTotpEnrolmentDocument,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { SecurityPage } from './security-page';

// jsdom has no WebAuthn: the browser's passkey dialogs are replaced; the shop's requests are checked as sent.
jest.mock('@simplewebauthn/browser', () => ({ startAuthentication: jest.fn(), startRegistration: jest.fn() }));
const registrationDialog = jest.mocked(startRegistration);
const authenticationDialog = jest.mocked(startAuthentication);

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '2')}`);
const NEW_CODES = CODES.map((code) => code.replace('abcd', 'wxyz'));
const SECRET = 'JBSWY3DPEHPK3PXP';

const securityMock = (
  state: { totp: boolean; recoveryCodesLeft: number; passkeys?: object[] } | Error,
  delay = 0,
): MockedResponse => ({
  request: { query: GetAccountSecurityDocument },
  result:
    state instanceof Error
      ? { errors: [new GraphQLError(state.message)] }
      : { data: { accountSecurity: { __typename: 'AccountSecurity', passkeys: [], ...state } } },
  delay,
  maxUsageCount: 5,
});
const mutationMock = (query: unknown, variables: object, result: object): MockedResponse => ({
  request: { query: query as never, variables },
  result,
});
const refused = (message: string) => ({ errors: [new GraphQLError(message)] });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
// The page's API keys section (its own spec: api-keys-section.spec.tsx) reads an empty list here.
const noApiKeys: MockedResponse = {
  request: { query: AccountApiKeysDocument },
  result: { data: { apiKeys: [] } },
  maxUsageCount: 10,
};
// And its webhooks section (webhooks-section.spec.tsx) an empty list.
const noWebhooks: MockedResponse = {
  request: { query: AccountWebhookEndpointsDocument },
  result: { data: { webhookEndpoints: [] } },
  maxUsageCount: 10,
};
const render = (mocks: MockedResponse[]) =>
  renderWithProviders(<SecurityPage />, { mocks: [...mocks, noApiKeys, noWebhooks], path: '/account/security' });

describe('SecurityPage', () => {
  it('loads, then says the app is off and offers to set it up', async () => {
    render([securityMock({ totp: false, recoveryCodesLeft: 0 }, 50)]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByText('Kapalı')).toBeTruthy();
    expect(screen.getByText('Girişte yalnızca şifreniz soruluyor.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Doğrulama uygulamasını kur' })).toBeTruthy();
  });

  it('a failed load: the message and Try again', async () => {
    render([securityMock(new Error('Service unavailable'))]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Hata: Service unavailable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sets up the app: the password, the QR code and the secret, a wrong then a right code, the recovery codes shown once with Copy', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toast } = render([
      securityMock({ totp: false, recoveryCodesLeft: 0 }),
      mutationMock(StartTotpEnrolmentDocument, { password: 'wrong' }, refused('Wrong password.')),
      mutationMock(
        StartTotpEnrolmentDocument,
        { password: 'secret-pass-1' },
        {
          data: {
            startTotpEnrolment: {
              __typename: 'TotpEnrolment',
              secret: SECRET,
              otpauthUrl: `otpauth://totp/Shop:ann?secret=${SECRET}&issuer=Shop`,
            },
          },
        },
      ),
      mutationMock(ConfirmTotpDocument, { code: '000000' }, refused('That code is not right (or was already used).')),
      mutationMock(ConfirmTotpDocument, { code: '123456' }, { data: { confirmTotp: CODES } }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Doğrulama uygulamasını kur' }));
    expect(document.activeElement).toBe(field('Şifre'));
    await userEvent.type(field('Şifre'), 'wrong{Enter}');
    await toastShown(toast, refusal('İşlem başarısız', 'Wrong password.'));
    await waitFor(() => expect((field('Şifre') as HTMLInputElement).value).toBe(''));
    await userEvent.type(field('Şifre'), 'secret-pass-1{Enter}');

    expect((await screen.findByTestId('totp-secret')).textContent).toBe(SECRET);
    const qr = await screen.findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(document.activeElement).toBe(field('Doğrulama kodu'));
    await userEvent.type(field('Doğrulama kodu'), '000000{Enter}');
    await toastShown(toast, refusal('İşlem başarısız', 'That code is not right (or was already used).'));
    await userEvent.type(field('Doğrulama kodu'), '123456{Enter}');

    const list = await screen.findByRole('list', { name: 'Yeni kurtarma kodlarınız' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await toastShown(toast, success('Doğrulama uygulaması açıldı', 'Bundan sonra girişte kod sorulacak.'));
    await userEvent.click(screen.getByRole('button', { name: 'Kodları kopyala' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText('Kopyalandı')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(screen.queryByRole('list', { name: 'Yeni kurtarma kodlarınız' })).toBeNull();
  });

  it('with the app on: the recovery codes left; new codes ask for a code first, a refused one shows why', async () => {
    const { toast } = render([
      securityMock({ totp: true, recoveryCodesLeft: 3 }),
      mutationMock(
        RegenerateRecoveryCodesDocument,
        { code: '111111', recoveryCode: null },
        refused('That code is not right (or was already used).'),
      ),
      mutationMock(
        RegenerateRecoveryCodesDocument,
        { code: null, recoveryCode: 'abcd-efgh-2222' },
        { data: { regenerateRecoveryCodes: NEW_CODES } },
      ),
    ]);
    expect(await screen.findByText('Açık')).toBeTruthy();
    expect(screen.getByText('Kalan kurtarma kodu: 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Kurtarma kodlarını yenile' }));
    expect(screen.getByText('Devam etmek için uygulamadaki kodu ya da bir kurtarma kodunu girin.')).toBeTruthy();
    const code = field('Doğrulama kodu ya da kurtarma kodu');
    expect(document.activeElement).toBe(code);
    await userEvent.type(code, '111111{Enter}');
    await toastShown(toast, refusal('İşlem başarısız', 'That code is not right (or was already used).'));
    await userEvent.type(field('Doğrulama kodu ya da kurtarma kodu'), 'abcd-efgh-2222{Enter}');
    const list = await screen.findByRole('list', { name: 'Yeni kurtarma kodlarınız' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  });

  it('turns the app off with a code; Escape leaves the prompt without sending anything', async () => {
    const { toast } = render([
      securityMock({ totp: true, recoveryCodesLeft: 0 }),
      mutationMock(DisableTotpDocument, { code: '123456', recoveryCode: null }, { data: { disableTotp: true } }),
    ]);
    expect(await screen.findByText('Kurtarma kodunuz kalmadı: yenilerini oluşturun.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Doğrulama uygulamasını kapat' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Doğrulama kodu ya da kurtarma kodu')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Doğrulama uygulamasını kapat' }));
    await userEvent.click(screen.getByRole('button', { name: 'Doğrulama uygulamasını kapat' }));
    expect(await screen.findByText('Önce kodu girin.')).toBeTruthy();
    await userEvent.type(field('Doğrulama kodu ya da kurtarma kodu'), '123 456{Enter}');
    await toastShown(toast, success('Doğrulama uygulaması kapatıldı', 'Girişte artık yalnızca şifreniz soruluyor.'));
  });

  describe('passkeys', () => {
    const laptop = {
      __typename: 'Passkey',
      id: '7',
      name: 'Laptop',
      createdAt: '2026-11-20T09:00:00.000Z',
      lastUsedAt: '2026-11-27T18:30:00.000Z',
    };
    const phone = {
      __typename: 'Passkey',
      id: '8',
      name: 'Telefon',
      createdAt: '2026-11-28T10:00:00.000Z',
      lastUsedAt: null,
    };
    const created = { id: 'new-cred', rawId: 'new-cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    const asserted = { id: 'cred-7', rawId: 'cred-7', type: 'public-key', response: {}, clientExtensionResults: {} };
    const withPasskeys = (passkeys: object[]) => securityMock({ totp: false, recoveryCodesLeft: 0, passkeys });

    beforeEach(() => {
      registrationDialog.mockReset();
      authenticationDialog.mockReset();
    });

    it('lists each passkey with its name, when it was added and last used, and a Remove', async () => {
      render([withPasskeys([laptop, phone])]);
      const list = await screen.findByRole('list', { name: 'Geçiş anahtarları' });
      const items = within(list).getAllByRole('listitem');
      expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Laptop', 'Telefon']);
      expect(items[0].textContent).toContain('Eklendi:');
      expect(items[0].textContent).toContain('Son kullanım:');
      expect(items[1].textContent).toContain('Henüz kullanılmadı');
      expect(within(items[1]).getByRole('button', { name: 'Telefon anahtarını kaldır' })).toBeTruthy();
    });

    it('adds one: a name and the password (a wrong one refused before any dialog), then the browser dialog', async () => {
      const optionsJSON = { challenge: 'cmVn', rp: { id: 'localhost', name: 'Shop' } };
      registrationDialog.mockResolvedValue(created as never);
      const { toast } = render([
        withPasskeys([]),
        mutationMock(PasskeyRegistrationOptionsDocument, { password: 'wrong' }, refused('Wrong password.')),
        mutationMock(
          PasskeyRegistrationOptionsDocument,
          { password: 'secret-pass-1' },
          { data: { passkeyRegistrationOptions: JSON.stringify(optionsJSON) } },
        ),
        mutationMock(
          AddPasskeyDocument,
          { name: 'Telefon', response: JSON.stringify(created) },
          { data: { addPasskey: phone } },
        ),
      ]);
      expect(await screen.findByText(/Henüz geçiş anahtarınız yok/)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Geçiş anahtarı ekle' }));
      await userEvent.click(screen.getByRole('button', { name: 'Devam' }));
      expect(await screen.findByText('Önce bir ad ve şifrenizi girin.')).toBeTruthy();

      await userEvent.type(field('Anahtarın adı'), 'Telefon');
      await userEvent.type(field('Şifre'), 'wrong{Enter}');
      await toastShown(toast, refusal('İşlem başarısız', 'Wrong password.'));
      expect(registrationDialog).not.toHaveBeenCalled();

      await userEvent.type(field('Şifre'), 'secret-pass-1{Enter}');
      await toastShown(toast, { title: 'Geçiş anahtarı eklendi', variant: 'success' });
      expect(registrationDialog).toHaveBeenCalledWith({ optionsJSON });
      await waitFor(() => expect(screen.queryByLabelText('Anahtarın adı')).toBeNull());
    });

    it('a closed browser dialog adds nothing and says so', async () => {
      registrationDialog.mockRejectedValue(new Error('NotAllowedError'));
      const { toast } = render([
        withPasskeys([]),
        mutationMock(
          PasskeyRegistrationOptionsDocument,
          { password: 'secret-pass-1' },
          { data: { passkeyRegistrationOptions: JSON.stringify({ challenge: 'cmVn' }) } },
        ),
      ]);
      await userEvent.click(await screen.findByRole('button', { name: 'Geçiş anahtarı ekle' }));
      await userEvent.type(field('Anahtarın adı'), 'Telefon');
      await userEvent.type(field('Şifre'), 'secret-pass-1{Enter}');
      await toastShown(
        toast,
        refusal('İşlem başarısız', 'Tarayıcı geçiş anahtarını kullanamadı ya da işlem iptal edildi. Tekrar deneyin.'),
      );
      expect((field('Anahtarın adı') as HTMLInputElement).value).toBe('Telefon');
    });

    it('removes one after a passkey confirms it in the browser dialog', async () => {
      authenticationDialog.mockResolvedValue(asserted as never);
      const options = { challenge: 'Y29uZmlybQ', rpId: 'localhost' };
      const { toast } = render([
        withPasskeys([laptop]),
        {
          request: { query: PasskeyConfirmOptionsDocument },
          result: { data: { passkeySignInOptions: JSON.stringify(options) } },
        },
        mutationMock(
          RemovePasskeyDocument,
          { id: '7', passkeyResponse: JSON.stringify(asserted) },
          { data: { removePasskey: true } },
        ),
      ]);
      await userEvent.click(await screen.findByRole('button', { name: 'Laptop anahtarını kaldır' }));
      await toastShown(toast, { title: 'Geçiş anahtarı kaldırıldı', variant: 'success' });
      expect(authenticationDialog).toHaveBeenCalledWith({ optionsJSON: options });
    });
  });
});
