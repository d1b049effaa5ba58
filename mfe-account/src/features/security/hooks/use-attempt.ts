import { useCallback } from 'react';
import { errorMessage, useShell } from '@shop/ui';

/**
 * Runs a security action; a refusal becomes a toast (`texts.failed`, the server's message or
 * `texts.failedDefault`) and the answer null.
 */
export function useAttempt(texts: { failed: string; failedDefault: string }) {
  const { toast } = useShell();
  return useCallback(
    async <T>(run: () => Promise<T>): Promise<T | null> => {
      try {
        return await run();
      } catch (failure) {
        toast({ title: texts.failed, description: errorMessage(failure, texts.failedDefault), variant: 'destructive' });
        return null;
      }
    },
    [toast, texts],
  );
}
