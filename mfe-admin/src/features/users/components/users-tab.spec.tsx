import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  DeleteAdminUserDocument,
  GetAdminUserDocument,
  GetAdminUserOrdersDocument,
  GetAdminUsersDocument,
  GetAdminViewerDocument,
  ReauthenticateAdminDocument,
  ResetAdminUserSecondFactorDocument,
  ReleaseAdminWalletHoldDocument,
  SetAdminUserFlagDocument,
  type AdminUserFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { UsersTab } from './users-tab';

const person = (
  id: number,
  username: string,
  extra: Partial<AdminUserFieldsFragment> = {},
): AdminUserFieldsFragment => ({
  __typename: 'User',
  id,
  username,
  email: `${username}@shop.test`,
  status: 'Active',
  isAdmin: false,
  balance: '1250.50',
  totalSpent: '40.00',
  createdAt: '2026-11-01T09:00:00.000Z',
  isOwner: false,
  secondFactors: { __typename: 'UserSecondFactors', totp: false, passkeys: 0, overdue: false },
  wallet: { __typename: 'Wallet', userId: id, onHold: false, holdReason: null },
  ...extra,
});

const ayse = person(7, 'ayse');
const held = person(8, 'mehmet', {
  wallet: { __typename: 'Wallet', userId: 8, onHold: true, holdReason: 'Chargeback' },
});
const usersPage = (items: AdminUserFieldsFragment[]) => ({
  request: {
    query: GetAdminUsersDocument,
    variables: { filter: { search: null, status: null, page: 1, pageSize: 10 } },
  },
  result: { data: { adminUsers: { __typename: 'AdminUserPage', total: items.length, items } } },
  maxUsageCount: 10,
});

/** Who is looking: the signed-in admin (id 1), an owner or not. */
const viewer = (isOwner = false) => ({
  request: { query: GetAdminViewerDocument },
  result: { data: { me: { __typename: 'User', id: 1, isOwner } } },
  maxUsageCount: 10,
});

const factors = (totp: boolean, passkeys: number, overdue: boolean) => ({
  __typename: 'UserSecondFactors' as const,
  totp,
  passkeys,
  overdue,
});
const enrolledAdmin = person(20, 'zeynep', { isAdmin: true, secondFactors: factors(true, 2, false) });
const overdueAdmin = person(21, 'ali', { isAdmin: true, secondFactors: factors(false, 0, true) });
const customer = person(22, 'can');
const self = person(1, 'admin', { isAdmin: true, isOwner: true, secondFactors: factors(true, 0, false) });

