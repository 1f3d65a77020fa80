import {
  OPERATOR_RESERVATION_ACTIONS,
  OPERATOR_RESERVATION_PATHS,
  operatorReservationBodySchema,
  operatorReservationListQuerySchema,
  type OperatorReservationAction,
  type reservationListResponseSchema,
  type reservationResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import { cancelReservation, staffAction, type ActionDeps } from '../reservations/reservation-service';
import { resendDepositRefund } from '../reservations/deposit-refund-service';
import { emitReservationUpdated, toReservation } from '../reservations/reservation-answer';
import { expireHolds, findReservation, listBranchDay } from '../reservations/reservation-repository';
import { settingsOf } from '../reservations/reservation-scope';
import { tenantScopeCheckedBy } from '../tenancy/scopes';
import { operatorKeyAuth } from './operator-key-auth';
import type { OperatorKeyCheck } from './operator-key-check';

const isAction = (name: string): name is OperatorReservationAction => OPERATOR_RESERVATION_ACTIONS.some((action) => action === name);

/**
 * The staff's reservations: a branch's day, and confirm, cancel (with a reason), seat, no-show and
 * sending a refused deposit refund again.
 * Each change is pushed on `reservation_{tenant}`. Behind x-tenant + x-operator-key; register as a plugin.
 */
export const operatorReservationRoutes = (deps: ActionDeps & { operatorKeys: OperatorKeyCheck }) =>
  tenantScopeCheckedBy(operatorKeyAuth(deps.operatorKeys), async (scope) => {
    const { db, clock, realtime } = deps;

    scope.get(OPERATOR_RESERVATION_PATHS.list, async (request): Promise<z.infer<typeof reservationListResponseSchema>> => {
      const query = parseRequest(operatorReservationListQuerySchema, request.query, 'query');
      for (const expired of await expireHolds(db, request.tenant.id, clock()))
        emitReservationUpdated(realtime, request.tenant.name, expired);
      const views = await listBranchDay(db, request.tenant.id, query.branch_id, query.date);
      return { data: await Promise.all(views.map((view) => toReservation(db, view, clock(), { notes: 'staff' }))) };
    });

    scope.post<{ Params: { id: string; action: string } }>(
      OPERATOR_RESERVATION_PATHS.action(':id', ':action'),
      async (request): Promise<z.infer<typeof reservationResponseSchema>> => {
        const id = rowIdOf(request.params.id);
        const action = request.params.action;
        if (id === null || !isAction(action)) throw new HttpError(404, 'reservation_not_found');
        const body = parseRequest(operatorReservationBodySchema, request.body, 'body');
        for (const expired of await expireHolds(db, request.tenant.id, clock(), id))
          emitReservationUpdated(realtime, request.tenant.name, expired);
        const view = await findReservation(db, request.tenant.id, id);
        if (!view) throw new HttpError(404, 'reservation_not_found');
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
  });
