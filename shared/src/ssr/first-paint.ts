import { matchRoute } from '../routing';
import type { RemoteAppModule, ServerRendering } from '../remote-contract';
import type { RemoteName } from '../contracts';
import type { RootStore } from '../stores/root-store';

export interface LoadedFirstPaint {
  /** The remote owning the route (null: a page of the shell's own or an unknown route). */
  owner: RemoteName | null;
  module: RemoteAppModule | null;
  /** Whether the owner (a remote, or the shell for its own pages) renders this screen on the server (its data is then loaded). */
  serverRendered: boolean;
}

/**
 * Loads what the first paint of `pathname` shows, the same way on the server (before rendering) and
 * in the browser (before hydrating): the tenant's content, the route owner's App module and, when
 * the owner renders the screen on the server, its own data. `shell` loads how the shell renders
 * its own pages, asked on the shell's routes only (absent: they are rendered in the browser).
 */
export const loadFirstPaint = async (
  root: RootStore,
  pathname: string,
  loadRemote: (name: RemoteName) => Promise<RemoteAppModule | null>,
  shell?: () => Promise<ServerRendering>,
): Promise<LoadedFirstPaint> => {
  const route = matchRoute(pathname)?.route;
  const owner = route && route.owner !== 'shell' ? route.owner : null;
  const [module, shellRendering] = await Promise.all([
    owner ? loadRemote(owner) : null,
    route?.owner === 'shell' ? shell?.() : undefined,
    root.content.load(),
  ]);
  const rendering = shellRendering ?? module?.serverRendering;
  const serverRendered = Boolean(route && rendering?.screens.includes(route.screen));
  if (serverRendered) await Promise.all([rendering?.preload(root, pathname), route && module?.default.preloadScreen?.(route.screen)]);
  return { owner, module, serverRendered };
};
