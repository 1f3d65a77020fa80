import { useCallback } from 'react';
import { useStores } from '../stores/context';
import { formatMoney, type MoneyOptions } from '../contracts/money-format';

/** `formatMoney` in the language of the page: `money(12.5, 'SAR')` is `SAR 12.50` in English, `12.50 ر.س` in Arabic. */
export const useMoney = (): ((amount: number | string, currency: string, options?: MoneyOptions) => string) => {
  const locale = useStores().locale.locale;
  return useCallback((amount, currency, options) => formatMoney(amount, currency, locale, options), [locale]);
};
