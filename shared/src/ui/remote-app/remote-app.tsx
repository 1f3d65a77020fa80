import { lazy, type ComponentType } from 'react';
import type { Translations } from '../../i18n/common';
import type { RemoteAppComponent } from '../../remote-contract';
import { useNamespace } from '../../i18n/use-namespace';
import type { RouteDefinition, RouteOwner } from '../../routing/routes';
import { RetryingSuspense } from '../LoadingFallback';
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

type ScreenModule = { default: ComponentType<ScreenProps> };

/** A screen whose chunk can be loaded before it is first rendered. */
type PreloadableScreen = ComponentType<ScreenProps> & { preload?: () => Promise<unknown> };

/**
 * A screen in its own chunk: `lazyScreen(() => import('./features/login/LoginPage'), 'LoginPage')`.
 * `preload()` loads it ahead; rendered after that, it does not suspend: React.lazy takes a thenable
 * that answers at once, so hydrating a server-rendered screen hydrates it in the same pass (with a
 * promise, even a settled one, its boundary would stay server markup for one more turn, and a tap
 * there would follow the link as a plain page load).
 */
export const lazyScreen = <K extends string>(load: () => Promise<Record<K, ComponentType<ScreenProps>>>, name: K) => {
  let loaded: ScreenModule | null = null;
  let loading: Promise<ScreenModule> | null = null;
  const preload = () => (loading ??= load().then((module) => (loaded = { default: module[name] })));
  const answeredAtOnce = (module: ScreenModule) => ({ then: (resolve: (value: ScreenModule) => void) => resolve(module) });
  const screen = lazy(() => (loaded ? (answeredAtOnce(loaded) as unknown as Promise<ScreenModule>) : preload()));
  return Object.assign(screen, { preload });
};

/** The App of a remote: each route of its table in Arabic and under `/en`, its screen, guarded where the table says so. */
export const remoteApp = ({ owner, namespace, texts, screens, build }: RemoteAppOptions): RemoteAppComponent => {
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

  function RemoteApp() {
    return (
      <div data-remote={owner} data-build={build || undefined}>
        <RetryingSuspense what={`${owner} screen`}>
          <RemoteRoutes owner={owner} element={(route) => <Screen route={route} />} />
        </RetryingSuspense>
      </div>
    );
  }
  const preloadScreen = async (screen: string) => (screens[screen]?.screen as PreloadableScreen | undefined)?.preload?.();
  return Object.assign(RemoteApp, { preloadScreen });
};
