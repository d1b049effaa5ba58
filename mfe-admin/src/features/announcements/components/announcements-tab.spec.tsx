import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import {
  CreateAdminAnnouncementDocument,
  DeleteAdminAnnouncementDocument,
  GetAdminAnnouncementsDocument,
  type AdminAnnouncementFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { AnnouncementsTab } from './announcements-tab';

const sale: AdminAnnouncementFieldsFragment = {
  __typename: 'Announcement',
  id: 5,
  title: 'Black Friday',
  content: 'Everything 20% off',
  type: 'warning',
  isActive: true,
  expiresAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

const list = (announcements: AdminAnnouncementFieldsFragment[]) => ({
  request: { query: GetAdminAnnouncementsDocument },
  result: { data: { allAnnouncements: announcements } },
});

describe('AnnouncementsTab', () => {
  it('lists the announcements in a table with their Turkish type, status and a dash for no expiry', async () => {
    renderWithProviders(<AnnouncementsTab />, { mocks: [list([sale])] });
    const table = await screen.findByRole('table', { name: 'Duyurular' });
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('Black Friday')).toBeTruthy();
    expect(within(row).getByText('Uyarı')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Pasifleştir: Black Friday' }).textContent).toBe('Aktif');
    expect(within(row).getByText('—')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Başlık', 'Tür', 'Durum', 'Bitiş Tarihi', 'Oluşturulma', 'İşlemler']);
  });

  it('says when there is none, and when the list cannot be read offers a retry', async () => {
    const { unmount } = renderWithProviders(<AnnouncementsTab />, { mocks: [list([])] });
    expect(await screen.findByText('Henüz duyuru yok.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();

    renderWithProviders(<AnnouncementsTab />, {
      mocks: [{ request: { query: GetAdminAnnouncementsDocument }, result: { errors: [new GraphQLError('down')] } }],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Duyurular yüklenirken bir hata oluştu.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates an announcement through its form: required fields first, then the toast', async () => {
    const user = userEvent.setup();
    const input = { title: 'Maintenance', content: 'Down at 03:00', type: 'info', expiresAt: null, isActive: true };
    const { toast } = renderWithProviders(<AnnouncementsTab />, {
      mocks: [
        list([]),
        {
          request: { query: CreateAdminAnnouncementDocument, variables: { input } },
          result: { data: { createAnnouncement: { ...sale, id: 6, ...input } } },
        },
        list([]),
      ],
    });
    await screen.findByText('Henüz duyuru yok.');
    await user.click(screen.getByRole('button', { name: 'Yeni Duyuru' }));
    const dialog = screen.getByRole('dialog', { name: 'Yeni Duyuru' });
    expect((within(dialog).getByLabelText('Aktif') as HTMLInputElement).checked).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));
    expect(await within(dialog).findByText('Başlık gereklidir')).toBeTruthy();
    expect(within(dialog).getByText('İçerik gereklidir')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Başlık'), 'Maintenance');
    await user.type(within(dialog).getByLabelText('İçerik'), 'Down at 03:00');
    await user.click(within(dialog).getByRole('button', { name: 'Oluştur' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Başarılı', description: 'Duyuru oluşturuldu.', variant: 'success' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting, and says it when the server refuses', async () => {
    const user = userEvent.setup();
    const { toast } = renderWithProviders(<AnnouncementsTab />, {
      mocks: [
        list([sale]),
        {
          request: { query: DeleteAdminAnnouncementDocument, variables: { id: 5 } },
          result: { errors: [new GraphQLError('Announcement not found')] },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Sil: Black Friday' }));
    const confirm = screen.getByRole('dialog', { name: 'Duyuruyu sil' });
    expect(within(confirm).getByText('"Black Friday" duyurusu silinsin mi?')).toBeTruthy();
    expect(within(confirm).getByRole('button', { name: 'İptal' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));

    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Hata',
        description: 'Announcement not found',
        variant: 'destructive',
      }),
    );
  });
});
