import { useCallback } from 'react';
import { useCheckoutTexts } from '../../texts';

/** A form error as shown: `checkout.*` keys translated here, `validation.*` keys by FieldError, api texts as they are. */
export const useFieldError = () => {
  const { t } = useCheckoutTexts();
  return useCallback((message: string | undefined) => (message?.startsWith('checkout.') ? t(message) : message), [t]);
};
