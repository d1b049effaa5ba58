import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { formatTry } from '@shop/shared';
import {
  Button,
  DataTable,
  Input,
  Pagination,
  Select,
  rowActions,
  tableToolbar,
  theme,
  wrapText,
  type ColumnDef,
} from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { needsStepUp, useStepUp } from '../../../components/step-up-dialog';
import {
  DeleteAdminUserDocument,
  SetAdminUserFlagDocument,
  SetAdminUserStatusDocument,
  type AdminUserFieldsFragment,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { useDebounced } from '../../../hooks/use-debounced';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';
import { USERS_PAGE_SIZE, useAdminUsers } from '../hooks/use-admin-users';
import { HoldBadge } from './hold-badge';
import { ResetFactorButton, ResetSecondFactorDialog } from './reset-second-factor-dialog';
import { SecondFactorCell } from './second-factor-cell';
import { UserDetailDialog } from './user-detail-dialog';
import { USER_STATUSES, UserFormDialog } from './user-form-dialog';

type User = AdminUserFieldsFragment;
type Pending = { kind: 'admin' | 'delete'; user: User } | null;

/** The Users tab: search, status filter, 10 per page, quick status, admin toggle, edit, delete, details. */
export function UsersTab() {
  const m = messages.users;
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebounced(searchText.trim());
  const { users, total, loading, error, refetch } = useAdminUsers(search, status, page);
  const { success, failure } = useAdminFeedback();
  const [form, setForm] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });
  const [detailId, setDetailId] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const closeReset = useCallback(() => setResetting(null), []);
  const refetchQueries = ['GetAdminUsers'];
  const [setUserStatus] = useMutation(SetAdminUserStatusDocument, { refetchQueries });
  const [setUserAdmin, adminState] = useMutation(SetAdminUserFlagDocument, { refetchQueries });
  const [deleteUser, deleteState] = useMutation(DeleteAdminUserDocument, { refetchQueries });
  const closeDetail = useCallback(() => setDetailId(null), []);
  const closeForm = useCallback(() => setForm({ open: false, user: null }), []);
  const stepUp = useStepUp();

  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const columns = useMemo<ColumnDef<User>[]>(() => {
    const quickStatus = async (user: User) => {
      const next = user.status === 'Active' ? 'Suspended' : 'Active';
      try {
        await setUserStatus({ variables: { id: user.id, status: next } });
        success(m.statusChanged(user.username, m.statuses[next]));
      } catch (e) {
        failure(e);
      }
    };
    return [
      { header: m.columns.id, accessorKey: 'id' },
      {
        header: m.columns.user,
        cell: ({ row }) => (
          <span css={[wrapText, { display: 'grid', gap: 2 }]}>
            <strong>{row.original.username}</strong>
            <span css={{ color: theme.colors.textMuted, fontSize: 13 }}>{row.original.email}</span>
            {row.original.wallet.onHold && <HoldBadge reason={row.original.wallet.holdReason} />}
          </span>
        ),
      },
      { header: m.columns.status, cell: ({ row }) => m.statuses[row.original.status] ?? row.original.status },
      { header: m.columns.admin, cell: ({ row }) => (row.original.isAdmin ? messages.common.yes : messages.common.no) },
      { header: m.columns.secondFactor, cell: ({ row }) => <SecondFactorCell factors={row.original.secondFactors} /> },
      { header: m.columns.balance, cell: ({ row }) => formatTry(row.original.balance) },
      {
        header: m.columns.actions,
        cell: ({ row }) => {
          const user = row.original;
          return (
            <div css={rowActions}>
              <Button variant="outline" onClick={() => setDetailId(user.id)} aria-label={`${m.view}: ${user.username}`}>
                {m.view}
              </Button>
              <Button
                variant="outline"
                onClick={() => void quickStatus(user)}
                aria-label={`${user.status === 'Active' ? m.suspend : m.activate}: ${user.username}`}
              >
                {user.status === 'Active' ? m.suspend : m.activate}
              </Button>
              <Button
                variant="outline"
                onClick={() => setPending({ kind: 'admin', user })}
                aria-label={`${user.isAdmin ? m.removeAdmin : m.makeAdmin}: ${user.username}`}
              >
                {user.isAdmin ? m.removeAdmin : m.makeAdmin}
              </Button>
              <ResetFactorButton user={user} onReset={() => setResetting(user)} />
              <Button
                variant="outline"
                onClick={() => setForm({ open: true, user })}
                aria-label={`${messages.common.edit}: ${user.username}`}
              >
                {messages.common.edit}
              </Button>
              <Button
                variant="outline"
                onClick={() => setPending({ kind: 'delete', user })}
                aria-label={`${messages.common.delete}: ${user.username}`}
              >
                {messages.common.delete}
              </Button>
            </div>
          );
        },
      },
    ];
  }, [m, setUserStatus, success, failure]);

  const confirm = async (asked: Pending = pending) => {
    if (!asked) return;
    const { user } = asked;
    try {
      if (asked.kind === 'admin') {
        try {
          const result = await setUserAdmin({ variables: { id: user.id, isAdmin: !user.isAdmin } });
          const flag = result.data?.setUserAdmin;
          success(m.adminChanged(flag?.username ?? user.username, flag?.isAdmin ?? !user.isAdmin));
        } catch (e) {
          // A change of rights needs the step-up: asked for, then the same change again.
          if (!needsStepUp(e)) throw e;
          stepUp.ask(() => confirm(asked));
        }
      } else {
        const result = await deleteUser({ variables: { id: user.id } });
        success(result.data?.deleteUser.deactivated ? m.deactivated : m.deleted);
        if (users.length === 1 && page > 1) setPage(page - 1);
      }
    } catch (e) {
      failure(e);
    }
    setPending(null);
  };

  return (
    <section aria-label={m.heading}>
      <div css={tableToolbar}>
        <Input
          type="search"
          aria-label={m.searchLabel}
          placeholder={m.searchPlaceholder}
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
        <Select
          aria-label={m.statusFilter}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
          blank={messages.common.allStatuses}
          options={USER_STATUSES.map((value) => ({ value, label: m.statuses[value] }))}
        />
        <Button onClick={() => setForm({ open: true, user: null })}>{m.add}</Button>
      </div>
      <DataTable
        label={m.tableLabel}
        columns={columns}
        data={users}
        getRowId={(user) => String(user.id)}
        {...listStates(
          { loading, error, refetch },
          { loadError: m.loadError, empty: search || status ? m.noResults : m.empty },
        )}
      />
      {!loading && !error && (
        <Pagination
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPage={setPage}
          label={messages.common.pagination}
          previousLabel={messages.common.previous}
          nextLabel={messages.common.next}
          pageLabel={messages.common.page}
        />
      )}
      <UserFormDialog open={form.open} user={form.user} onClose={closeForm} />
      <UserDetailDialog userId={detailId} onClose={closeDetail} />
      <ResetSecondFactorDialog user={resetting} onClose={closeReset} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'delete' ? m.deleteConfirmTitle : m.adminConfirmTitle}
        description={
          !pending
            ? ''
            : pending.kind === 'delete'
              ? m.deleteConfirm(pending.user.username)
              : pending.user.isAdmin
                ? m.adminConfirmRevoke(pending.user.username)
                : m.adminConfirmGrant(pending.user.username)
        }
        confirmLabel={pending?.kind === 'delete' ? messages.common.delete : messages.common.confirm}
        busy={adminState.loading || deleteState.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {stepUp.dialog}
    </section>
  );
}
