import { Button, errorMessage, type DataTableProps } from '@shop/ui';
import { messages } from '../messages';

export type ListStates = Pick<DataTableProps<unknown>, 'loading' | 'error'>;

/**
 * A list's first load and its failure as DataTable shows them, with the account's texts: 'Loading...',
 * 'Hata: <the server's message>' and a Try again that loads it again.
 */
export function listStates(query: { loading: boolean; error?: Error; refetch(): Promise<unknown> }): ListStates {
  const { loading, error, refetch } = query;
  return {
    loading: loading && messages.common.loading,
    error: error
      ? {
          message: messages.common.loadFailed(errorMessage(error, error.message)),
          action: (
            <Button variant="outline" onClick={() => void refetch().catch(() => undefined)}>
              {messages.common.retry}
            </Button>
          ),
        }
      : null,
  };
}

/** A row's id for DataTable's `getRowId`. */
export const rowId = (row: { id: number }) => String(row.id);
