import { matchRoute, type RootStore, type ServerRendering } from '@storefront/shared';
import { emenuSourceOf } from './features/emenu/emenu-source';
import { emenuStoreOf } from './features/emenu/emenu-store';

const EMENU_SCREENS = ['emenuBranch', 'emenu'];

/**
 * The first paint of an e-menu (docs/decisions/server-rendering.md): the page a guest opens from
 * the table's QR, often on a slow connection, comes with its dishes in the HTML.
 */
const preload = async (root: RootStore, pathname: string): Promise<void> => {
  const match = matchRoute(pathname);
  if (!match || !EMENU_SCREENS.includes(match.route.screen)) return;
  const source = emenuSourceOf(match.params);
  if (source) await emenuStoreOf(root).load(source);
};

/** The screens of this remote the shell's server renders. */
export const serverRendering: ServerRendering = { screens: EMENU_SCREENS, preload };
