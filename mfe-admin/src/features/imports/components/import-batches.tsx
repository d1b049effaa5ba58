import { useMutation, useQuery } from '@apollo/client/react';
import { Button, EmptyState, ErrorState, Loading, errorMessage, table, tableWrap, useShell } from '@shop/ui';
import { GetAdminImportBatchesDocument, RollbackAdminImportBatchDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';

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

  if (loading && !data) return <Loading label={messages.common.loading} />;
  if (error && !data)
    return (
      <ErrorState
        message={messages.common.loadFailed(errorMessage(error, error.message))}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  const batches = data?.importBatches ?? [];
  if (batches.length === 0) return <EmptyState title={m.noBatches} />;
  const c = m.batchColumns;
  return (
    <div css={tableWrap}>
      <table css={table} aria-label={m.batches}>
        <thead>
          <tr>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.title}</th>
            <th scope="col">{c.format}</th>
            <th scope="col">{c.units}</th>
            <th scope="col">{c.sold}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((batch) => (
            <tr key={batch.id}>
              <td data-label={c.date}>{new Date(batch.createdAt).toLocaleString('tr-TR')}</td>
              <td data-label={c.title}>{batch.title}</td>
              <td data-label={c.format}>{m.tabNames[batch.format === 'new' ? 'new' : 'old']}</td>
              <td data-label={c.units}>{batch.unitCount}</td>
              <td data-label={c.sold}>{batch.soldCount}</td>
              <td data-label={c.status}>{m.statusNames[batch.status] ?? batch.status}</td>
              <td data-label={c.actions}>
                {batch.status !== 'rolled_back' && batch.soldCount === 0 && (
                  <Button
                    variant="outline"
                    disabled={rolling.loading}
                    aria-label={`${m.rollback} ${batch.title}`}
                    onClick={() => void undo(batch.id)}
                  >
                    {m.rollback}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
