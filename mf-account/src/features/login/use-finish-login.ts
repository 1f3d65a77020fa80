import { useCallback } from 'react';
import { useStores, returnPathOf, useLocation, useNavigate } from '@storefront/shared';
import type { LoginAnswer } from './login-calls';

/** After a login or signup: the session holds the customer, and the page that sent them (or /account) opens. */
export const useFinishLogin = () => {
  const { session, locale } = useStores();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (answer: LoginAnswer) => {
      session.signIn(answer.token, answer.customer);
      void navigate(returnPathOf(search, locale.locale), { replace: true });
    },
    [session, locale, navigate, search],
  );
};
