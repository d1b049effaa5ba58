import { Button, type DataTableProps } from '@shop/ui';
import { messages } from '../messages';

/** A list's failed load as DataTable shows it: the message and a retry button. */
export function loadFailure(message: string, retry: () => Promise<unknown>) {
  return {
    message,
    action: (
      <Button variant="outline" onClick={() => void retry().catch(() => undefined)}>
        {messages.common.retry}
      </Button>
    ),
  };
}

/**
 * DataTable's states for a query: the spinner and the failure only before there is anything to
 * show (a refetch keeps the rows), the empty state's title otherwise.
 */
export function listStates(
  query: { loading: boolean; error?: Error | null; data?: unknown; refetch(): Promise<unknown> },
  texts: { loadError: string | ((error: Error) => string); empty: string },
): Pick<DataTableProps<unknown>, 'loading' | 'error' | 'empty'> {
  const nothingShown = query.data === undefined || query.data === null;
  const { error } = query;
  return {
    loading: query.loading && nothingShown && messages.common.loading,
    error:
      error && nothingShown
        ? loadFailure(typeof texts.loadError === 'string' ? texts.loadError : texts.loadError(error), query.refetch)
        : null,
    empty: { title: texts.empty },
  };
}
