import { useMutation, useQuery } from '@apollo/client/react';
import { Button, DataTable, errorMessage, formatTimestamp, useShell, type ColumnDef } from '@shop/ui';
import {
  GetAdminImportBatchesDocument,
  RollbackAdminImportBatchDocument,
  type GetAdminImportBatchesQuery,
} from '../../../gql/graphql';
import { listStates } from '../../../components/load-failure';
import { messages } from '../../../messages';

type Batch = GetAdminImportBatchesQuery['importBatches'][number];

/** The latest import batches with a rollback for those with nothing sold. */
export function ImportBatches() {
  const m = messages.imports;
  const { toast } = useShell();
  const { data, loading, error, refetch } = useQuery(GetAdminImportBatchesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [rollback, rolling] = useMutation(RollbackAdminImportBatchDocument, {
    refetchQueries: ['GetAdminImportBatches', 'GetAdminProductPage'],
  });

  const undo = async (batchId: string) => {
    if (!window.confirm(m.rollbackConfirm)) return;
    try {
      const result = await rollback({ variables: { batchId } });
      toast({ title: m.rolledBack(result.data?.rollbackImportBatch.removedCount ?? 0), variant: 'success' });
    } catch (failure) {
      toast({
        title: m.failedTitle,
        description: errorMessage(failure, String((failure as Error).message)),
        variant: 'destructive',
      });
    }
  };

  const c = m.batchColumns;
  const columns: ColumnDef<Batch>[] = [
    { header: c.date, cell: ({ row }) => formatTimestamp(row.original.createdAt) },
    { header: c.title, accessorKey: 'title' },
    { header: c.format, cell: ({ row }) => m.tabNames[row.original.format === 'new' ? 'new' : 'old'] },
    { header: c.units, accessorKey: 'unitCount' },
    { header: c.sold, accessorKey: 'soldCount' },
    { header: c.status, cell: ({ row }) => m.statusNames[row.original.status] ?? row.original.status },
    {
      header: c.actions,
      cell: ({ row: { original: batch } }) =>
        batch.status !== 'rolled_back' &&
        batch.soldCount === 0 && (
          <Button
            variant="outline"
            disabled={rolling.loading}
            aria-label={`${m.rollback} ${batch.title}`}
            onClick={() => void undo(batch.id)}
          >
            {m.rollback}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      label={m.batches}
      columns={columns}
      data={data?.importBatches ?? []}
      getRowId={(batch) => batch.id}
      {...listStates(
        { loading, error, data, refetch },
        { loadError: (e) => messages.common.loadFailed(errorMessage(e, e.message)), empty: m.noBatches },
      )}
    />
  );
}
