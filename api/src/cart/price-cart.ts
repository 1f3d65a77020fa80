import {
  COUNTRIES,
  ITEM_NOT_FOUND_MESSAGE,
  cartTotals,
  checkLine,
  linePrice,
  fromMinor,
  maxPerPurchaseProblems,
  toMinor,
  type Cart,
  type CountryCode,
  type DeliveryTerms,
  type LineProblem,
  type VatRule,
  type MenuItem,
} from '@storefront/shared/contracts';
import type { CartRow, StoredLine } from './cart-repository';

/**
 * The problems of each line against the items the branch serves now, the maximum per purchase
 * counting an item over all its lines; empty when every line is fine.
 */
export const lineProblems = (
  lines: readonly Omit<StoredLine, 'unit_price_minor'>[],
  items: ReadonlyMap<number, MenuItem>,
): Map<number, LineProblem[]> => {
  const problems = new Map<number, LineProblem[]>();
  const overMax = maxPerPurchaseProblems(lines, (itemId) => items.get(itemId)?.max_per_purchase);
  for (const [index, line] of lines.entries()) {
    const item = items.get(line.item_id);
    const found = item?.available
      ? [...checkLine(item, line.quantity, line.option_ids), ...(overMax.get(index) ?? [])]
      : [{ code: 'item_not_found' as const }];
    if (found.length > 0) problems.set(index, found);
  }
  return problems;
};

/** A cart to price; a line's `unit_price_minor` is null when it was never answered (nothing to compare). */
export type CartToPrice = Omit<CartRow, 'lines'> & {
  lines: (Omit<StoredLine, 'unit_price_minor'> & { unit_price_minor: number | null })[];
};

export interface PricedCart {
  cart: Cart;
  /** The lines kept, with today's unit prices, to store. */
  lines: StoredLine[];
}

/** What prices a tenant's cart: its country (the currency) and its VAT rule. */
export interface TenantPricing {
  country: CountryCode;
  vat: VatRule;
}

/**
 * Prices the cart on the server from the current menu: a line whose item is gone, sold out or no longer
 * valid is dropped into `removed`; a unit price that changed since it was answered is listed in `repriced`.
 */
export const priceCart = (
  row: CartToPrice,
  items: ReadonlyMap<number, MenuItem>,
  { country, vat }: TenantPricing,
  delivery: DeliveryTerms | null,
): PricedCart => {
  const problems = lineProblems(row.lines, items);
  const cart: Cart = {
    cart_id: row.id,
    branch_id: row.branch_id,
    order_type: row.order_type,
    currency: COUNTRIES[country].currency,
    lines: [],
    ...cartTotals([], vat, null),
    removed: [],
    repriced: [],
  };
  const lines: StoredLine[] = [];
  for (const [index, line] of row.lines.entries()) {
    const item = items.get(line.item_id);
    if (!item || problems.has(index)) {
      cart.removed.push({ item_id: line.item_id, message: ITEM_NOT_FOUND_MESSAGE });
      continue;
    }
    const price = linePrice(item, line.quantity, line.option_ids);
    if (line.unit_price_minor !== null && toMinor(price.unit_price) !== line.unit_price_minor) {
      cart.repriced.push({ item_id: line.item_id, old_price: fromMinor(line.unit_price_minor), new_price: price.unit_price });
    }
    cart.lines.push({
      item_id: item.id,
      names: item.names,
      quantity: line.quantity,
      option_ids: line.option_ids,
      options: item.option_groups
        .flatMap((group) => group.options)
        .filter((option) => line.option_ids.includes(option.id))
        .map((option) => ({ id: option.id, names: option.names })),
      notes: line.notes,
      ...price,
    });
    lines.push({ ...line, unit_price_minor: toMinor(price.unit_price) });
  }
  return {
    cart: {
      ...cart,
      ...cartTotals(
        cart.lines.map((line) => line.total),
        vat,
        delivery,
      ),
    },
    lines,
  };
};
