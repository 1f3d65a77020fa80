import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  FIRST_PAINT_ELEMENT_ID,
  loadApiErrorTexts,
  loadFirstPaint,
  primedAnswers,
  type FirstPaint,
  type RootStore,
} from '@storefront/shared';
import { loadRemoteApp } from '../federation/remote-registry';
import { RemoteSourceContext, withReadyApp } from '../federation/remote-source';
import { nextTask } from '../evaluate-in-tasks';
import { readDataBlock } from '../read-data-block';
import { FirstPaintMark } from './first-paint-mark';

/**
 * The server rendered this page for a visitor with nothing kept in this browser (a guest without a
 * draft or cart): what it shows is what the stores build here from the same answers.
 */
const sameVisitorAsServer = (store: RootStore): boolean =>
  store.session.isGuest && store.kept.every(({ key }) => window.localStorage.getItem(key) === null);

/**
 * Takes over a server-rendered page (docs/decisions/first-paint-built-twice.md): the stores are built
 * from the answers the page carries (no call goes out again), the route owner's App is loaded, and
 * React hydrates the markup (the shell's own server-rendered pages: their chunk and data instead of an App). Returns false when the page is to be rendered in the browser instead
 * (no server markup, or a visitor whose kept state the server could not know).
 */
export const hydrateFirstPaint = async (
  container: HTMLElement,
  store: RootStore,
  app: (afterApp: ReactNode) => ReactNode,
): Promise<boolean> => {
  const firstPaint = readDataBlock<FirstPaint>(FIRST_PAINT_ELEMENT_ID);
  // The popup the server painted stays up also where the browser renders the page itself.
  if (firstPaint) store.ui.setFirstPaintPopupBanner(firstPaint.popup_banner_id);
  if (!firstPaint || !container.firstElementChild || !sameVisitorAsServer(store)) return false;
  store.api.primed = primedAnswers(firstPaint.answers);
  const { owner, module, serverRendered } = await loadFirstPaint(
    store,
    window.location.pathname,
    async (name) => {
      const result = await loadRemoteApp(name);
      return result.ok ? result.module : null;
    },
    // The shell's own server-rendered pages: how they load (a chunk of its own, only on those pages).
    async () => (await import('./shell-rendering')).shellRendering,
  );
  store.api.primed = null;
  if (!serverRendered || (owner && !module)) return false;
  // A page the server rendered with an api error on it is hydrated with the same words.
  if (container.querySelector('[role="alert"]')) await loadApiErrorTexts(store.i18n);
  // Loading the route owner's App evaluated it: hydration starts in a task of its own.
  await nextTask();
  const page = app(<FirstPaintMark how="hydrated" />);
  hydrateRoot(
    container,
    owner && module ? (
      <RemoteSourceContext.Provider value={withReadyApp(owner, module.default)}>{page}</RemoteSourceContext.Provider>
    ) : (
      page
    ),
    {
      onRecoverableError: (error) => console.error('The server-rendered page was rendered again in the browser', error),
    },
  );
  return true;
};
