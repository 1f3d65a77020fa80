import { cartTotals, checkLine, checkOptionSelection, fromMinor, linePrice, toMinor, type PricedItem } from './pricing';
import { vatRuleOf } from './vat';

/** Kabsa: size required (exactly one), extras optional (up to 3), sauce optional but 2 once chosen. */
const KABSA: PricedItem = {
  price: 45.5,
  max_per_purchase: 5,
  option_groups: [
    {
      id: 1,
      required: true,
      min: 1,
      max: 1,
      options: [
        { id: 11, price: 0 },
        { id: 12, price: 15 },
      ],
    },
    {
      id: 2,
      required: false,
      min: 0,
      max: 3,
      options: [
        { id: 21, price: 3.35 },
        { id: 22, price: 4.1 },
        { id: 23, price: 0.1 },
        { id: 24, price: 0.2 },
      ],
    },
    {
      id: 3,
      required: false,
      min: 2,
      max: 2,
      options: [
        { id: 31, price: 1 },
        { id: 32, price: 1 },
      ],
    },
  ],
};

describe('checkOptionSelection', () => {
  it('accepts the required size alone', () => {
    expect(checkOptionSelection(KABSA, [12])).toEqual([]);
  });

  it('asks for the required group', () => {
    expect(checkOptionSelection(KABSA, [21])).toEqual([{ code: 'option_required', group_id: 1 }]);
  });

  it('refuses more than max in a group', () => {
    expect(checkOptionSelection(KABSA, [11, 12])).toEqual([{ code: 'options_too_many', group_id: 1 }]);
    expect(checkOptionSelection(KABSA, [11, 21, 22, 23, 24])).toEqual([{ code: 'options_too_many', group_id: 2 }]);
    expect(checkOptionSelection(KABSA, [11, 21, 22, 23])).toEqual([]);
  });

  it('lets an optional group stay empty but holds it to its min once chosen from', () => {
    expect(checkOptionSelection(KABSA, [11, 31])).toEqual([{ code: 'options_too_few', group_id: 3 }]);
    expect(checkOptionSelection(KABSA, [11, 31, 32])).toEqual([]);
  });

  it('treats a required group with min 0 as needing one', () => {
    const item = { ...KABSA, option_groups: [{ id: 9, required: true, min: 0, max: 2, options: [{ id: 91, price: 0 }] }] };
    expect(checkOptionSelection(item, [])).toEqual([{ code: 'option_required', group_id: 9 }]);
  });

  it('names unknown and repeated options', () => {
    expect(checkOptionSelection(KABSA, [11, 99, 21, 21])).toEqual([
      { code: 'option_unknown', option_id: 99 },
      { code: 'option_duplicate', option_id: 21 },
    ]);
  });
});

describe('checkLine', () => {
  it.each([0, 6, 1.5, -1])('refuses quantity %s', (quantity) => {
    expect(checkLine(KABSA, quantity, [11])).toEqual([{ code: 'quantity_out_of_range' }]);
  });

  it('accepts 1 to max_per_purchase and adds the option problems', () => {
    expect(checkLine(KABSA, 1, [11])).toEqual([]);
    expect(checkLine(KABSA, 5, [11])).toEqual([]);
    expect(checkLine(KABSA, 9, [])).toEqual([{ code: 'quantity_out_of_range' }, { code: 'option_required', group_id: 1 }]);
  });
});

describe('linePrice', () => {
  it('adds the chosen options to the item price and multiplies by the quantity', () => {
    expect(linePrice(KABSA, 3, [12, 21, 22])).toEqual({ unit_price: 67.95, total: 203.85 });
  });

  it('has no float drift', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004.
    expect(linePrice({ price: 0, max_per_purchase: 9, option_groups: KABSA.option_groups }, 3, [23, 24])).toEqual({
      unit_price: 0.3,
      total: 0.9,
    });
  });
});

const ADDED_15 = { percent: 15, included: false };

describe('cartTotals', () => {
  it('adds VAT on top of the subtotal where prices exclude VAT', () => {
    expect(cartTotals([100, 15.5], { percent: 15, included: false }, null)).toEqual({
      subtotal: 115.5,
      delivery_fee: 0,
      vat_percent: 15,
      vat_included: false,
      vat: 17.33,
      total: 132.83,
      minimum_order: 0,
      minimum_order_met: true,
    });
  });

  it.each([
    ['SA', 15, true, 13.04, 100],
    ['EG', 14, false, 14, 114],
    ['AE', 5, true, 4.76, 100],
    ['QA', 0, false, 0, 100],
  ] as const)('applies the rule of %s (%s%%, included: %s) when the tenant says nothing', (country, percent, included, vat, total) => {
    expect(cartTotals([100], vatRuleOf(country, undefined), null)).toMatchObject({
      vat_percent: percent,
      vat_included: included,
      vat,
      total,
    });
  });

  it('includes VAT in an Egyptian tenant’s prices only when its setting says so', () => {
    expect(vatRuleOf('EG', '1')).toEqual({ percent: 14, included: true });
    expect(vatRuleOf('EG', '0')).toEqual({ percent: 14, included: false });
    // Saudi prices shown to consumers include VAT whatever the setting says.
    expect(vatRuleOf('SA', '0')).toEqual({ percent: 15, included: true });
  });

  it('charges VAT on the delivery fee too and checks the minimum order', () => {
    expect(cartTotals([40], ADDED_15, { fee: 10, minimum_order: 50 })).toEqual({
      subtotal: 40,
      delivery_fee: 10,
      vat_percent: 15,
      vat_included: false,
      vat: 7.5,
      total: 57.5,
      minimum_order: 50,
      minimum_order_met: false,
    });
    expect(cartTotals([30, 20], ADDED_15, { fee: 10, minimum_order: 50 }).minimum_order_met).toBe(true);
  });

  it('rounds half a halala up', () => {
    // 0.10 × 15% = 0.015.
    expect(cartTotals([0.1], ADDED_15, null).vat).toBe(0.02);
    expect(cartTotals([], ADDED_15, null).total).toBe(0);
  });
});

describe('minor units', () => {
  it('turns money into whole minor units and back', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(45.5)).toBe(4550);
    expect(fromMinor(20355)).toBe(203.55);
  });
});
