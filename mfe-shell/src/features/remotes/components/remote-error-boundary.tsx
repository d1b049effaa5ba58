import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  remote: string;
  onRetry(): void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a remote that fails to load or to render; the rest of the page is unaffected. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] remote "${this.props.remote}" is unavailable`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
