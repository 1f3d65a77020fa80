import { useApiText, useNamespace } from '@storefront/shared';
import { NAMESPACE, texts } from '../../texts';

/** The remote's `t` (namespace `account`, falling back to `common`). */
export const useAccountTexts = () => useNamespace(NAMESPACE, texts);

/** A failed call as a text to show: the api's message in the current language, or a localized fallback. */
export const useErrorText = () => useApiText().errorText;
