/** Currency labels as the storefront shows them: `SAR` instead of `SR`. */
const CURRENCY_LABEL: Record<string, string> = { SR: 'SAR' };

/** An amount with 2 decimals and its currency (`12.50 SAR`), the same in both languages. */
export const formatMoney = (amount: number | string, currency: string): string => {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  const fixed = Number.isFinite(value) ? value.toFixed(2) : '0.00';
  return `${fixed} ${CURRENCY_LABEL[currency] ?? currency}`;
};

/** 2 decimals, for amounts shown without a currency (balances, points). */
export const formatAmount = (amount: number | string): string => {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? value.toFixed(2) : '0.00';
};
