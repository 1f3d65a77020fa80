import { checked, type CartLineInput, type LocalizedText, storageKey } from '@storefront/shared';

/**
 * A dish chosen while browsing, before the customer said how to order: kept for the tab
 * (sessionStorage) and added to the cart once the menu of the chosen branch opens.
 */
export type PendingLine = { line: CartLineInput; names: LocalizedText };

const key = (tenant: string) => storageKey(tenant, 'pending-line');

export const keepPendingLine = (tenant: string, pending: PendingLine, storage: Storage = sessionStorage): void =>
  storage.setItem(key(tenant), JSON.stringify(pending));

/** A kept dish, checked (its schema loads only when one is kept); null when there is none or it is damaged. */
const checkedPendingLine = async (kept: string | null): Promise<PendingLine | null> => {
  if (kept === null) return null;
  try {
    const saved = JSON.parse(kept) as Partial<PendingLine> | null;
    const [line, names] = await Promise.all([checked('cartLineInputSchema', saved?.line), checked('localizedTextSchema', saved?.names)]);
    return line && names ? { line, names } : null;
  } catch {
    return null;
  }
};

export const peekPendingLine = (tenant: string, storage: Storage = sessionStorage): Promise<PendingLine | null> =>
  checkedPendingLine(storage.getItem(key(tenant)));

/** The kept dish, taken out of the tab's storage at once (a second call gets none). */
export const takePendingLine = (tenant: string, storage: Storage = sessionStorage): Promise<PendingLine | null> => {
  const kept = storage.getItem(key(tenant));
  storage.removeItem(key(tenant));
  return checkedPendingLine(kept);
};
