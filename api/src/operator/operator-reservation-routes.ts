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
import { parseRequest } from '../http/parse-request';
import { pathRowId } from '../http/row-id';
import { cancelReservation, staffAction, type ActionDeps } from '../reservations/reservation-service';
import { resendDepositRefund } from '../reservations/deposit-refund-service';
import { emitReservationUpdated, toReservation } from '../reservations/reservation-answer';
import { expireHolds, findReservation, listBranchDay } from '../reservations/reservation-repository';
import { settingsOf } from '../reservations/reservation-scope';
import type { TenantScope } from '../tenancy/scopes';

const isAction = (name: string): name is OperatorReservationAction => OPERATOR_RESERVATION_ACTIONS.some((action) => action === name);

/**
 * The staff's reservations: a branch's day, and confirm, cancel (with a reason), seat, no-show and
 * sending a refused deposit refund again.
 * Each change is pushed on `reservation_{tenant}`. Register in the operator scope.
 */
export const operatorReservationRoutes = async (scope: TenantScope, deps: ActionDeps): Promise<void> => {
  const { db, clock, realtime } = deps;

  const list = { querystring: operatorReservationListQuerySchema, response: { 200: reservationListResponseSchema } };
  scope.get(OPERATOR_RESERVATION_PATHS.list, { schema: list }, async (request): Promise<z.infer<typeof reservationListResponseSchema>> => {
    const query = parseRequest(operatorReservationListQuerySchema, request.query, 'query');
    for (const expired of await expireHolds(db, request.tenant.id, clock())) emitReservationUpdated(realtime, request.tenant.name, expired);
    const views = await listBranchDay(db, request.tenant.id, query.branch_id, query.date);
    return { data: await Promise.all(views.map((view) => toReservation(db, view, clock(), { notes: 'staff' }))) };
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
      const body = parseRequest(operatorReservationBodySchema, request.body, 'body');
      for (const expired of await expireHolds(db, request.tenant.id, clock(), id))
        emitReservationUpdated(realtime, request.tenant.name, expired);
      const view = await findReservation(db, request.tenant.id, id);
      if (!view) throw new DomainError('reservation_not_found');
      const settings = await settingsOf(db, request.tenant.id, view.branch_id);
      const moved =
        action === 'cancel'
          ? await cancelReservation(deps, request.tenant, view, settings, body.reason || null, 'staff')
          : action === 'refund'
            ? await resendDepositRefund(deps, view)
            : await staffAction(deps, view, settings, action);
      emitReservationUpdated(realtime, request.tenant.name, moved);
      const current = (await findReservation(db, request.tenant.id, id)) ?? view;
      return { data: await toReservation(db, current, clock(), { notes: 'staff' }) };
    },
  );
};
