import {
  OPERATOR_EVENTS_PATH,
  RELOAD_EVENT,
  branchRoom,
  menuRoom,
  operatorEventBodySchema,
  socketRooms,
  operatorEventResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import type { InvalidateAnswers } from '../http/shared-answer-invalidation';
import type { Realtime } from '../realtime/realtime';
import { isTenantRoom } from '../realtime/tenant-rooms';
import type { TenantScope } from '../tenancy/scopes';

/**
 * POST an event to one of the operator's tenant rooms; answers 202 once it is sent. A reload (`update`)
 * or an event of the menus or branches room says the tenant's content changed: its cached answers are forgotten first.
 */
export const operatorEventsRoutes = async (
  scope: TenantScope,
  { realtime, invalidateAnswers }: { realtime: Realtime; invalidateAnswers: InvalidateAnswers },
): Promise<void> => {
  const schema = { body: operatorEventBodySchema, response: { 202: operatorEventResponseSchema } };
  scope.post(OPERATOR_EVENTS_PATH, { schema }, async (request, reply) => {
    const { room, event, payload } = request.body;
    const tenant = request.tenant.name;
    if (!isTenantRoom(tenant, room)) {
      throw new DomainError('invalid_input', {
        message: 'Invalid body: room',
        errors: { room: [`Use one of ${socketRooms(tenant).join(', ')}`] },
      });
    }
    if (event === RELOAD_EVENT || room === menuRoom(tenant) || room === branchRoom(tenant)) invalidateAnswers(request.tenant.id);
    realtime.emit(tenant, room, event, payload);
    const answer: z.infer<typeof operatorEventResponseSchema> = { data: { room, event } };
    return reply.status(202).send(answer);
  });
};
