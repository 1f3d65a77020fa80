import {
  COUNTRIES,
  firstTimeZone,
  localDay,
  type Branch,
  type CancellationReason,
  type ReservationSettings,
  type ReservationSlots,
} from '@storefront/shared/contracts';
import { toBranch } from '../branches/branch-answer';
import { findActiveBranches, findBranch } from '../branches/branch-repository';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { findSlots } from './reservation-booking-service';
import { reservationBranchSettings } from './reservation-branch-settings';
import { listCancellationReasons, reservationBranchIds, smsBalance } from './reservation-setup-repository';

/** What a visitor reads before reserving: branches, settings, slots, cancellation reasons, messaging credit. */

/** The active branches that take reservations, with their status at `now`. */
export const reservationBranches = async (db: Db, tenant: RequestTenant, now: Date): Promise<Branch[]> => {
  const ids = await reservationBranchIds(db, tenant.id);
  const timeZone = firstTimeZone(tenant.country);
  const branches = (await findActiveBranches(db, tenant.id)).filter((row) => ids.has(row.id));
  return branches.map((row) => toBranch(row, now, timeZone));
};

/** A branch's reservation settings in the tenant's currency and time zone, with its local day; a branch without them is `reservations_off`. */
export const branchReservationSettings = async (
  db: Db,
  tenant: RequestTenant,
  rawBranchId: unknown,
  now: Date,
): Promise<{ branch: Branch; reservations_settings: ReservationSettings }> => {
  const settings = await reservationBranchSettings(db, tenant.id, rawBranchId);
  const branch = await findBranch(db, tenant.id, settings.branch_id);
  if (!branch) throw new DomainError('reservations_off');
  const { branch_id: _branch, ...rest } = settings;
  const timeZone = firstTimeZone(tenant.country);
  return {
    branch: toBranch(branch, now, timeZone),
    reservations_settings: { ...rest, currency: COUNTRIES[tenant.country].currency, time_zone: timeZone, today: localDay(now, timeZone) },
  };
};

/** The free times of the path's branch for a party on a day; a body naming another branch is `reservations_off`. */
export const branchSlots = async (
  db: Db,
  tenant: RequestTenant,
  { rawBranchId, party, now }: { rawBranchId: unknown; party: { branch_id: number; date: string; guests_count: number }; now: Date },
): Promise<ReservationSlots> => {
  const settings = await reservationBranchSettings(db, tenant.id, rawBranchId);
  if (party.branch_id !== settings.branch_id) throw new DomainError('reservations_off');
  return findSlots(db, tenant, settings, party, now);
};

/** The reasons a customer may give for cancelling. */
export const cancellationReasons = (db: Db, tenantId: number): Promise<CancellationReason[]> => listCancellationReasons(db, tenantId);

/** The tenant's messaging credit left. */
export const smsCredit = async (db: Db, tenantId: number): Promise<{ balance: number }> => ({ balance: await smsBalance(db, tenantId) });
