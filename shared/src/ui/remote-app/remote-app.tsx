import { lazy, Suspense, type ComponentType } from 'react';
import type { Translations } from '../../i18n/common';
import { useNamespace } from '../../i18n/use-namespace';
import type { RouteDefinition, RouteOwner } from '../../routing/routes';
import { Loading } from '../LoadState';
import { RemoteRoutes } from '../RemoteRoutes';
import { ScreenFrame } from '../ScreenFrame';
import { RequireCustomer } from './RequireCustomer';

/** What every screen is given: its title in the current language (`screens.<id>` of the remote's texts). */
export interface ScreenProps {
  title: string;
}

/** One screen of a remote's table. */
export interface RemoteScreen {
  /** The screen: `lazyScreen(...)` for its own chunk, or the component itself for a first page. */
  screen: ComponentType<ScreenProps>;
  /** For a logged-in customer only: a guest logs in first and comes back to the same URL. */
  customer?: boolean;
}

export interface RemoteAppOptions {
  /** The remote: its routes are those of the shared route table it owns. */
  owner: Exclude<RouteOwner, 'shell'>;
  /** The remote's i18n namespace and texts; `screens.<id>` names each screen. */
  namespace: string;
  texts: Translations<{ screens: Record<string, string> }>;
  /** Screen id (of the route table) → screen. A route whose screen is not here shows its frame. */
  screens: Readonly<Record<string, RemoteScreen>>;
  /** The build label (`process.env.REMOTE_BUILD_ID`, compiled into the remote, not into shared). */
  build?: string;
}

/** A screen in its own chunk: `lazyScreen(() => import('./features/login/LoginPage'), 'LoginPage')`. */
export const lazyScreen = <K extends string>(load: () => Promise<Record<K, ComponentType<ScreenProps>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

/** The App of a remote: each route of its table in Arabic and under `/en`, its screen, guarded where the table says so. */
export const remoteApp = ({ owner, namespace, texts, screens, build }: RemoteAppOptions): ComponentType => {
  function Screen({ route }: { route: RouteDefinition }) {
    const { t } = useNamespace(namespace, texts);
    const title = t(`screens.${route.screen}`);
    const entry = screens[route.screen];
    if (!entry) return <ScreenFrame title={title} />;
    const { screen: Component, customer = false } = entry;
    return customer ? (
      <RequireCustomer>
        <Component title={title} />
      </RequireCustomer>
    ) : (
      <Component title={title} />
    );
  }

  return function RemoteApp() {
    return (
      <div data-remote={owner} data-build={build || undefined}>
        <Suspense fallback={<Loading />}>
          <RemoteRoutes owner={owner} element={(route) => <Screen route={route} />} />
        </Suspense>
      </div>
    );
  };
};
