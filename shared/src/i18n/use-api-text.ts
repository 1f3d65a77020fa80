import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../http/api-client';
import { useStores } from '../stores/context';
import { apiMessageIn } from './api-messages';

/**
 * The api's words in the customer's language: `apiMessage` for a message the api sent (English, or a
 * `common` key), `errorText` for a failed call (a localized fallback when there is no message to show).
 */
export const useApiText = () => {
  const { t } = useTranslation('common');
  const { locale } = useStores();
  const apiMessage = useCallback(
    (message: string): string => {
      if (message.startsWith('errors.') || message.startsWith('validation.')) return t(message);
      return apiMessageIn(message, locale.locale) ?? message;
    },
    [locale, t],
  );
  const errorText = useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiCallError)) return fallback;
      if (error.message.startsWith('errors.')) return t(error.message);
      if (error.status === null || error.status >= 500) return fallback;
      return apiMessageIn(error.message, locale.locale) ?? fallback;
    },
    [locale, t],
  );
  return { apiMessage, errorText };
};
