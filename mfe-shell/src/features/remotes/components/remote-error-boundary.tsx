import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { failureKind, reportRemoteFailure } from '../failure-reports';
import type { RemoteName } from '../remote-registry';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: RemoteName;
  /** Runs when the user presses Retry, before the boundary renders its children again. */
  onRetry: () => void;
  /** What to show instead of the panel while the error is being recovered from; null: the panel. */
  recovery?: (error: unknown, retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render; the rest of the page is unaffected. */
export function RemoteErrorBoundary({ remote, onRetry, recovery, children }: Props) {
  return (
    <ErrorBoundary
      fallbackRender={({ error, resetErrorBoundary }) =>
        recovery?.(error, resetErrorBoundary) ?? <RemoteUnavailable onRetry={resetErrorBoundary} />
      }
      onError={(error: unknown, info: ErrorInfo) => {
        console.error(`[shell] remote "${remote}" is unavailable`, error, info.componentStack);
        reportRemoteFailure(remote, failureKind(error), error);
      }}
      onReset={onRetry}
    >
      {children}
    </ErrorBoundary>
  );
}
