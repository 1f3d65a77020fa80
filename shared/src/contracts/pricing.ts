import { vatOf, type VatRule } from './vat';

/**
 * Prices shared by the storefront and the api, so both compute the same amounts. Money is a number
 * with at most 2 decimals (SAR, EGP, ...) and is added up in integer minor units (halalas, piastres)
 * so no float drift creeps in. VAT follows the tenant's rule (`vat.ts`): added on the subtotal plus
 * delivery fee, or, where prices include VAT, the part of that sum that is VAT.
 */

/** An amount in minor units (1/100 of the currency), as the api stores money. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => minor / 100;

export interface PricedOption {
  id: number;
  price: number;
}

export interface PricedOptionGroup {
  id: number;
  required: boolean;
  /** Fewest options when anything of the group is chosen (a required group needs at least 1). */
  min: number;
  max: number;
  options: readonly PricedOption[];
}

export interface PricedItem {
  price: number;
  max_per_purchase: number;
  option_groups: readonly PricedOptionGroup[];
}

/** Stable codes of a line's problems; the storefront translates them. */
export const LINE_PROBLEM_CODES = [
  /** The branch does not serve the item for the order type now (the server's check). */
  'item_not_found',
  'quantity_out_of_range',
  /** The item's units over all lines of the cart exceed its maximum per purchase (`cart-limits.ts`). */
  'item_max_per_purchase',
  'option_unknown',
  'option_duplicate',
  'option_required',
  'options_too_few',
  'options_too_many',
] as const;
export type LineProblemCode = (typeof LINE_PROBLEM_CODES)[number];

/** One problem of a line; `group_id` names the option group, `option_id` the option, when it concerns one. */
export interface LineProblem {
  code: LineProblemCode;
  group_id?: number;
  option_id?: number;
}

/** The fewest options a group needs once anything is chosen from it. */
const groupMinimum = (group: PricedOptionGroup): number => (group.required ? Math.max(group.min, 1) : group.min);

/** Checks the chosen options against each group's required, min and max rules. */
export const checkOptionSelection = (item: PricedItem, optionIds: readonly number[]): LineProblem[] => {
  const problems: LineProblem[] = [];
  const groupOf = new Map(item.option_groups.flatMap((group) => group.options.map((option) => [option.id, group.id] as const)));
  const seen = new Set<number>();
  const counts = new Map<number, number>();
  for (const id of optionIds) {
    const groupId = groupOf.get(id);
    if (groupId === undefined) problems.push({ code: 'option_unknown', option_id: id });
    else if (seen.has(id)) problems.push({ code: 'option_duplicate', option_id: id });
    else counts.set(groupId, (counts.get(groupId) ?? 0) + 1);
    seen.add(id);
  }
  for (const group of item.option_groups) {
    const count = counts.get(group.id) ?? 0;
    if (count === 0 && group.required) problems.push({ code: 'option_required', group_id: group.id });
    else if (count > 0 && count < groupMinimum(group)) problems.push({ code: 'options_too_few', group_id: group.id });
    else if (count > group.max) problems.push({ code: 'options_too_many', group_id: group.id });
  }
  return problems;
};

/** Every problem of a line: its quantity (1..max_per_purchase) and its options. */
export const checkLine = (item: PricedItem, quantity: number, optionIds: readonly number[]): LineProblem[] => {
  const quantityOk = Number.isInteger(quantity) && quantity >= 1 && quantity <= item.max_per_purchase;
  return [...(quantityOk ? [] : [{ code: 'quantity_out_of_range' as const }]), ...checkOptionSelection(item, optionIds)];
};

export interface LinePrice {
  /** Item price plus the chosen options' prices. */
  unit_price: number;
  /** unit_price × quantity. */
  total: number;
}

/** The price of a line (options not on the item are ignored: check the line first). */
export const linePrice = (item: PricedItem, quantity: number, optionIds: readonly number[]): LinePrice => {
  const chosen = new Set(optionIds);
  const optionsMinor = item.option_groups
    .flatMap((group) => group.options)
    .filter((option) => chosen.has(option.id))
    .reduce((sum, option) => sum + toMinor(option.price), 0);
  const unitMinor = toMinor(item.price) + optionsMinor;
  return { unit_price: fromMinor(unitMinor), total: fromMinor(unitMinor * quantity) };
};

export interface DeliveryTerms {
  fee: number;
  minimum_order: number;
}

export interface CartTotals {
  subtotal: number;
  delivery_fee: number;
  vat_percent: number;
  /** The prices include the VAT (`vat` is the part of `total` that is VAT), or it is added on top. */
  vat_included: boolean;
  vat: number;
  total: number;
  /** The delivery zone's minimum order, 0 when not delivering. */
  minimum_order: number;
  /** False when a delivery subtotal is below the zone's minimum order. */
  minimum_order_met: boolean;
}

/** Subtotal of the line totals, delivery fee when delivering, the tenant's VAT on both, total. */
export const cartTotals = (lineTotals: readonly number[], vat: VatRule, delivery: DeliveryTerms | null): CartTotals => {
  const subtotalMinor = lineTotals.reduce((sum, total) => sum + toMinor(total), 0);
  const feeMinor = delivery ? toMinor(delivery.fee) : 0;
  const { vatMinor, totalMinor } = vatOf(subtotalMinor + feeMinor, vat);
  const minimumMinor = delivery ? toMinor(delivery.minimum_order) : 0;
  return {
    subtotal: fromMinor(subtotalMinor),
    delivery_fee: fromMinor(feeMinor),
    vat_percent: vat.percent,
    vat_included: vat.included,
    vat: fromMinor(vatMinor),
    total: fromMinor(totalMinor),
    minimum_order: fromMinor(minimumMinor),
    minimum_order_met: subtotalMinor >= minimumMinor,
  };
};
