import {
  OPERATOR_RESERVATION_ACTIONS,
  OPERATOR_RESERVATION_PATHS,
  operatorReservationBodySchema,
  operatorReservationListQuerySchema,
  type OperatorReservationAction,
  operatorReservationActionParamsSchema,
  reservationListResponseSchema,
  reservationResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import { pathRowId } from '../http/row-id';
import type { ActionDeps } from '../reservations/reservation-service';
import { branchDayReservations, staffReservationAction } from '../reservations/staff-reservation-service';
import type { TenantScope } from '../tenancy/scopes';

const isAction = (name: string): name is OperatorReservationAction => OPERATOR_RESERVATION_ACTIONS.some((action) => action === name);

/**
 * The staff's reservations: a branch's day, and confirm, cancel (with a reason), seat, no-show and
 * sending a refused deposit refund again.
 * Each change is pushed on `reservation_{tenant}`. Register in the operator scope.
 */
export const operatorReservationRoutes = async (scope: TenantScope, deps: ActionDeps): Promise<void> => {
  const list = { querystring: operatorReservationListQuerySchema, response: { 200: reservationListResponseSchema } };
  scope.get(OPERATOR_RESERVATION_PATHS.list, { schema: list }, async (request): Promise<z.infer<typeof reservationListResponseSchema>> => {
    const query = request.query;
    return { data: await branchDayReservations(deps, request.tenant, { branchId: query.branch_id, date: query.date }) };
  });

  scope.post(
    OPERATOR_RESERVATION_PATHS.action(':id', ':action'),
    {
      schema: {
        params: operatorReservationActionParamsSchema,
        body: operatorReservationBodySchema,
        response: { 200: reservationResponseSchema },
      },
    },
    async (request): Promise<z.infer<typeof reservationResponseSchema>> => {
      const id = pathRowId(request, 'reservation_not_found');
      const action = request.params.action;
      if (!isAction(action)) throw new DomainError('reservation_not_found');
      const body = request.body;
      return { data: await staffReservationAction(deps, request.tenant, { id, action, reason: body.reason || null }) };
    },
  );
};
