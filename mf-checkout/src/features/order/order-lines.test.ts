import { formatPoints } from '@storefront/shared/points';
import { order } from '../../testing/fixtures';
import { orderAmountLines } from './order-lines';

const points = (count: number) => formatPoints(count, 'en');
const keys = (changes: Partial<typeof order>) => orderAmountLines({ ...order, ...changes }, points).map((line) => line.key);
const zeros = {
  discount: 0,
  points_used: 0,
  points_discount: 0,
  wallet_discount: 0,
  additional_charges: 0,
  insurance: 0,
  refunded_amount: 0,
};

describe('orderAmountLines', () => {
  it('lists no zero lines: a pickup or dine-in order has subtotal, VAT and total only', () => {
    expect(keys({ ...zeros, type: 'pickup', delivery_fee: 0 })).toEqual(['subtotal', 'vat', 'total']);
    expect(keys({ ...zeros, type: 'dine_in', delivery_fee: 0 })).toEqual(['subtotal', 'vat', 'total']);
  });

  it('shows the delivery fee of a delivery, a free one too', () => {
    expect(keys({ ...zeros, type: 'delivery', delivery_fee: 10 })).toEqual(['subtotal', 'fee', 'vat', 'total']);
    expect(keys({ ...zeros, type: 'delivery', delivery_fee: 0 })).toEqual(['subtotal', 'fee', 'vat', 'total']);
  });

  it('where prices include VAT, shows the VAT inside the total after it, not added to it', () => {
    const lines = orderAmountLines({ ...order, ...zeros, type: 'pickup', delivery_fee: 0, vat_included: true }, points);
    expect(lines.map((line) => [line.key, line.label])).toEqual([
      ['subtotal', 'checkout.totals.subtotal'],
      ['total', 'checkout.totals.total'],
      ['vat', 'checkout.totals.vatIncluded'],
    ]);
  });

  it('marks the discount, points and wallet as taken off and adds what is due and refunded', () => {
    const lines = orderAmountLines(
      {
        ...order,
        ...zeros,
        type: 'pickup',
        delivery_fee: 0,
        discount: 6.4,
        additional_charges: 2,
        insurance: 1,
        points_used: 50,
        points_discount: 5,
        wallet_discount: 3,
        amount_due: 60,
        refunded_amount: 4,
      },
      points,
    );
    expect(lines.map((line) => [line.key, line.minus])).toEqual([
      ['subtotal', false],
      ['discount', true],
      ['charges', false],
      ['insurance', false],
      ['vat', false],
      ['total', false],
      ['points', true],
      ['wallet', true],
      ['due', false],
      ['refunded', false],
    ]);
    expect(lines.find((line) => line.key === 'points')?.values).toEqual({ count: 50, points: '50' });
  });

  it('says what the points and wallet left to the method: Amount due while unpaid, Paid once paid, nothing when they paid it all', () => {
    const due = (changes: Partial<typeof order>) =>
      orderAmountLines({ ...order, ...zeros, points_used: 50, points_discount: 5, ...changes }, points).find((line) => line.key === 'due');
    expect(due({ amount_due: 60, payment_status: 'not_paid' })?.label).toBe('order.amounts.due');
    expect(due({ amount_due: 60, payment_status: 'paid' })?.label).toBe('order.amounts.paid');
    expect(due({ amount_due: 60, payment_status: 'refunded' })?.label).toBe('order.amounts.paid');
    expect(due({ amount_due: 0, payment_status: 'paid' })).toBeUndefined();
  });
});
