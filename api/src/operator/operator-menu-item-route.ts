import {
  MENU_UPDATED_EVENT,
  idParamsSchema,
  menuRoom,
  operatorMenuItemBodySchema,
  operatorMenuItemPath,
  noContentSchema,
} from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { rowIdOf } from '../http/row-id';
import { changeMenuItem } from '../menu/menu-item-service';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { Realtime } from '../realtime/realtime';
import type { TenantScope } from '../tenancy/scopes';

/** PUT an item's price or availability; forgets the tenant's cached menus (on every instance) and tells its storefronts with `menu.updated`. */
export const operatorMenuItemRoutes = async (
  scope: TenantScope,
  { db, realtime, invalidateAnswers }: { db: Db; realtime: Realtime; invalidateAnswers: InvalidateAnswers },
): Promise<void> => {
  const schema = { params: idParamsSchema, body: operatorMenuItemBodySchema, response: { 204: noContentSchema } };
  scope.put(operatorMenuItemPath(':id'), { schema }, async (request, reply) => {
    const tenant = request.tenant;
    const id = rowIdOf(request.params.id);
    const update = request.body;
    await changeMenuItem(db, tenant.id, id, update);
    invalidateAnswers(tenant.id);
    realtime.emit(tenant.name, menuRoom(tenant.name), MENU_UPDATED_EVENT, { item_id: id });
    return reply.code(204).send();
  });
};
