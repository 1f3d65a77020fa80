import { Component, type ReactNode } from 'react';
import { reportError } from '@storefront/shared';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches what a remote throws while rendering, so only its part of the page shows a fallback. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(error, { kind: 'remote-render', remote: this.props.remote });
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable kind="render" onRetry={this.props.onRetry} /> : this.props.children;
  }
}
