import { firstTimeZone, type CountryCode } from '@storefront/shared/contracts';
import { findBranch } from '../branches/branch-repository';
import type { Queryable } from '../db/db';
import { findCoveringZone } from '../delivery/covering-zone';
import { estimatedAt, estimateMinutes } from './order-estimate';
import type { OrderRow } from './order-repository';

/** Minutes when the order's branch is gone (it never is in practice: branches are switched off, not deleted). */
const FALLBACK_MINUTES = 30;

/**
 * The estimate an accepted order gets (docs/api.md, "Estimated time"): the operator's minutes or the
 * one estimate of the order's branch (its delivery zone's minutes added for a delivery), counted from
 * now or from the branch's next opening, and never before the order's scheduled time.
 */
export const acceptedEstimate = async (
  db: Queryable,
  tenant: { id: number; country: CountryCode },
  order: Pick<OrderRow, 'branch_id' | 'type' | 'address' | 'scheduled_at'>,
  now: Date,
  operatorMinutes: number | undefined,
): Promise<Date> => {
  const branch = await findBranch(db, tenant.id, order.branch_id);
  const covering =
    branch && order.type === 'delivery' && order.address ? await findCoveringZone(db, tenant.id, order.address, branch.id) : null;
  const minutes = operatorMinutes ?? (branch ? estimateMinutes(branch, covering?.zone.eta_minutes ?? null) : FALLBACK_MINUTES);
  return estimatedAt({
    now,
    minutes,
    scheduledAt: order.scheduled_at === null ? null : new Date(order.scheduled_at),
    hours: branch?.working_hours ?? [],
    timeZone: firstTimeZone(tenant.country),
  });
};
