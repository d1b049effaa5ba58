import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  DataTable,
  formatCalendarDate,
  formatTimestamp,
  rowActions,
  tableToolbar,
  wideText,
  type ColumnDef,
} from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  DeleteAdminAnnouncementDocument,
  GetAdminAnnouncementsDocument,
  SetAdminAnnouncementActiveDocument,
  type AdminAnnouncementFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { ANNOUNCEMENT_REFETCH, AnnouncementFormDialog } from './announcement-form-dialog';

type Announcement = AdminAnnouncementFieldsFragment;

/** The Duyurular tab: every announcement, create/edit, the status button toggling isActive, delete. */
export function AnnouncementsTab() {
  const m = messages.announcements;
  const { success, failure, watchLoad } = useAdminFeedback();
  const { data, loading, error, refetch } = useQuery(GetAdminAnnouncementsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) watchLoad(error);
  }, [error, watchLoad]);
  const [form, setForm] = useState<{ open: boolean; announcement: Announcement | null }>({
    open: false,
    announcement: null,
  });
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const [setActive] = useMutation(SetAdminAnnouncementActiveDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });
  const [remove, removeState] = useMutation(DeleteAdminAnnouncementDocument, { refetchQueries: ANNOUNCEMENT_REFETCH });
  const announcements = data?.allAnnouncements ?? [];

  const columns = useMemo<ColumnDef<Announcement>[]>(() => {
    const toggle = async (announcement: Announcement) => {
      try {
        await setActive({ variables: { id: announcement.id, isActive: !announcement.isActive } });
        success(m.statusChanged(!announcement.isActive));
      } catch (e) {
        failure(e);
      }
    };
    return [
      { header: m.columns.id, accessorKey: 'id' },
      { header: m.columns.title, cell: ({ row }) => <span css={wideText(200)}>{row.original.title}</span> },
      { header: m.columns.type, cell: ({ row }) => m.types[row.original.type] ?? row.original.type },
      {
        header: m.columns.status,
        cell: ({ row }) => (
          <Button
            variant={row.original.isActive ? 'primary' : 'outline'}
            css={{ minHeight: 32, padding: '4px 12px' }}
            aria-pressed={row.original.isActive}
            aria-label={`${row.original.isActive ? m.deactivate : m.activate}: ${row.original.title}`}
            onClick={() => void toggle(row.original)}
          >
            {row.original.isActive ? m.active : m.inactive}
          </Button>
        ),
      },
      {
        header: m.columns.expiresAt,
        cell: ({ row }) => formatCalendarDate(row.original.expiresAt) || messages.common.never,
      },
      { header: m.columns.createdAt, cell: ({ row }) => formatTimestamp(row.original.createdAt) },
      {
        header: m.columns.actions,
        cell: ({ row }) => (
          <div css={rowActions}>
            <Button
              variant="outline"
              onClick={() => setForm({ open: true, announcement: row.original })}
              aria-label={`${messages.common.edit}: ${row.original.title}`}
            >
              {messages.common.edit}
            </Button>
            <Button
              variant="outline"
              onClick={() => setToDelete(row.original)}
              aria-label={`${messages.common.delete}: ${row.original.title}`}
            >
              {messages.common.delete}
            </Button>
          </div>
        ),
      },
    ];
  }, [m, setActive, success, failure]);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove({ variables: { id: toDelete.id } });
      success(m.deleted);
    } catch (e) {
      failure(e);
    }
    setToDelete(null);
  };

  return (
    <section aria-label={m.tableLabel}>
      <div css={[tableToolbar, { justifyContent: 'flex-end' }]}>
        <Button onClick={() => setForm({ open: true, announcement: null })}>{m.add}</Button>
      </div>
      <DataTable
        label={m.tableLabel}
        columns={columns}
        data={announcements}
        getRowId={(a) => String(a.id)}
        {...listStates({ loading, error, data, refetch }, { loadError: m.loadError, empty: m.empty })}
      />
      <AnnouncementFormDialog
        open={form.open}
        announcement={form.announcement}
        onClose={() => setForm({ open: false, announcement: null })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={m.deleteConfirmTitle}
        description={toDelete ? m.deleteConfirm(toDelete.title) : ''}
        confirmLabel={messages.common.delete}
        busy={removeState.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
