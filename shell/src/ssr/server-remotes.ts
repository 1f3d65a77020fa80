import { getInstance } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteAppModule } from '@storefront/shared';
import type { ServerRemote } from './render-contract';

/** What is registered of each remote: its entry and build, so a new build is loaded on the next request. */
const registered = new Map<string, string>();

/**
 * A remote's App module from its server build, through the federation Node runtime (it fetches the
 * entry and chunks from the remote's URL). A rebuilt remote (another version) is registered again,
 * which drops what the runtime kept of the old build.
 */
export const loadServerRemote = async ({ name, entry, version }: ServerRemote): Promise<RemoteAppModule> => {
  const federation = getInstance();
  if (!federation) throw new Error('the federation runtime of the server renderer was not created');
  const container = containerName(name);
  const build = `${entry}#${version}`;
  if (registered.get(container) !== build) {
    federation.registerRemotes([{ name: container, entry }], { force: registered.has(container) });
    registered.set(container, build);
  }
  const loaded = await federation.loadRemote<RemoteAppModule>(`${container}/App`);
  if (!loaded || typeof loaded.default !== 'function') throw new Error(`${entry} exposes no App`);
  return loaded;
};
