import type { OperatorReservationAction, Reservation } from '@storefront/shared/contracts';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { resendDepositRefund } from './deposit-refund-service';
import { emitReservationUpdated, toReservation } from './reservation-answer';
import { expireHolds, findReservation, listBranchDay } from './reservation-repository';
import { reservationBranchSettings } from './reservation-branch-settings';
import { cancelReservation, staffAction, type ActionDeps } from './reservation-service';

/** The staff's reservations: a branch's day and the staff's actions, each change pushed on `reservation_{tenant}`. */

/** Ends the holds run out (one reservation's, or all), saying each live. */
const expireAndTell = async (deps: ActionDeps, tenant: RequestTenant, id?: number): Promise<void> => {
  for (const expired of await expireHolds(deps.db, tenant.id, deps.clock(), id))
    emitReservationUpdated(deps.realtime, tenant.name, expired);
};

/** A branch's reservations of a day, with the staff's notes. */
export const branchDayReservations = async (
  deps: ActionDeps,
  tenant: RequestTenant,
  { branchId, date }: { branchId: number; date: string },
): Promise<Reservation[]> => {
  await expireAndTell(deps, tenant);
  const views = await listBranchDay(deps.db, tenant.id, branchId, date);
  return Promise.all(views.map((view) => toReservation(deps.db, view, deps.clock(), { notes: 'staff' })));
};

/** Confirm, cancel (with a reason), seat, no-show, or send a refused deposit refund again; said live. */
export const staffReservationAction = async (
  deps: ActionDeps,
  tenant: RequestTenant,
  { id, action, reason }: { id: number; action: OperatorReservationAction; reason: string | null },
): Promise<Reservation> => {
  await expireAndTell(deps, tenant, id);
  const view = await findReservation(deps.db, tenant.id, id);
  if (!view) throw new DomainError('reservation_not_found');
  const settings = await reservationBranchSettings(deps.db, tenant.id, view.branch_id);
  const moved =
    action === 'cancel'
      ? await cancelReservation(deps, tenant, view, settings, reason, 'staff')
      : action === 'refund'
        ? await resendDepositRefund(deps, view)
        : await staffAction(deps, view, settings, action);
  emitReservationUpdated(deps.realtime, tenant.name, moved);
  const current = (await findReservation(deps.db, tenant.id, id)) ?? view;
  return toReservation(deps.db, current, deps.clock(), { notes: 'staff' });
};
