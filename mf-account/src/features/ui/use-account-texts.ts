import { ApiCallError, apiMessageIn, useNamespace, useStores } from '@storefront/shared';
import { useCallback } from 'react';
import { NAMESPACE, texts } from '../../texts';

/** The remote's `t` (namespace `account`, falling back to `common`). */
export const useAccountTexts = () => useNamespace(NAMESPACE, texts);

/** A failed call as a text to show: the api's message in the current language, or a localized fallback. */
export const useErrorText = () => {
  const { t } = useAccountTexts();
  const { locale } = useStores();
  return useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiCallError)) return fallback;
      if (error.message.startsWith('errors.')) return t(`common:${error.message}`);
      if (error.status === null || error.status >= 500) return fallback;
      return apiMessageIn(error.message, locale.locale) ?? fallback;
    },
    [t, locale],
  );
};
