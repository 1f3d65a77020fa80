import { useEffect, useState, type ComponentType } from 'react';
import { LoadingFallback } from '@storefront/shared';
import type { RemoteName } from '@storefront/shared';
import { useRemoteSource } from '../federation/remote-source';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';

type State = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

const loadedApps = new Map<RemoteName, ComponentType>();

/** Mounts a remote's App: loading state, load failure with retry, render failure with retry. */
export function RemoteOutlet({ name }: { name: RemoteName }) {
  const source = useRemoteSource();
  const [attempt, setAttempt] = useState(0);
  const cached = loadedApps.get(name) ?? source.ready.get(name);
  const [state, setState] = useState<State>(cached ? { status: 'ready', App: cached } : { status: 'loading' });

  useEffect(() => {
    if (attempt === 0 && (loadedApps.has(name) || source.ready.has(name))) return undefined;
    let current = true;
    void source.loadRemoteApp(name).then((result) => {
      if (!current) return;
      if (!result.ok) return setState({ status: 'failed' });
      loadedApps.set(name, result.module.default);
      setState({ status: 'ready', App: result.module.default });
    });
    return () => {
      current = false;
    };
  }, [name, attempt, source]);

  const retry = () => {
    loadedApps.delete(name);
    source.resetRemote(name);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  // A load that never answers (the runtime waiting for something that never comes) ends at the limit with the same retry.
  if (state.status === 'loading') return <LoadingFallback what={`remote ${name}`} onRetry={retry} />;
  if (state.status === 'failed') return <RemoteUnavailable kind="load" onRetry={retry} />;
  return (
    <RemoteErrorBoundary key={attempt} remote={name} onRetry={retry}>
      <state.App />
    </RemoteErrorBoundary>
  );
}
