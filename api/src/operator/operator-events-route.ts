import { OPERATOR_EVENTS_PATH, operatorEventBodySchema, socketRooms, type operatorEventResponseSchema } from '@storefront/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import type { Realtime } from '../realtime/realtime';
import { isTenantRoom } from '../realtime/tenant-rooms';

/** POST an event to one of the operator's tenant rooms; answers 202 once it is sent. */
export const registerOperatorEventsRoute = (app: FastifyInstance, realtime: Realtime): void => {
  app.post(OPERATOR_EVENTS_PATH, async (request, reply) => {
    const { room, event, payload } = parseRequest(operatorEventBodySchema, request.body, 'body');
    const tenant = request.tenant.name;
    if (!isTenantRoom(tenant, room)) {
      throw new HttpError(400, 'invalid_input', {
        message: 'Invalid body: room',
        errors: { room: [`Use one of ${socketRooms(tenant).join(', ')}`] },
      });
    }
    realtime.emit(tenant, room, event, payload);
    const answer: z.infer<typeof operatorEventResponseSchema> = { data: { room, event } };
    return reply.status(202).send(answer);
  });
};
