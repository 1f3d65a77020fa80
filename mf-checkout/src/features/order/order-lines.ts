import type { Order } from '@storefront/shared/contracts';

/** One amount line of an order: its text key (`checkout` namespace), the key's values, the amount and whether it is taken off. */
export interface OrderAmountLine {
  key: string;
  label: string;
  values?: Record<string, number | string>;
  amount: number;
  minus: boolean;
}

/**
 * The amount lines that apply to an order, in reading order: the subtotal, VAT and total always (the VAT after the
 * total, "incl. VAT", when the prices include it); a discount,
 * points, wallet, additional charges, insurance and a refund only when there is one; the delivery fee only on a
 * delivery (a free delivery says so; pickup, curbside and dine-in never show one). After points or wallet, what
 * they left to the payment method: "Paid" once paid, "Amount due" while not (none when they paid it all).
 * Discounts and tenders are marked `minus`. `points` writes a number of points (the shared points format of the page's language).
 */
export const orderAmountLines = (order: Order, points: (count: number) => string): OrderAmountLine[] => {
  const lines: OrderAmountLine[] = [{ key: 'subtotal', label: 'checkout.totals.subtotal', amount: order.subtotal, minus: false }];
  const add = (when: boolean, line: OrderAmountLine) => {
    if (when) lines.push(line);
  };
  add(order.discount > 0, { key: 'discount', label: 'checkout.totals.discount', amount: order.discount, minus: true });
  add(order.type === 'delivery' || order.delivery_fee > 0, {
    key: 'fee',
    label: 'checkout.totals.deliveryFee',
    amount: order.delivery_fee,
    minus: false,
  });
  add(order.additional_charges > 0, {
    key: 'charges',
    label: 'checkout.totals.additionalCharges',
    amount: order.additional_charges,
    minus: false,
  });
  add(order.insurance > 0, { key: 'insurance', label: 'checkout.totals.insurance', amount: order.insurance, minus: false });
  const vat = { key: 'vat', values: { percent: order.vat_percent }, amount: order.vat, minus: false };
  // Prices that include VAT add up to the total, and the VAT inside it follows it.
  if (order.vat_included) lines.push({ key: 'total', label: 'checkout.totals.total', amount: order.total, minus: false });
  lines.push({ ...vat, label: order.vat_included ? 'checkout.totals.vatIncluded' : 'checkout.totals.vat' });
  if (!order.vat_included) lines.push({ key: 'total', label: 'checkout.totals.total', amount: order.total, minus: false });
  add(order.points_discount > 0, {
    key: 'points',
    label: 'checkout.totals.pointsDiscount',
    values: { count: order.points_used, points: points(order.points_used) },
    amount: order.points_discount,
    minus: true,
  });
  add(order.wallet_discount > 0, { key: 'wallet', label: 'checkout.totals.walletDiscount', amount: order.wallet_discount, minus: true });
  // What the points and wallet left to the payment method: paid, or still due (cash at the door, an online payment to make).
  add((order.points_discount > 0 || order.wallet_discount > 0) && order.amount_due > 0, {
    key: 'due',
    label: order.payment_status === 'not_paid' ? 'order.amounts.due' : 'order.amounts.paid',
    amount: order.amount_due,
    minus: false,
  });
  add(order.refunded_amount > 0, { key: 'refunded', label: 'order.refunded', amount: order.refunded_amount, minus: false });
  return lines;
};
