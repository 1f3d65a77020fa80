import { useCallback } from 'react';
import { useStores, returnPathOf, useLocation, useNavigate } from '@storefront/shared';

/** After a login or signup (the session holds the customer now): the page that sent them, or /account, opens. */
export const useFinishLogin = () => {
  const { locale } = useStores();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(() => void navigate(returnPathOf(search, locale.locale), { replace: true }), [locale, navigate, search]);
};
