import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from '@storefront/shared';
import { isRegistered, loadRemoteApp } from './remote-registry';

/** A widget that breaks renders nothing: the frame around it keeps working. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote widget failed', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A small component a remote exposes for the frame (the menu's cart button in the header). Loaded
 * only when the tenant has the remote; while loading, or if the remote cannot be reached, nothing shows.
 */
export function RemoteWidget({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const [Widget, setWidget] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!isRegistered(remote)) return undefined;
    let current = true;
    void loadRemoteApp(remote, exposed).then((result) => {
      if (current && result.ok) setWidget(() => result.module.default);
    });
    return () => {
      current = false;
    };
  }, [remote, exposed]);

  return Widget ? (
    <QuietBoundary>
      <Widget />
    </QuietBoundary>
  ) : null;
}
