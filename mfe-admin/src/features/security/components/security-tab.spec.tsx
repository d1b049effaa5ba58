import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminOwnSecurityDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { SecurityTab } from './security-tab';

const answer = (accountSecurity: {
  totp: boolean;
  recoveryCodesLeft: number;
  passkeys: { id: number; name: string; createdAt: string; lastUsedAt: string | null }[];
}) => ({
  request: { query: AdminOwnSecurityDocument },
  result: {
    data: {
      accountSecurity: {
        __typename: 'AccountSecurity',
        ...accountSecurity,
        passkeys: accountSecurity.passkeys.map((passkey) => ({ __typename: 'Passkey', ...passkey })),
      },
    },
  },
});

describe('SecurityTab', () => {
  it("lists the admin's own app, recovery codes and passkeys, and links to the page that changes them", async () => {
    renderWithProviders(<SecurityTab />, {
      mocks: [
        answer({
          totp: true,
          recoveryCodesLeft: 7,
          passkeys: [
            {
              id: 3,
              name: 'YubiKey 5C',
              createdAt: '2026-11-20T10:00:00.000Z',
              lastUsedAt: '2026-11-28T09:30:00.000Z',
            },
            { id: 4, name: 'Laptop', createdAt: '2026-11-21T10:00:00.000Z', lastUsedAt: null },
          ],
        }),
      ],
    });
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(await screen.findByRole('region', { name: 'Güvenlik' })).toBeTruthy();
    const facts = screen.getByText('Doğrulama uygulaması').closest('dl')!;
    expect(within(facts).getByText('Doğrulama uygulaması').nextElementSibling?.textContent).toBe('Açık');
    expect(within(facts).getByText('Kalan kurtarma kodu').nextElementSibling?.textContent).toBe('7');
    const passkeys = within(screen.getByRole('list', { name: 'Geçiş anahtarları' })).getAllByRole('listitem');
    expect(passkeys.map((item) => item.querySelector('strong')?.textContent)).toEqual(['YubiKey 5C', 'Laptop']);
    expect(passkeys[1].textContent).toContain('Hiç kullanılmadı');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Güvenlik sayfasında yönet' }).getAttribute('href')).toBe(
      '/account/security',
    );
  });

  it('warns an admin with no factor yet', async () => {
    renderWithProviders(<SecurityTab />, { mocks: [answer({ totp: false, recoveryCodesLeft: 0, passkeys: [] })] });
    expect((await screen.findByRole('alert')).textContent).toMatch(/Henüz ikinci adımınız yok/);
    expect(screen.getByText('Kurulu değil')).toBeTruthy();
    expect(screen.getByText('Geçiş anahtarı yok.')).toBeTruthy();
  });

  it('says when the factors cannot be read, and tries again on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SecurityTab />, {
      mocks: [
        { request: { query: AdminOwnSecurityDocument }, error: new Error('network down') },
        answer({ totp: true, recoveryCodesLeft: 10, passkeys: [] }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Güvenlik bilgileri yüklenemedi.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Açık')).toBeTruthy();
  });
});
