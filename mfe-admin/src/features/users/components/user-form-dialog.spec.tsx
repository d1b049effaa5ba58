import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  CreateAdminUserDocument,
  ReauthenticateAdminDocument,
  UpdateAdminUserDocument,
  type AdminUserFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { UserFormDialog } from './user-form-dialog';

const existing: AdminUserFieldsFragment = {
  __typename: 'User',
  id: 42,
  username: 'mehmet',
  email: 'mehmet@shop.test',
  status: 'Active',
  isAdmin: false,
  balance: '25.00',
  totalSpent: '0.00',
  createdAt: '2026-11-01T09:00:00.000Z',
  wallet: { __typename: 'Wallet', userId: 42, onHold: false, holdReason: null },
};

const created = { ...existing, id: 43, username: 'ayse', email: 'ayse@shop.test', balance: '0.00' };

function open(user: AdminUserFieldsFragment | null, mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  const onClose = jest.fn();
  const rendered = renderWithProviders(<UserFormDialog open user={user} onClose={onClose} />, mocks);
  return { ...rendered, onClose, dialog: screen.getByRole('dialog') };
}

describe('UserFormDialog', () => {
  it('says what is missing, in Turkish, and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, toast } = open(null);
    expect(within(dialog).getByRole('heading', { name: 'Yeni Kullanıcı' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    expect(await within(dialog).findByText('Kullanıcı adı gereklidir')).toBeTruthy();
    expect(within(dialog).getByText('E-posta adresi gereklidir')).toBeTruthy();
    expect(within(dialog).getByText('Şifre gereklidir')).toBeTruthy();
    expect(within(dialog).getByLabelText('Kullanıcı Adı').getAttribute('aria-invalid')).toBe('true');
    expect(toast).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the length, the address and the repeated password (spec §5 texts)', async () => {
    const user = userEvent.setup();
    const { dialog } = open(null);
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), 'ab');
    await user.type(within(dialog).getByLabelText('E-posta'), 'not-an-address');
    await user.type(within(dialog).getByLabelText('Şifre', { exact: true }), '12345');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    expect(await within(dialog).findByText('Kullanıcı adı en az 3 karakter olmalıdır')).toBeTruthy();
    expect(within(dialog).getByText('Geçerli bir e-posta adresi giriniz')).toBeTruthy();
    expect(within(dialog).getByText('Şifre en az 6 karakter olmalıdır')).toBeTruthy();
    expect(within(dialog).getByText('Şifreler eşleşmiyor')).toBeTruthy();
    // The message is read with its field.
    const email = within(dialog).getByLabelText('E-posta');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Geçerli bir e-posta adresi giriniz',
    );
  });

  it('creates the user, says so and closes', async () => {
    const user = userEvent.setup();
    const input = {
      username: 'ayse',
      email: 'ayse@shop.test',
      status: 'Active',
      isAdmin: false,
      balance: '0',
      balanceReason: null,
      password: 'secret-pass-1',
    };
    const { dialog, onClose, toast } = open(null, {
      mocks: [
        {
          request: { query: CreateAdminUserDocument, variables: { input } },
          result: { data: { createUser: created } },
        },
      ],
    });
    await user.type(within(dialog).getByLabelText('Kullanıcı Adı'), ' ayse ');
    await user.type(within(dialog).getByLabelText('E-posta'), 'ayse@shop.test');
    await user.type(within(dialog).getByLabelText('Şifre', { exact: true }), 'secret-pass-1');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'secret-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast).toHaveBeenCalledWith({
      title: 'Başarılı',
      description: 'Kullanıcı oluşturuldu.',
      variant: 'success',
    });
  });

  it("edits without a new password, and shows the server's refusal in a toast while the dialog stays open", async () => {
    const user = userEvent.setup();
    const input = {
      username: 'mehmet',
      email: 'taken@shop.test',
      status: 'Active',
      isAdmin: false,
      balance: '25.00',
      balanceReason: null,
      password: null,
    };
    const { dialog, onClose, toast } = open(existing, {
      mocks: [
        {
          request: { query: UpdateAdminUserDocument, variables: { id: 42, input } },
          result: { errors: [new GraphQLError('Bu e-posta adresi zaten kullanılıyor')] },
        },
      ],
    });
    expect(within(dialog).getByRole('heading', { name: 'Kullanıcıyı Düzenle' })).toBeTruthy();
    expect(within(dialog).getByText('Değiştirmek istemiyorsanız boş bırakın.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Kullanıcı Adı') as HTMLInputElement).value).toBe('mehmet');
    const email = within(dialog).getByLabelText('E-posta');
    await user.clear(email);
    await user.type(email, 'taken@shop.test');
    await user.click(within(dialog).getByRole('button', { name: 'Güncelle' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'Bu e-posta adresi zaten kullanılıyor',
        variant: 'destructive',
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('a new password asks for the step-up when the server says so, then saves the same values', async () => {
    const user = userEvent.setup();
    const input = {
      username: 'mehmet',
      email: 'mehmet@shop.test',
      status: 'Active',
      isAdmin: false,
      balance: '25.00',
      balanceReason: null,
      password: 'brand-new-pass',
    };
    const stepUpRefusal = new GraphQLError("Confirm it's you before changing a user's rights, password or e-mail.", {
      extensions: { code: 'UNAUTHENTICATED', reauthenticate: true },
    });
    const saved = jest.fn(() => ({ data: { updateUser: existing } }));
    const { dialog, onClose, toast } = open(existing, {
      mocks: [
        {
          request: { query: UpdateAdminUserDocument, variables: { id: 42, input } },
          result: { errors: [stepUpRefusal] },
        },
        {
          request: { query: ReauthenticateAdminDocument, variables: { password: 'admin-pass' } },
          result: { data: { reauthenticate: true } },
        },
        { request: { query: UpdateAdminUserDocument, variables: { id: 42, input } }, result: saved },
      ],
    });
    await user.type(within(dialog).getByLabelText('Şifre', { exact: true }), 'brand-new-pass');
    await user.type(within(dialog).getByLabelText('Şifre Tekrar'), 'brand-new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Güncelle' }));

    const stepUp = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(toast).not.toHaveBeenCalled();
    await user.type(within(stepUp).getByLabelText('Your password'), 'admin-pass');
    await user.click(within(stepUp).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: 'Başarılı',
      description: 'Kullanıcı güncellendi.',
      variant: 'success',
    });
  });

  it('refuses a negative balance and shows a valid one in lira', async () => {
    const user = userEvent.setup();
    const { dialog } = open(existing);
    expect(within(dialog).getByText('₺25,00')).toBeTruthy();
    const balance = within(dialog).getByLabelText('Bakiye (₺)');
    await user.clear(balance);
    await user.type(balance, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Güncelle' }));
    expect(await within(dialog).findByText('Bakiye 0 veya daha büyük olmalıdır')).toBeTruthy();
  });
});
