import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { decidePage, LANG_COOKIE, matchRoute, readCookie, useStores, Navigate, useLocation } from '@storefront/shared';
import { useRemoteSource } from '../federation/remote-source';
import { NotFound } from '../pages/NotFound';
import { ShellRoutes } from '../pages/ShellRoutes';
import { RemoteOutlet } from './RemoteOutlet';

function ExternalRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/**
 * Hands the location to its owner (the shared route table): a remote the tenant has enabled, the
 * shell's own pages, or the not-found page, after the same redirects the server applies.
 */
export const RouteOutlet = observer(function RouteOutlet() {
  const { tenant } = useStores();
  const remotes = useRemoteSource();
  const { pathname, search } = useLocation();
  // On the server the cookie's redirect was already applied before rendering.
  const langCookie = typeof document === 'undefined' ? undefined : readCookie(LANG_COOKIE);
  const decision = decidePage({ pathname, search, tenant: tenant.tenant, settings: tenant.settings, langCookie });
  if (decision.kind === 'redirect') {
    return decision.location.startsWith('/') ? <Navigate to={decision.location} replace /> : <ExternalRedirect to={decision.location} />;
  }
  const match = matchRoute(pathname);
  if (decision.status === 404 || !match) return <NotFound />;
  const { owner } = match.route;
  if (owner === 'shell') return <ShellRoutes />;
  if (!remotes.isRegistered(owner)) return <NotFound />;
  return <RemoteOutlet key={owner} name={owner} />;
});
