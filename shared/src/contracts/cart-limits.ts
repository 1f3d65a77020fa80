import type { ApiErrorCode } from './api-error-codes';
import type { LineProblem } from './pricing';

/** Characters of a line's notes at most. */
export const MAX_LINE_NOTES = 500;
/** 404 of a line whose item the branch's menu does not have. */
export const ITEM_NOT_FOUND_MESSAGE = 'Item not found';

/**
 * Limits of one cart (docs/api.md, "Cart"), checked by the api on every change and again when the
 * order is placed. The storefront may check them first; the api's answer is the rule.
 */
export const MAX_CART_LINES = 50;
/** Units over every line (a line of 3 counts 3). */
export const MAX_CART_UNITS = 100;

export const CART_TOO_MANY_LINES_MESSAGE = 'A cart holds at most 50 lines.';
export const CART_TOO_MANY_UNITS_MESSAGE = 'A cart holds at most 100 items.';
/** 409 of every call on a cart an order was placed from; the answer names the order (`order_id`). */

interface UnitsLine {
  item_id: number;
  quantity: number;
}

/** Why the cart as a whole is refused (too many lines or units), or null. */
export const cartLimitCode = (lines: readonly UnitsLine[]): Extract<ApiErrorCode, 'cart_too_many_lines' | 'cart_too_many_units'> | null => {
  if (lines.length > MAX_CART_LINES) return 'cart_too_many_lines';
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return units > MAX_CART_UNITS ? 'cart_too_many_units' : null;
};

/** Units of each item over all lines (the same item with other options or notes is another line). */
export const unitsByItem = (lines: readonly UnitsLine[]): Map<number, number> => {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.item_id, (units.get(line.item_id) ?? 0) + line.quantity);
  return units;
};

/**
 * The maximum per purchase counts an item over all its lines: every line of an item whose units add up
 * to more than `maxOf(item)` gets `item_max_per_purchase`, by line index (a line over the maximum on its
 * own is `quantity_out_of_range`, see `checkLine`). Items `maxOf` does not know are left to other checks.
 */
export const maxPerPurchaseProblems = (
  lines: readonly UnitsLine[],
  maxOf: (itemId: number) => number | undefined,
): Map<number, LineProblem[]> => {
  const units = unitsByItem(lines);
  const problems = new Map<number, LineProblem[]>();
  for (const [index, line] of lines.entries()) {
    const max = maxOf(line.item_id);
    if (max === undefined || line.quantity > max) continue;
    if ((units.get(line.item_id) ?? 0) > max) problems.set(index, [{ code: 'item_max_per_purchase' }]);
  }
  return problems;
};
