import type { Locale, Order, PaymentMethodCode } from '@storefront/shared/contracts';

/** A tender that paid (part of) an order: its points, its wallet or the payment method. */
export type Tender = 'points' | 'wallet' | PaymentMethodCode;

/**
 * What paid an order, in the order they pay: points, then the wallet, then the payment method for what they left.
 * The method is named only when something was left to it (an order the wallet paid wholly was paid by the wallet),
 * or when nothing else paid.
 */
export const paidBy = (order: Pick<Order, 'points_discount' | 'wallet_discount' | 'amount_due' | 'payment_method'>): Tender[] => {
  const tenders: Tender[] = [];
  if (order.points_discount > 0) tenders.push('points');
  if (order.wallet_discount > 0) tenders.push('wallet');
  if (order.amount_due > 0 || tenders.length === 0) tenders.push(order.payment_method);
  return tenders;
};

/** Parts said together as one list: "A, B and C" in English, "أ وب وج" in Arabic. */
export const andList = (parts: readonly string[], locale: Locale): string => {
  if (locale === 'ar') return parts.join(' و');
  return parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
};
