import type { OperatorMenuItemUpdate } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { updateMenuItem } from './menu-repository';

/** The restaurant changes an item's price and/or availability, both or neither; 404 `item_not_found` for an item the tenant does not have. */
export const changeMenuItem = async (db: Db, tenantId: number, id: number | null, update: OperatorMenuItemUpdate): Promise<void> => {
  const updated = id !== null && (await db.transaction((tx) => updateMenuItem(tx, tenantId, id, update)));
  if (!updated) throw new DomainError('item_not_found');
};
