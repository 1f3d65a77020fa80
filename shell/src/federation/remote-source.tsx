import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '@storefront/shared';
import { isRegistered, loadRemoteApp, resetRemote } from './remote-registry';

/**
 * Where the route outlet gets a remote's App: in the browser the federation runtime (and, for a
 * hydrated first paint, the App already loaded before hydrating); on the server the remote's server
 * build loaded for this request.
 */
export interface RemoteSource {
  isRegistered(name: RemoteName): boolean;
  loadRemoteApp: typeof loadRemoteApp;
  resetRemote(name: RemoteName): void;
  /** Apps loaded before the first render: shown at once, no loading state. */
  ready: ReadonlyMap<RemoteName, ComponentType>;
}

const browserSource: RemoteSource = { isRegistered, loadRemoteApp, resetRemote, ready: new Map() };

export const withReadyApp = (name: RemoteName, App: ComponentType): RemoteSource => ({ ...browserSource, ready: new Map([[name, App]]) });

export const RemoteSourceContext = createContext<RemoteSource>(browserSource);

export const useRemoteSource = (): RemoteSource => useContext(RemoteSourceContext);
