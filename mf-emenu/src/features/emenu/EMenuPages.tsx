import { useParams } from 'react-router-dom';
import { orderTypeSchema, type ScreenProps, EMENU_PATHS } from '@storefront/shared';
import { EMenuContent } from './EMenuContent';
import type { EMenuSource } from './emenu-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROW_ID = /^\d{1,10}$/;

/** `/menu/e/branch/{uuid}` (a table's QR) and `/menu/{type}/branch/{id}` (a branch's e-menu for an order type). */
export function EMenuBranchPage({ title }: ScreenProps) {
  const { uuid, type, id } = useParams();
  let source: EMenuSource | null = null;
  if (uuid !== undefined) source = UUID.test(uuid) ? { path: EMENU_PATHS.branch(uuid) } : null;
  else if (id !== undefined && ROW_ID.test(id) && orderTypeSchema.safeParse(type).success)
    source = { path: EMENU_PATHS.branchById(id), params: { order_type: type! } };
  return <EMenuContent title={title} source={source} />;
}

/** `/emenu/{id}`: a branch's e-menu by its id (legacy numbers the tenant maps are redirected before this page). */
export function EMenuByIdPage({ title }: ScreenProps) {
  const { id } = useParams();
  return <EMenuContent title={title} source={id !== undefined && ROW_ID.test(id) ? { path: EMENU_PATHS.branchById(id) } : null} />;
}
