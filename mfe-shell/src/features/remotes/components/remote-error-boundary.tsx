import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  /** Runs when the user presses Retry, before the boundary renders its children again. */
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render; the rest of the page is unaffected. */
export function RemoteErrorBoundary({ remote, onRetry, children }: Props) {
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <RemoteUnavailable onRetry={resetErrorBoundary} />}
      onError={(error: unknown, info: ErrorInfo) => {
        console.error(`[shell] remote "${remote}" is unavailable`, error, info.componentStack);
      }}
      onReset={onRetry}
    >
      {children}
    </ErrorBoundary>
  );
}
