import { useMutation, useQuery } from '@apollo/client/react';
import { Button, DataTable, errorMessage, formatTimestamp, useShell, type ColumnDef } from '@shop/ui';
import {
  GetAdminImportBatchesDocument,
  MarkAdminImportBatchBannedDocument,
  PullAdminImportBatchDocument,
  RollbackAdminImportBatchDocument,
  type GetAdminImportBatchesQuery,
} from '../../../gql/graphql';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';

type Batch = GetAdminImportBatchesQuery['importBatches'][number] & {
  health?: GetAdminImportBatchesQuery['batchHealth'][number];
};

/**
 * The latest import batches with their health (claims, burned rate, median days from sale to
 * claim, staff-confirmed and open claims), a rollback for those with nothing sold, a pull from
 * sale and a banned mark (evidence for automatic warranty replacement) for the others.
 */
export function ImportBatches() {
  const m = messages.imports;
  const { toast } = useShell();
  const { data, loading, error, refetch } = useQuery(GetAdminImportBatchesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [rollback, rolling] = useMutation(RollbackAdminImportBatchDocument, {
    refetchQueries: ['GetAdminImportBatches', 'GetAdminProductPage'],
  });

  const [pull, pulling] = useMutation(PullAdminImportBatchDocument, {
    refetchQueries: ['GetAdminImportBatches', 'GetAdminProductPage'],
  });

  const [markBanned, marking] = useMutation(MarkAdminImportBatchBannedDocument, {
    refetchQueries: ['GetAdminImportBatches'],
  });

  const toggleBanned = async (batchId: string, banned: boolean) => {
    if (banned && !window.confirm(m.banConfirm)) return;
    try {
      await markBanned({ variables: { batchId, banned } });
      toast({ title: banned ? m.banned : m.unbanned, variant: 'success' });
    } catch (failure) {
      failed(failure);
    }
  };

  const failed = (failure: unknown) =>
    toast({
      title: m.failedTitle,
      description: errorMessage(failure, String((failure as Error).message)),
      variant: 'destructive',
    });

  const pullFromSale = async (batchId: string) => {
    if (!window.confirm(m.pullConfirm)) return;
    try {
      const result = await pull({ variables: { batchId } });
      toast({ title: m.pulled(result.data?.pullImportBatch.withdrawnCount ?? 0), variant: 'success' });
    } catch (failure) {
      failed(failure);
    }
  };

  const undo = async (batchId: string) => {
    if (!window.confirm(m.rollbackConfirm)) return;
    try {
      const result = await rollback({ variables: { batchId } });
      toast({ title: m.rolledBack(result.data?.rollbackImportBatch.removedCount ?? 0), variant: 'success' });
    } catch (failure) {
      failed(failure);
    }
  };

  const health = new Map((data?.batchHealth ?? []).map((entry) => [entry.batchId, entry]));
  const batches: Batch[] = (data?.importBatches ?? []).map((batch) => ({ ...batch, health: health.get(batch.id) }));

  const c = m.batchColumns;
  const columns: ColumnDef<Batch>[] = [
    { header: c.date, cell: ({ row }) => formatTimestamp(row.original.createdAt) },
    { header: c.title, accessorKey: 'title' },
    { header: c.format, cell: ({ row }) => m.tabNames[row.original.format === 'new' ? 'new' : 'old'] },
    { header: c.units, accessorKey: 'unitCount' },
    { header: c.sold, accessorKey: 'soldCount' },
    {
      header: c.claims,
      cell: ({ row }) => {
        const health = row.original.health;
        return health ? m.claimCounts(health.claimCount, health.confirmedClaimCount, health.openClaimCount) : 0;
      },
    },
    {
      header: c.burnedRate,
      cell: ({ row }) => m.burnedRate(row.original.health?.burnedRate ?? 0, row.original.health?.burnedCount ?? 0),
    },
    { header: c.medianDays, cell: ({ row }) => row.original.health?.medianDaysToClaim ?? m.noMedian },
    {
      header: c.status,
      cell: ({ row }) =>
        [
          row.original.health?.pulledAt ? m.pulledStatus : (m.statusNames[row.original.status] ?? row.original.status),
          row.original.health?.bannedAt ? m.bannedStatus : null,
        ]
          .filter(Boolean)
          .join(' · '),
    },
    {
      header: c.actions,
      cell: ({ row: { original: batch } }) => {
        if (batch.status === 'rolled_back') return null;
        if (batch.soldCount === 0)
          return (
            <Button
              variant="outline"
              disabled={rolling.loading}
              aria-label={`${m.rollback} ${batch.title}`}
              onClick={() => void undo(batch.id)}
            >
              {m.rollback}
            </Button>
          );
        if (batch.status !== 'active') return null;
        const banned = Boolean(batch.health?.bannedAt);
        return (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {!batch.health?.pulledAt && (
              <Button
                variant="outline"
                disabled={pulling.loading}
                aria-label={`${m.pull} ${batch.title}`}
                onClick={() => void pullFromSale(batch.id)}
              >
                {m.pull}
              </Button>
            )}
            <Button
              variant="outline"
              disabled={marking.loading}
              aria-label={`${banned ? m.unban : m.ban} ${batch.title}`}
              onClick={() => void toggleBanned(batch.id, !banned)}
            >
              {banned ? m.unban : m.ban}
            </Button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      label={m.batches}
      columns={columns}
      data={batches}
      getRowId={(batch) => batch.id}
      {...listStates(
        { loading, error, data, refetch },
        { loadError: (e) => messages.common.loadFailed(errorMessage(e, e.message)), empty: m.noBatches },
      )}
    />
  );
}
