import { fromMinor, ITEM_NOT_FOUND_MESSAGE, toMinor, type Cart, type SeenCartLine } from '@storefront/shared/contracts';

export type CartChanges = Pick<Cart, 'removed' | 'repriced'>;

const lineKey = (line: { item_id: number; quantity: number; total: number }): string =>
  `${line.item_id}:${line.quantity}:${toMinor(line.total)}`;
const sameLines = (seen: readonly SeenCartLine[], cart: Cart): boolean =>
  seen.map(lineKey).sort().join() === cart.lines.map(lineKey).sort().join();

/**
 * What differs between the cart priced now and the cart as the customer saw it priced (`seen`), or null
 * when they are the same. Besides what this check changed, it lists what an earlier check already cleaned
 * out of the stored cart without the customer seeing it (a preview answered to a page that moved on): a
 * seen item the cart no longer has is removed, a seen line now priced otherwise is repriced. Without
 * `seen`, only this check's changes count.
 */
export const changesSinceSeen = (seen: readonly SeenCartLine[] | undefined, cart: Cart): CartChanges | null => {
  const checked = cart.removed.length + cart.repriced.length > 0;
  if (!seen) return checked ? { removed: cart.removed, repriced: cart.repriced } : null;
  if (!checked && sameLines(seen, cart)) return null;
  const removed = [...cart.removed];
  const repriced = [...cart.repriced];
  const listed = (itemId: number) => removed.some((line) => line.item_id === itemId) || repriced.some((line) => line.item_id === itemId);
  for (const line of seen) {
    if (listed(line.item_id)) continue;
    const now = cart.lines.find((candidate) => candidate.item_id === line.item_id && candidate.quantity === line.quantity);
    if (!cart.lines.some((candidate) => candidate.item_id === line.item_id))
      removed.push({ item_id: line.item_id, message: ITEM_NOT_FOUND_MESSAGE });
    else if (now && toMinor(now.total) !== toMinor(line.total))
      repriced.push({
        item_id: line.item_id,
        old_price: fromMinor(Math.round(toMinor(line.total) / line.quantity)),
        new_price: now.unit_price,
      });
  }
  return { removed, repriced };
};
