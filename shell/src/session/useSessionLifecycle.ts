import { useEffect, useEffectEvent } from 'react';
import { reaction } from 'mobx';
import { sessionStorageKey, useStores, useLocation, useNavigate } from '@storefront/shared';

/**
 * The session around every page: a login return (`?state=`) is checked and removed from the URL, a
 * stored token is checked again, other tabs' sign-outs and order drafts are followed, and balances are fetched when
 * a customer is logged in and the tenant has the wallet or points pages.
 */
export const useSessionLifecycle = (): void => {
  const { session, content, tenant, kept } = useStores();
  const location = useLocation();
  const navigate = useNavigate();

  // Only on the first page of the visit: a later navigation is no new start.
  const startSession = useEffectEvent(() => {
    const params = new URLSearchParams(location.search);
    const state = params.get('state');
    if (state === null) {
      void session.restore();
      return;
    }
    params.delete('state');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    // Refused, failed or waiting for the customer's choice: the store keeps the session as it was.
    void session.loginReturn.complete(state);
  });
  useEffect(() => startSession(), []);

  useEffect(() => {
    const sessionKey = sessionStorageKey(tenant.tenant.name);
    const onStorage = (event: StorageEvent) => {
      if (event.key === sessionKey) session.followOtherTab(event.newValue);
      void kept.find((store) => store.key === event.key)?.adopt(event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [session, kept, tenant]);

  useEffect(
    () =>
      reaction(
        () => ({ loggedIn: !session.isGuest, ready: content.state === 'ready' }),
        ({ loggedIn, ready }) => {
          if (loggedIn && ready)
            void session.balances.load({ wallet: content.hasPage('app-wallet'), points: content.hasPage('app-points') });
        },
        { fireImmediately: true, equals: (a, b) => a.loggedIn === b.loggedIn && a.ready === b.ready },
      ),
    [session, content],
  );
};
