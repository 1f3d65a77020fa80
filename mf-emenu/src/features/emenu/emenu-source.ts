import { EMENU_PATHS, isOrderType } from '@storefront/shared';
import type { EMenuSource } from './emenu-calls';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_ID = /^\d{1,10}$/;

/**
 * The e-menu a route names, the same in the browser and on the server; null when its parameters
 * cannot name one (a malformed id), which is 'not found' without asking the api.
 * `/menu/e/branch/{uuid}` (a table's QR), `/menu/{type}/branch/{id}` (a branch's e-menu for an order
 * type) and `/emenu/{id}` (by id; legacy numbers the tenant maps are redirected before this page).
 */
export const emenuSourceOf = (params: Readonly<Partial<Record<'uuid' | 'type' | 'id', string>>>): EMenuSource | null => {
  const { uuid, type, id } = params;
  if (uuid !== undefined) return UUID.test(uuid) ? { path: EMENU_PATHS.branch(uuid) } : null;
  if (id === undefined || !ROW_ID.test(id)) return null;
  if (type === undefined) return { path: EMENU_PATHS.branchById(id) };
  return isOrderType(type) ? { path: EMENU_PATHS.branchById(id), params: { order_type: type } } : null;
};
