import { matchRoute } from '../routing';
import type { RemoteAppModule } from '../remote-contract';
import type { RemoteName } from '../contracts';
import type { RootStore } from '../stores/root-store';

export interface LoadedFirstPaint {
  /** The remote owning the route (null: a page of the shell's own or an unknown route). */
  owner: RemoteName | null;
  module: RemoteAppModule | null;
  /** Whether the owner renders this screen on the server (its data is then loaded). */
  serverRendered: boolean;
}

/**
 * Loads what the first paint of `pathname` shows, the same way on the server (before rendering) and
 * in the browser (before hydrating): the tenant's content, the route owner's App module and, when
 * the owner renders the screen on the server, its own data.
 */
export const loadFirstPaint = async (
  root: RootStore,
  pathname: string,
  loadRemote: (name: RemoteName) => Promise<RemoteAppModule | null>,
): Promise<LoadedFirstPaint> => {
  const route = matchRoute(pathname)?.route;
  const owner = route && route.owner !== 'shell' ? route.owner : null;
  const [module] = await Promise.all([owner ? loadRemote(owner) : null, root.content.load()]);
  const rendering = module?.serverRendering;
  const serverRendered = Boolean(route && rendering?.screens.includes(route.screen));
  if (serverRendered) await Promise.all([rendering?.preload(root, pathname), route && module?.default.preloadScreen?.(route.screen)]);
  return { owner, module, serverRendered };
};
