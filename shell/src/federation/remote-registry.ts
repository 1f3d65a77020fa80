import { getInstance } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { containerName, reportError, type RemoteAppModule, type RemoteLocation, type RemoteName } from '@storefront/shared';
import { isFailedRemoteModule, remoteFailurePlugin } from './failure-plugin';

const instance = () => {
  const federation = getInstance();
  if (!federation) throw new Error('The federation runtime was not created by the build plugin.');
  return federation;
};

const locations = new Map<RemoteName, RemoteLocation>();

const toFederationRemote = ({ name, entry }: RemoteLocation) => ({ name: containerName(name), entry });

/**
 * Registers the tenant's enabled remotes on the instance the build plugin created, with the retry
 * plugin (a couple of quick retries for a flaky network) and the failure hook.
 */
export const registerTenantRemotes = (remotes: RemoteLocation[]): void => {
  const federation = instance();
  federation.registerPlugins([
    RetryPlugin({ fetch: { retryTimes: 2, retryDelay: 300 }, script: { retryTimes: 2, retryDelay: 300 } }),
    remoteFailurePlugin((id, error) => reportError(error, { kind: 'remote-load', remote: id })),
  ]);
  for (const remote of remotes) locations.set(remote.name, remote);
  federation.registerRemotes(remotes.map(toFederationRemote));
};

export const isRegistered = (name: RemoteName): boolean => locations.has(name);

export type RemoteLoadResult = { ok: true; module: RemoteAppModule } | { ok: false; error: unknown };

/** Loads a module a remote exposes (`./App` by default); a failure (after retries) comes back as a result, never a throw. */
export const loadRemoteApp = async (name: RemoteName, exposed = 'App'): Promise<RemoteLoadResult> => {
  try {
    const loaded = await instance().loadRemote<RemoteAppModule>(`${containerName(name)}/${exposed}`);
    if (!loaded || isFailedRemoteModule(loaded)) return { ok: false, error: loaded?.error };
    return { ok: true, module: loaded };
  } catch (error) {
    return { ok: false, error };
  }
};

/** Forgets what was loaded of a remote so the next load fetches it again (the retry button). */
export const resetRemote = (name: RemoteName): void => {
  const location = locations.get(name);
  if (location) instance().registerRemotes([toFederationRemote(location)], { force: true });
};
