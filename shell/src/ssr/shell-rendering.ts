import { matchRoute, type RootStore, type ServerRendering } from '@storefront/shared';
import { loadSanitizer } from '../pages/sanitizer';
import { BranchesPage, ContactPage, ContentPage } from '../pages/shell-screens';
import { SHELL_SERVER_SCREENS, type ShellServerScreen } from './shell-server-screens';

/** What each of the shell's server-rendered pages needs before its first render (its chunk, its data). */
const PRELOADS: Readonly<Record<ShellServerScreen, (root: RootStore) => Promise<unknown>>> = {
  branches: (root) => Promise.all([BranchesPage.preload(), root.branches.load()]),
  // The form's settings are the bootstrap's (country); the human check's question is asked after hydration.
  contactUs: () => ContactPage.preload(),
  // The tenant's pages come with the content every first paint loads.
  page: () => Promise.all([ContentPage.preload(), loadSanitizer()]),
};

/** The shell's pages a customer lands on from a link, rendered on the server like a remote's screens. */
export const shellRendering: ServerRendering = {
  screens: SHELL_SERVER_SCREENS,
  preload: async (root, pathname) => {
    const screen = matchRoute(pathname)?.route.screen;
    if (screen && screen in PRELOADS) await PRELOADS[screen as ShellServerScreen](root);
  },
};
