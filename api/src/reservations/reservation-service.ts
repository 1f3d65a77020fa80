import { firstTimeZone, statusAfter, type ReservationStatus } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { reservationDetailsSchema } from '@storefront/shared/contracts';
import { findEventType, knownAllergens } from '../catalogues/catalogue-repository';
import { DomainError } from '../domain/domain-error';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { readOrderSettings } from '../orders/order-settings';
import type { SmsSender } from '../sms/sms-sender';
import type { RequestTenant } from '../tenancy/request-tenant';
import { claimDepositRefund, sendDepositRefund } from './deposit-refund-service';
import type { DepositDeps } from './deposit-row';
import { refundRule } from './refund-policy';
import { insertNote, moveReservation, type ReservationRow } from './reservation-repository';
import { voidDeposits } from './reservation-payment-repository';
import { sendConfirmation, sendStaffCancellation } from './reservation-sms';
import type { SettingsRow } from './reservation-setup-repository';

const MINUTE = 60_000;

export interface ActionDeps extends DepositDeps {
  sms: SmsSender;
}

const isHeld = (row: ReservationRow, now: Date): boolean =>
  (row.status === 'pending' || row.status === 'pending_payment') && new Date(row.hold_expires_at) > now;

/** Moves a reservation when it is still in one of `from` (the row is re-read under its lock): null when it was not. */
const move = async (
  deps: { db: Queryable; clock: Clock },
  row: ReservationRow,
  from: readonly ReservationStatus[],
  set: Record<string, unknown>,
): Promise<ReservationRow | null> => moveReservation(deps.db, row, from, set, deps.clock());

/** Step two: the party's details; status pending_payment when it costs, else pending (spec §4). */
export const updateDetails = async (
  deps: DepositDeps,
  row: ReservationRow,
  details: z.output<typeof reservationDetailsSchema>,
): Promise<ReservationRow> => {
  if (!isHeld(row, deps.clock()))
    throw new DomainError(row.status === 'cancelled' ? 'reservation_hold_expired' : 'reservation_action_invalid');
  if (details.event_id && !(await findEventType(deps.db, row.tenant_id, details.event_id)))
    throw new DomainError('reservation_event_unknown');
  const allergens = (await knownAllergens(deps.db, row.tenant_id, details.allergens)).map((allergen) => allergen.id);
  const moved = await move(deps, row, ['pending', 'pending_payment'], {
    status: statusAfter('update', (row.cost_minor / 100).toFixed(2)),
    action: 'update',
    name: details.name,
    email: details.email,
    country_code: details.country_code,
    phone: details.phone,
    note: details.note,
    event_id: details.event_id ?? null,
    allergen_ids: allergens,
  });
  if (!moved) throw new DomainError('reservation_action_invalid');
  if (details.note && details.note !== row.note) await insertNote(deps.db, row.tenant_id, row.id, 'customer', details.note, deps.clock());
  return moved;
};

/**
 * Step three: a free reservation is confirmed at once (send_notification, a confirmation SMS); one
 * with a deposit stays pending_payment until the provider says it was paid (spec §4).
 */
export const confirmReservation = async (deps: ActionDeps, tenant: RequestTenant, row: ReservationRow): Promise<ReservationRow> => {
  const now = deps.clock();
  if (!isHeld(row, now)) throw new DomainError(row.status === 'cancelled' ? 'reservation_hold_expired' : 'reservation_action_invalid');
  if (!row.name || !row.phone || !row.email) throw new DomainError('reservation_details_missing');
  const status = statusAfter('confirm', (row.cost_minor / 100).toFixed(2));
  const moved = await move(deps, row, ['pending', 'pending_payment'], {
    status,
    action: 'confirm',
    send_notification: status === 'confirmed',
  });
  if (!moved) throw new DomainError('reservation_action_invalid');
  if (status === 'confirmed') {
    deps.realtime.push.reservationChanged(tenant.id, moved.id, 'confirmed');
    await sendConfirmation(deps, tenant, moved);
  }
  return moved;
};

/**
 * Cancels (customer or staff) a held or confirmed reservation that has not started. In one transaction
 * the status moves and, when the deposit comes back (always on a staff cancel; per the refund rule on
 * the customer's), its paid session is claimed; only then is the provider asked, so of any number of
 * cancels at once one moves it and the deposit is refunded once. A staff cancel is told to the guest by SMS.
 */
export const cancelReservation = async (
  deps: ActionDeps,
  tenant: RequestTenant,
  row: ReservationRow,
  settings: Pick<SettingsRow, 'refund_hours'>,
  reason: string | null,
  by: 'customer' | 'staff',
): Promise<ReservationRow> => {
  const now = deps.clock();
  const from: ReservationStatus[] = ['pending', 'pending_payment', 'confirmed'];
  if (!from.includes(row.status) || (by === 'customer' && new Date(row.starts_at) <= now))
    throw new DomainError('reservation_action_invalid');
  const givesBack = by === 'staff' || refundRule(row.starts_at, settings.refund_hours, now).refundable;
  const { refundDestination } = await readOrderSettings(deps.db, row.tenant_id);
  const cancelled = await deps.db.transaction(async (tx) => {
    const moved = await move({ db: tx, clock: deps.clock }, row, from, {
      status: statusAfter('cancel', '0'),
      action: 'cancel',
      cancellation_reason: reason,
    });
    if (!moved) return null;
    await voidDeposits(tx, row.tenant_id, row.id, now);
    if (reason) await insertNote(tx, row.tenant_id, row.id, by, reason, now);
    return { moved, claimed: givesBack ? await claimDepositRefund(tx, row, refundDestination, now) : null };
  });
  if (!cancelled) throw new DomainError('reservation_action_invalid');
  const { moved, claimed } = cancelled;
  const refundedAt = claimed?.refund_destination === 'wallet' ? now : claimed && (await sendDepositRefund(deps, claimed));
  const current =
    claimed && refundedAt
      ? { ...moved, refunded_at: refundedAt, refund_minor: claimed.amount_minor, refund_destination: claimed.refund_destination }
      : moved;
  deps.realtime.push.reservationChanged(tenant.id, current.id, current.refunded_at === null ? 'cancelled' : 'refunded');
  if (by === 'staff') await sendStaffCancellation(deps, tenant, current, firstTimeZone(tenant.country));
  return current;
};

/** The staff's actions: confirm (a held one, deposit or not), seat a confirmed party, mark a no-show after the delay. */
export const staffAction = async (
  deps: DepositDeps,
  row: ReservationRow,
  settings: Pick<SettingsRow, 'no_show_minutes'>,
  action: 'confirm' | 'seat' | 'no_show',
): Promise<ReservationRow> => {
  const now = deps.clock();
  if (action === 'no_show' && now.getTime() < new Date(row.starts_at).getTime() + settings.no_show_minutes * MINUTE)
    throw new DomainError('reservation_action_invalid', {
      message: `A no-show can be marked ${settings.no_show_minutes} minutes after the time.`,
    });
  const rules = {
    confirm: { from: ['pending', 'pending_payment'], status: 'confirmed' },
    seat: { from: ['confirmed'], status: 'seated' },
    no_show: { from: ['confirmed'], status: 'no_show' },
  } as const satisfies Record<string, { from: ReservationStatus[]; status: ReservationStatus }>;
  const rule = rules[action];
  const moved = await move(deps, row, rule.from, { status: rule.status, action });
  if (!moved) throw new DomainError('reservation_action_invalid');
  if (action === 'confirm') deps.realtime.push.reservationChanged(moved.tenant_id, moved.id, 'confirmed');
  return moved;
};
