import type { OtherSessions } from '../payments/provider-webhook-service';
import { requestTenantOf } from '../tenancy/request-tenant';
import { findTenantById } from '../tenancy/tenant-repository';
import type { ActionDeps } from './reservation-service';
import { sendConfirmation } from './reservation-sms';
import { emitReservationUpdated } from './reservation-answer';
import { settleDeposit, type DepositOutcome } from './deposit-service';
import { findDeposit } from './reservation-payment-repository';
import type { DepositRow } from './deposit-row';

/**
 * Settles a deposit session (the return page, the webhook, a new attempt) and tells what moved: the
 * live event and, for a reservation now confirmed, the confirmation SMS.
 */
export const settleAndTell = async (deps: ActionDeps, session: DepositRow): Promise<DepositOutcome> => {
  const { moved, ...outcome } = await settleDeposit(deps, session);
  if (moved) {
    const tenant = await findTenantById(deps.db, session.tenant_id);
    if (tenant) {
      emitReservationUpdated(deps.realtime, tenant.name, moved);
      if (moved.status === 'confirmed') deps.realtime.push.reservationChanged(tenant.id, moved.id, 'confirmed');
      await sendConfirmation(deps, requestTenantOf(tenant), moved);
    }
  }
  return outcome;
};

/** The deposit sessions, for the provider's webhook and sandbox page (`providerRoutes`). */
export const depositSessions = (deps: ActionDeps): OtherSessions => ({
  find: (id) => findDeposit(deps.db, null, id),
  settle: async (id) => {
    const session = await findDeposit(deps.db, null, id);
    if (session) await settleAndTell(deps, session);
  },
});
