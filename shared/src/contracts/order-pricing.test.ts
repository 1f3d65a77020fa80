import { couponDiscount, orderTotals, type OrderPricingInput } from './order-pricing';

/** VAT added on top, at a percent (Egypt's menus, or any tenant whose prices exclude VAT). */
const added = (percent: number) => ({ percent, included: false });
/** Prices that include VAT (Saudi Arabia). */
const included = (percent: number) => ({ percent, included: true });

const base: OrderPricingInput = {
  subtotal: 100,
  delivery_fee: 10,
  additional_charges: 0,
  insurance: 0,
  coupon: null,
  use_points: false,
  points: null,
  use_wallet: false,
  wallet: null,
};

describe('couponDiscount', () => {
  it('takes a percent of the subtotal, capped by max_discount', () => {
    expect(couponDiscount(64, { kind: 'percent', value: 10, max_discount: 20 })).toBe(6.4);
    expect(couponDiscount(500, { kind: 'percent', value: 10, max_discount: 20 })).toBe(20);
    expect(couponDiscount(33.35, { kind: 'percent', value: 15, max_discount: null })).toBe(5);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(couponDiscount(60, { kind: 'fixed', value: 15, max_discount: null })).toBe(15);
    expect(couponDiscount(10, { kind: 'fixed', value: 15, max_discount: null })).toBe(10);
    expect(couponDiscount(10, null)).toBe(0);
  });
});

describe('orderTotals', () => {
  it('adds VAT on subtotal minus discount plus fee and charges, at the rate given', () => {
    const coupon = { kind: 'percent' as const, value: 10, max_discount: null };
    const sa = orderTotals({ ...base, coupon, additional_charges: 5 }, added(15));
    expect(sa).toMatchObject({ subtotal: 100, discount: 10, delivery_fee: 10, vat_percent: 15, vat: 15.75, total: 120.75 });
    expect(orderTotals({ ...base, coupon }, added(14))).toMatchObject({ vat_percent: 14, vat: 14, total: 114, amount_due: 114 });
    expect(orderTotals({ ...base, coupon }, added(5))).toMatchObject({ vat: 5, total: 105 });
    expect(orderTotals({ ...base, coupon }, added(0))).toMatchObject({ vat: 0, total: 100 });
  });

  it('rounds VAT half up in minor units without float drift', () => {
    // 0.1 + 0.2 style amounts: 33.35 + 0.1 fee = 33.45 × 15% = 5.0175 → 5.02
    expect(orderTotals({ ...base, subtotal: 33.35, delivery_fee: 0.1 }, added(15))).toMatchObject({ vat: 5.02, total: 38.47 });
  });

  it('uses points only above the minimum balance, in whole points, up to the total', () => {
    const points = { balance: 600, min_balance: 500, point_value: 0.1 };
    const used = orderTotals({ ...base, use_points: true, points }, added(15));
    expect(used).toMatchObject({ total: 126.5, points_used: 600, points_discount: 60, amount_due: 66.5, points_refusal: null });
    const capped = orderTotals(
      { ...base, subtotal: 10, delivery_fee: 0, use_points: true, points: { ...points, balance: 5000 } },
      added(15),
    );
    expect(capped).toMatchObject({ total: 11.5, points_used: 115, points_discount: 11.5, amount_due: 0 });
    const below = orderTotals({ ...base, use_points: true, points: { ...points, balance: 500 } }, added(15));
    expect(below).toMatchObject({ points_used: 0, points_discount: 0, points_refusal: 'below_min_balance', amount_due: 126.5 });
    expect(orderTotals({ ...base, use_points: true, points: null }, added(15)).points_refusal).toBe('not_logged_in');
    expect(orderTotals({ ...base, use_points: false, points }, added(15)).points_refusal).toBeNull();
  });

  it('uses the wallet above its minimum order, with a compatible method, after points', () => {
    const wallet = { balance: 125.5, min_order_amount: 50, method_compatible: true };
    const points = { balance: 600, min_balance: 500, point_value: 0.1 };
    const both = orderTotals({ ...base, use_points: true, points, use_wallet: true, wallet }, added(15));
    expect(both).toMatchObject({ total: 126.5, points_discount: 60, wallet_discount: 66.5, amount_due: 0 });
    const partial = orderTotals({ ...base, use_wallet: true, wallet: { ...wallet, balance: 20 } }, added(15));
    expect(partial).toMatchObject({ wallet_discount: 20, amount_due: 106.5, wallet_refusal: null });
    const small = orderTotals({ ...base, subtotal: 30, delivery_fee: 0, use_wallet: true, wallet }, added(15));
    expect(small).toMatchObject({ total: 34.5, wallet_discount: 0, wallet_refusal: 'below_min_order' });
    const cash = orderTotals({ ...base, use_wallet: true, wallet: { ...wallet, method_compatible: false } }, added(15));
    expect(cash).toMatchObject({ wallet_discount: 0, wallet_refusal: 'method_incompatible' });
    expect(orderTotals({ ...base, use_wallet: true, wallet: { ...wallet, balance: 0 } }, added(15)).wallet_refusal).toBe('empty');
  });

  it('where prices include VAT, the total is the sum of the prices shown and the VAT is the part of it, exact to the halala', () => {
    // Chicken Kabsa at SAR 36.80 with VAT: SAR 4.80 of it is VAT.
    expect(orderTotals({ ...base, subtotal: 36.8, delivery_fee: 0 }, included(15))).toMatchObject({
      subtotal: 36.8,
      vat_included: true,
      vat: 4.8,
      total: 36.8,
      amount_due: 36.8,
    });
    // 10.00 × 15/115 = 1.3043… → 1.30.
    expect(orderTotals({ ...base, subtotal: 10, delivery_fee: 0 }, included(15))).toMatchObject({ vat: 1.3, total: 10 });
  });

  it('where prices include VAT, a coupon, points and the wallet come off the price shown', () => {
    const coupon = { kind: 'percent' as const, value: 20, max_discount: null };
    const points = { balance: 600, min_balance: 500, point_value: 0.1 };
    const wallet = { balance: 10, min_order_amount: 0, method_compatible: true };
    const totals = orderTotals(
      { ...base, subtotal: 73.6, delivery_fee: 11.5, coupon, use_points: true, points, use_wallet: true, wallet },
      included(15),
    );
    // 73.60 − 14.72 + 11.50 = 70.38, of which VAT 9.18; 600 points (60.00) and the wallet's 10.00 pay part of it.
    expect(totals).toMatchObject({ discount: 14.72, total: 70.38, vat: 9.18, points_discount: 60, wallet_discount: 10, amount_due: 0.38 });
  });
});
