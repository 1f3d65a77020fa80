import { useLocation } from 'react-router-dom';
import { matchRoute, RemoteRoutes, ScreenFrame, useNamespace } from '@storefront/shared';
import { isRegistered } from '../federation/remote-registry';
import { NotFound } from '../pages/NotFound';
import { NAMESPACE, texts } from '../texts';
import { RemoteOutlet } from './RemoteOutlet';

/**
 * Hands the location to its owner (the shared route table): a remote the tenant has enabled, the
 * shell's own pages, or the not-found page. A disabled remote is never loaded.
 */
export function RouteOutlet() {
  const { pathname } = useLocation();
  const { t } = useNamespace(NAMESPACE, texts);
  const match = matchRoute(pathname);
  if (!match) return <NotFound />;
  const { owner } = match.route;
  if (owner === 'shell') return <RemoteRoutes owner="shell" element={(route) => <ScreenFrame title={t(`screens.${route.screen}`)} />} />;
  if (!isRegistered(owner)) return <NotFound />;
  return <RemoteOutlet key={owner} name={owner} />;
}
