import {
  CART_TOO_MANY_LINES_MESSAGE,
  CART_TOO_MANY_UNITS_MESSAGE,
  MAX_CART_LINES,
  MAX_CART_UNITS,
  cartLimitCode,
  maxPerPurchaseProblems,
  unitsByItem,
} from './cart-limits';

const line = (item_id: number, quantity: number) => ({ item_id, quantity });
const maxOf = (itemId: number) => ({ 115: 3, 131: 10 })[itemId];

describe('maxPerPurchaseProblems', () => {
  it('counts an item over all its lines (3 lines of 3 of an item with a maximum of 3)', () => {
    const problems = maxPerPurchaseProblems([line(115, 3), line(131, 2), line(115, 3), line(115, 3)], maxOf);
    expect([...problems.entries()]).toEqual([
      [0, [{ code: 'item_max_per_purchase' }]],
      [2, [{ code: 'item_max_per_purchase' }]],
      [3, [{ code: 'item_max_per_purchase' }]],
    ]);
  });

  it('accepts lines of an item that add up to its maximum', () => {
    expect(maxPerPurchaseProblems([line(115, 1), line(115, 2), line(131, 10)], maxOf).size).toBe(0);
  });

  it('leaves a line over the maximum on its own, and unknown items, to the other checks', () => {
    expect(maxPerPurchaseProblems([line(115, 4), line(999, 50)], maxOf).size).toBe(0);
    expect([...maxPerPurchaseProblems([line(115, 4), line(115, 1)], maxOf).keys()]).toEqual([1]);
  });

  it('adds up units by item', () => {
    expect(unitsByItem([line(1, 2), line(2, 1), line(1, 5)])).toEqual(
      new Map([
        [1, 7],
        [2, 1],
      ]),
    );
  });
});

describe('cartLimitCode', () => {
  it(`refuses more than ${MAX_CART_LINES} lines and more than ${MAX_CART_UNITS} units`, () => {
    expect(cartLimitCode(Array.from({ length: MAX_CART_LINES }, (_, i) => line(i + 1, 2)))).toBeNull();
    expect(cartLimitCode(Array.from({ length: MAX_CART_LINES + 1 }, (_, i) => line(i + 1, 1)))).toBe('cart_too_many_lines');
    expect(cartLimitCode([line(1, MAX_CART_UNITS)])).toBeNull();
    expect(cartLimitCode([line(1, MAX_CART_UNITS - 1), line(2, 2)])).toBe('cart_too_many_units');
  });

  it('states the numbers in its messages', () => {
    expect(CART_TOO_MANY_LINES_MESSAGE).toContain(String(MAX_CART_LINES));
    expect(CART_TOO_MANY_UNITS_MESSAGE).toContain(String(MAX_CART_UNITS));
  });
});