describe('UsersTab', () => {
  it('lists users with status, admin flag, balance in lira and the hold badge', async () => {
    renderWithProviders(<UsersTab />, { mocks: [usersPage([ayse, held]), viewer()] });
    const table = await screen.findByRole('table', { name: 'Kullanıcılar' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first).getByText('ayse@shop.test')).toBeTruthy();
    expect(within(first).getByText('Aktif')).toBeTruthy();
    expect(within(first).getByText('₺1.250,50')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Askıya Al: ayse' })).toBeTruthy();
    expect(within(second).getByText('Beklemede')).toBeTruthy();
  });

  it('says when there is no user, and offers a retry when the list fails', async () => {
    const { unmount } = renderWithProviders(<UsersTab />, { mocks: [usersPage([]), viewer()] });
    expect(await screen.findByText('Henüz kullanıcı bulunmuyor.')).toBeTruthy();
    unmount();
    renderWithProviders(<UsersTab />, {
      mocks: [
        {
          request: usersPage([]).request,
          result: { errors: [new GraphQLError('down')] },
        },
        viewer(),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Kullanıcılar yüklenirken bir hata oluştu.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('confirms before making a user admin, and says a refusal in a toast', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<UsersTab />, {
      mocks: [
        usersPage([ayse]),
        viewer(),
        {
          request: { query: SetAdminUserFlagDocument, variables: { id: 7, isAdmin: true } },
          result: { errors: [new GraphQLError('Only the first admin may do this')] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Admin Yap: ayse' }));
    const confirm = screen.getByRole('dialog', { name: 'Admin yetkisini değiştir' });
    expect(within(confirm).getByText('ayse kullanıcısına admin yetkisi verilsin mi?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Onayla' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'Only the first admin may do this',
        variant: 'destructive',
      }),
    );
  });

  it('deletes after a confirmation; a user with history is deactivated instead, and it says so', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<UsersTab />, {
      mocks: [
        usersPage([ayse]),
        viewer(),
        {
          request: { query: DeleteAdminUserDocument, variables: { id: 7 } },
          result: {
            data: { deleteUser: { __typename: 'DeleteUserResult', id: 7, deleted: false, deactivated: true } },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Sil: ayse' }));
    const confirm = screen.getByRole('dialog', { name: 'Kullanıcıyı sil' });
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'Kullanıcının geçmişi olduğu için hesabı pasif hale getirildi.',
        variant: 'success',
      }),
    );
  });

  it("opens a user's details: profile first, the orders tab says when there are none", async () => {
    const user = userEvent.setup();
    renderWithProviders(<UsersTab />, {
      mocks: [
        usersPage([ayse]),
        viewer(),
        { request: { query: GetAdminUserDocument, variables: { id: 7 } }, result: { data: { adminUser: ayse } } },
        {
          request: { query: GetAdminUserOrdersDocument, variables: { userId: 7 } },
          result: { data: { ordersByUser: [] } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Detay: ayse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı: ayse' });
    expect(within(dialog).getByRole('tab', { name: 'Profil' }).getAttribute('aria-selected')).toBe('true');
    expect(await within(dialog).findByText('₺40,00')).toBeTruthy();
    await user.click(within(dialog).getByRole('tab', { name: 'Siparişler' }));
    expect(await within(dialog).findByText('Bu kullanıcının siparişi yok.')).toBeTruthy();
  });

  it("shows a held wallet's reason in the details and releases it after a confirmation", async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<UsersTab />, {
      mocks: [
        usersPage([held]),
        viewer(),
        {
          request: { query: GetAdminUserDocument, variables: { id: 8 } },
          result: { data: { adminUser: held } },
          maxUsageCount: 3,
        },
        {
          request: { query: ReleaseAdminWalletHoldDocument, variables: { userId: 8 } },
          result: {
            data: {
              releaseWalletHold: {
                __typename: 'Wallet',
                userId: 8,
                balance: '1250.50',
                onHold: false,
                holdReason: null,
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Detay: mehmet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı: mehmet' });
    const hold = await within(dialog).findByRole('region', { name: 'Cüzdan Beklemede' });
    expect(within(hold).getByText('Chargeback')).toBeTruthy();
    await user.click(within(hold).getByRole('button', { name: 'Bekletmeyi Kaldır' }));
    const confirm = screen.getByRole('dialog', { name: 'Bekletme kaldırılsın mı?' });
    await user.click(within(confirm).getByRole('button', { name: 'Bekletmeyi Kaldır' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: 'mehmet: cüzdan bekletmesi kaldırıldı.',
        variant: 'success',
      }),
    );
  });

  describe('second factors', () => {
    it('shows which factors each user has and marks an overdue admin', async () => {
      renderWithProviders(<UsersTab />, { mocks: [usersPage([enrolledAdmin, overdueAdmin, customer]), viewer()] });
      const table = await screen.findByRole('table', { name: 'Kullanıcılar' });
      expect(within(table).getByRole('columnheader', { name: 'İki Adımlı Doğrulama' })).toBeTruthy();
      const [, zeynep, ali, can] = within(table).getAllByRole('row');
      expect(within(zeynep).getByText('Doğrulama uygulaması · 2 geçiş anahtarı')).toBeTruthy();
      expect(within(zeynep).queryByText('Gecikmiş')).toBeNull();
      expect(within(ali).getByText('Yok')).toBeTruthy();
      expect(within(ali).getByText('Gecikmiş')).toBeTruthy();
      expect(within(can).getByText('Yok')).toBeTruthy();
      expect(within(can).queryByText('Gecikmiş')).toBeNull();
      // Not an owner: no reset anywhere.
      expect(screen.queryByRole('button', { name: /Doğrulamayı Sıfırla/ })).toBeNull();
    });

    it('offers the owner a reset on other admins only, re-authenticates, resets and says so', async () => {
      const user = userEvent.setup();
      const { toast } = renderWithProviders(<UsersTab />, {
        mocks: [
          usersPage([self, enrolledAdmin, customer]),
          viewer(true),
          {
            request: { query: ReauthenticateAdminDocument, variables: { password: 'owner-pass' } },
            result: { data: { reauthenticate: true } },
          },
          {
            request: { query: ResetAdminUserSecondFactorDocument, variables: { id: 20 } },
            result: {
              data: {
                resetUserSecondFactor: {
                  __typename: 'SecondFactorReset',
                  userId: 20,
                  passkeysRemoved: 2,
                  totpRemoved: true,
                },
              },
            },
          },
        ],
      });
      const reset = await screen.findByRole('button', { name: 'Doğrulamayı Sıfırla: zeynep' });
      expect(screen.queryByRole('button', { name: 'Doğrulamayı Sıfırla: admin' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Doğrulamayı Sıfırla: can' })).toBeNull();
      await user.click(reset);
      const dialog = screen.getByRole('dialog', { name: 'İki Adımlı Doğrulamayı Sıfırla' });
      expect(within(dialog).getByText(/zeynep kullanıcısının doğrulama uygulaması/)).toBeTruthy();
      const confirm = within(dialog).getByRole('button', { name: 'Sıfırla' });
      expect((confirm as HTMLButtonElement).disabled).toBe(true);
      await user.type(within(dialog).getByLabelText('Şifreniz'), 'owner-pass');
      await user.click(confirm);
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({
          title: 'Başarılı',
          description: 'zeynep: iki adımlı doğrulama sıfırlandı; kullanıcıya e-posta gönderildi.',
          variant: 'success',
        }),
      );
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'İki Adımlı Doğrulamayı Sıfırla' })).toBeNull());
    });

    it("asks the owner's authenticator code when the password is answered with secondFactorRequired", async () => {
      const user = userEvent.setup();
      const { toast } = renderWithProviders(<UsersTab />, {
        mocks: [
          usersPage([self, enrolledAdmin]),
          viewer(true),
          {
            request: { query: ReauthenticateAdminDocument, variables: { password: 'owner-pass' } },
            result: {
              errors: [
                new GraphQLError('This account has an authenticator app: confirm with a code from it.', {
                  extensions: { code: 'UNAUTHENTICATED', secondFactorRequired: true },
                }),
              ],
            },
          },
        ],
      });
      await user.click(await screen.findByRole('button', { name: 'Doğrulamayı Sıfırla: zeynep' }));
      const dialog = screen.getByRole('dialog', { name: 'İki Adımlı Doğrulamayı Sıfırla' });
      await user.type(within(dialog).getByLabelText('Şifreniz'), 'owner-pass');
      await user.click(within(dialog).getByRole('button', { name: 'Sıfırla' }));
      expect(await within(dialog).findByLabelText('Doğrulama uygulamanızdaki kod')).toBeTruthy();
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
    });
  });
});
