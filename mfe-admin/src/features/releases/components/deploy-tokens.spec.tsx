import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { DeployTokens } from './deploy-tokens';
import { CSRF, serve, signedInWithServedFetch } from '../../../test/releases.mocks';

const token = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  hint: `shopdt_${id}…`,
  remotes: ['storefront'],
  expiresAt: null,
  revokedAt: null,
  createdBy: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  ...extra,
});

const SECRET = 'shopdt_3f9c1e0a7b5d2e64aa01_c0ffee';

describe('DeployTokens (Dağıtım anahtarları)', () => {
  signedInWithServedFetch();

  it('lists the tokens with their remotes, expiry and state; only a valid one can be revoked', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/delivery/tokens': [
        [
          200,
          [
            token('a1', 'storefront-ci', { remotes: ['account', 'storefront'], expiresAt: '2099-01-31T21:00:00.000Z' }),
            token('b2', 'old-ci', { revokedAt: '2026-11-21T10:00:00.000Z' }),
            token('c3', 'temp', { expiresAt: '2026-01-01T00:00:00.000Z' }),
          ],
        ],
        [200, [token('a1', 'storefront-ci', { revokedAt: '2026-11-28T10:00:00.000Z' })]],
      ],
      'DELETE /api/delivery/tokens/a1': [
        [200, token('a1', 'storefront-ci', { revokedAt: '2026-11-28T10:00:00.000Z' })],
      ],
    });
    const { toast } = renderWithProviders(<DeployTokens />);
    const table = await screen.findByRole('table', { name: 'Dağıtım anahtarları' });
    const [, valid, revoked, expired] = within(table).getAllByRole('row');
    expect(within(valid!).getByText('account, storefront')).toBeTruthy();
    expect(within(valid!).getByText('shopdt_a1…')).toBeTruthy();
    expect(within(valid!).getByText('Geçerli')).toBeTruthy();
    expect(within(revoked!).getByText('İptal edildi')).toBeTruthy();
    expect(within(revoked!).getByText('Süresiz')).toBeTruthy();
    expect(within(revoked!).queryByRole('button')).toBeNull();
    expect(within(expired!).getByText('Süresi doldu')).toBeTruthy();
    expect(within(expired!).queryByRole('button')).toBeNull();

    await user.click(within(valid!).getByRole('button', { name: 'storefront-ci anahtarını iptal et' }));
    const confirm = await screen.findByRole('dialog', { name: 'Anahtar iptal edilsin mi?' });
    expect(confirm.textContent).toContain('storefront-ci anahtarı hemen geçersiz olur');
    await user.click(within(confirm).getByRole('button', { name: 'İptal Et' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.route === 'DELETE /api/delivery/tokens/a1')).toEqual([
      { route: 'DELETE /api/delivery/tokens/a1', csrf: CSRF },
    ]);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'storefront-ci anahtarı iptal edildi.', variant: 'success' }),
    );
    expect(await screen.findByText('İptal edildi')).toBeTruthy();
  });

  it('creates a token after the admin types the password again, and shows it once with a copy button', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = serve({
      'GET /api/delivery/tokens': [
        [200, []],
        [200, [token('n1', 'account-ci', { remotes: ['account'] })]],
      ],
      'POST /api/delivery/tokens': [
        [403, { message: 'Re-enter your password to create a deploy token.', code: 'REAUTH_REQUIRED' }],
        [201, { id: 'n1', token: SECRET }],
      ],
      'POST /api/admin/reauth': [[200, { reauthenticated: true, validForSeconds: 300 }]],
    });
    renderWithProviders(<DeployTokens />);
    expect(await screen.findByText('Henüz anahtar yok.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yeni anahtar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni dağıtım anahtarı' });

    // Checked before anything is sent: a name and at least one remote.
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('Anahtara bir ad verin.')).toBeTruthy();
    expect(within(dialog).getByText('En az bir uygulama seçin.')).toBeTruthy();
    expect(calls.some((call) => call.route.startsWith('POST'))).toBe(false);

    await user.type(within(dialog).getByLabelText('Ad'), 'account-ci');
    await user.click(within(dialog).getByLabelText('Hesap (account)'));
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    // The server asks for the password again; the form's values are kept for after it.
    const password = await within(dialog).findByLabelText('Şifre');
    expect(within(dialog).getByText(/Anahtar oluşturmak için yönetici şifrenizi tekrar girin/)).toBeTruthy();
    await user.type(password, 'admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));

    const shown = await screen.findByRole('dialog', { name: 'Anahtar oluşturuldu' });
    expect(within(shown).getByRole('status').textContent).toContain('Bu anahtar yalnızca şimdi gösterilir');
    expect((within(shown).getByLabelText('Dağıtım anahtarı') as HTMLInputElement).value).toBe(SECRET);
    await user.click(within(shown).getByRole('button', { name: 'Kopyala' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(shown).getByRole('button', { name: 'Kopyalandı' })).toBeTruthy();
    expect(calls.filter((call) => call.route.startsWith('POST'))).toEqual([
      { route: 'POST /api/delivery/tokens', body: { name: 'account-ci', remotes: ['account'] }, csrf: CSRF },
      { route: 'POST /api/admin/reauth', body: { password: 'admin-password' }, csrf: CSRF },
      { route: 'POST /api/delivery/tokens', body: { name: 'account-ci', remotes: ['account'] }, csrf: CSRF },
    ]);

    // Closed, the token is gone for good: the list shows its hint only.
    await user.click(within(shown).getByRole('button', { name: 'Kaydettim, kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('shopdt_n1…')).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Yeni anahtar' }));
    expect(within(await screen.findByRole('dialog')).queryByLabelText('Dağıtım anahtarı')).toBeNull();
  });

  it('an admin with an authenticator app: the password answered with secondFactorRequired, the code asked for and sent', async () => {
    const user = userEvent.setup();
    const calls = serve({
      'GET /api/delivery/tokens': [
        [200, []],
        [200, [token('n1', 'account-ci', { remotes: ['account'] })]],
      ],
      'POST /api/delivery/tokens': [
        [403, { message: 'Re-enter your password to create a deploy token.', code: 'REAUTH_REQUIRED' }],
        [201, { id: 'n1', token: SECRET }],
      ],
      'POST /api/admin/reauth': [
        [
          401,
          {
            message: 'This account has an authenticator app: confirm with a code from it.',
            code: 'UNAUTHENTICATED',
            secondFactorRequired: true,
          },
        ],
        [200, { reauthenticated: true, validForSeconds: 300 }],
      ],
    });
    renderWithProviders(<DeployTokens />);
    expect(await screen.findByText('Henüz anahtar yok.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yeni anahtar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni dağıtım anahtarı' });
    await user.type(within(dialog).getByLabelText('Ad'), 'account-ci');
    await user.click(within(dialog).getByLabelText('Hesap (account)'));
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    await user.type(await within(dialog).findByLabelText('Şifre'), 'admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));

    const code = await within(dialog).findByLabelText('Doğrulama kodu');
    expect(within(dialog).queryByLabelText('Şifre')).toBeNull();
    expect(document.activeElement).toBe(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(await screen.findByRole('dialog', { name: 'Anahtar oluşturuldu' })).toBeTruthy();
    expect(calls.filter((call) => call.route === 'POST /api/admin/reauth').map((call) => call.body)).toEqual([
      { password: 'admin-password' },
      { code: '123456' },
    ]);
  });
});
