import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../contracts';
import { ApiCallError } from '../http/api-client';
import { apiErrorKey } from './api-error-keys';
import { hasApiErrorTexts, useApiErrorTexts } from './api-error-texts';

/** Codes whose own text says less than the screen's fallback ("the address could not be saved"). */
const SCREEN_SAYS_MORE: ReadonlySet<ApiErrorCode> = new Set([
  'invalid_input',
  'bad_request',
  'not_found',
  'internal_error',
  'service_unavailable',
]);

/**
 * Codes of a server's failure (5xx) whose own text tells the customer what to do: try again in a few
 * seconds, or ask for the login code again (the SMS provider did not take it, 502), or pay again (the payment provider did not answer, 502).
 */
const SAYS_WHAT_TO_DO: ReadonlySet<ApiErrorCode> = new Set(['limits_unavailable', 'otp_not_sent', 'payment_provider_unavailable']);

/** Keys of the `common` namespace a text may be stored as until shown. */
const COMMON_KEY = /^(errors|validation|apiErrors)\./;

/** The text shown for a message that is no key of the catalogue (an api's sentence, an unknown code). */
const GENERIC_MESSAGE_KEY = 'errors.unexpected';

/** Tells the developer which message had no text (never in production: a customer sees the generic text). */
const reportUnknownMessage = (message: string): void => {
  if (process.env.NODE_ENV !== 'production')
    console.warn(`No text in the catalogue for the message "${message}": the generic message is shown.`);
};

/**
 * The api's words in the customer's language, by code: `apiMessage` for a text kept as a `common` key
 * (`apiErrors.*`, `errors.*`, `validation.*`) that the catalogue knows; anything else (an English
 * sentence, an unknown code) shows the generic message of the page's language. `codeText` for a code,
 * `errorText` for a failed call (a localized fallback when the code says nothing to the customer).
 */
export const useApiText = () => {
  const { t, i18n } = useTranslation('common');
  useApiErrorTexts();
  const apiMessage = useCallback(
    (message: string): string => {
      if (COMMON_KEY.test(message) && i18n.exists(message, { ns: 'common' })) return t(message);
      // An api error's text arrives a moment after the page (useApiErrorTexts renders again then).
      if (!message.startsWith('apiErrors.') || hasApiErrorTexts(i18n)) reportUnknownMessage(message);
      return t(GENERIC_MESSAGE_KEY);
    },
    [t, i18n],
  );
  const codeText = useCallback((code: ApiErrorCode): string => t(apiErrorKey(code)), [t]);
  const errorText = useCallback(
    (error: unknown, fallback: string): string => {
      if (!(error instanceof ApiCallError)) return fallback;
      if (error.message.startsWith('errors.')) return t(error.message);
      if (error.status === null || error.code === null || SCREEN_SAYS_MORE.has(error.code)) return fallback;
      if (error.status >= 500 && !SAYS_WHAT_TO_DO.has(error.code)) return fallback;
      return t(apiErrorKey(error.code));
    },
    [t],
  );
  return { apiMessage, codeText, errorText };
};
