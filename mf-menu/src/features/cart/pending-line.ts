import { type CartLineInput, cartLineInputSchema, type LocalizedText, localizedTextSchema, storageKey } from '@storefront/shared';

/**
 * A dish chosen while browsing, before the customer said how to order: kept for the tab
 * (sessionStorage) and added to the cart once the menu of the chosen branch opens.
 */
export type PendingLine = { line: CartLineInput; names: LocalizedText };

const key = (tenant: string) => storageKey(tenant, 'pending-line');

export const keepPendingLine = (tenant: string, pending: PendingLine, storage: Storage = sessionStorage): void =>
  storage.setItem(key(tenant), JSON.stringify(pending));

export const peekPendingLine = (tenant: string, storage: Storage = sessionStorage): PendingLine | null => {
  try {
    const saved = JSON.parse(storage.getItem(key(tenant)) ?? 'null') as Partial<PendingLine> | null;
    const line = cartLineInputSchema.safeParse(saved?.line);
    const names = localizedTextSchema.safeParse(saved?.names);
    return line.success && names.success ? { line: line.data, names: names.data } : null;
  } catch {
    return null;
  }
};

export const takePendingLine = (tenant: string, storage: Storage = sessionStorage): PendingLine | null => {
  const pending = peekPendingLine(tenant, storage);
  storage.removeItem(key(tenant));
  return pending;
};
