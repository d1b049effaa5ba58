import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  ConfirmTotpDocument,
  DisableTotpDocument,
  GetAccountSecurityDocument,
  RegenerateRecoveryCodesDocument,
  StartTotpEnrolmentDocument,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { SecurityPage } from './security-page';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '2')}`);
const NEW_CODES = CODES.map((code) => code.replace('abcd', 'wxyz'));
const SECRET = 'JBSWY3DPEHPK3PXP';

const securityMock = (state: { totp: boolean; recoveryCodesLeft: number } | Error, delay = 0): MockedResponse => ({
  request: { query: GetAccountSecurityDocument },
  result:
    state instanceof Error
      ? { errors: [new GraphQLError(state.message)] }
      : { data: { accountSecurity: { __typename: 'AccountSecurity', ...state } } },
  delay,
  maxUsageCount: 5,
});
const mutationMock = (query: unknown, variables: object, result: object): MockedResponse => ({
  request: { query: query as never, variables },
  result,
});
const refused = (message: string) => ({ errors: [new GraphQLError(message)] });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const render = (mocks: MockedResponse[]) => renderWithProviders(<SecurityPage />, { mocks, path: '/account/security' });

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
});
