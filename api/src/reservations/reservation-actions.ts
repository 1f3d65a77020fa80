import { statusAfter, type ReservationStatus } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { reservationDetailsSchema } from '@storefront/shared/contracts';
import { findEventType, knownAllergens } from '../catalogues/catalogue-repository';
import { HttpError } from '../http/http-error';
import type { SmsSender } from '../sms/sms-sender';
import { internationalNumber } from '../sms/international-number';
import type { RequestTenant } from '../tenancy/request-tenant';
import { refundDeposit, voidDeposits, type DepositDeps } from './deposit-payments';
import { insertNote, type ReservationRow } from './reservation-repository';
import { takeSmsCredit, type SettingsRow } from './reservation-setup-repository';

const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface ActionDeps extends DepositDeps {
  sms: SmsSender;
}

/** hh:mm A, with ص/م in Arabic (spec §9), for the SMS (the storefront's formatter lives outside the contracts). */
const smsClock = (hhmm: string, locale: 'ar' | 'en'): string => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const marker = hour >= 12 ? (locale === 'ar' ? 'م' : 'PM') : locale === 'ar' ? 'ص' : 'AM';
  return `${String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${marker}`;
};

const isHeld = (row: ReservationRow, now: Date): boolean =>
  (row.status === 'pending' || row.status === 'pending_payment') && new Date(row.hold_expires_at) > now;

/** Moves a reservation when it is still in one of `from` (the row is re-read under its lock): null when it was not. */
const move = async (
  deps: DepositDeps,
  row: ReservationRow,
  from: readonly ReservationStatus[],
  set: Record<string, unknown>,
): Promise<ReservationRow | null> => {
  const columns = Object.keys(set);
  const [moved] = await deps.db.query<ReservationRow>(
    `UPDATE reservations SET ${columns.map((column, index) => `${column} = $${index + 4}`).join(', ')}, updated_at = $3
      WHERE tenant_id = $1 AND id = $2 AND status = ANY($${columns.length + 4}::text[]) RETURNING *`,
    [row.tenant_id, row.id, deps.clock(), ...Object.values(set), [...from]],
  );
  return moved ?? null;
};

/** Step two: the party's details; status pending_payment when it costs, else pending (spec §4). */
export const updateDetails = async (
  deps: DepositDeps,
  row: ReservationRow,
  details: z.output<typeof reservationDetailsSchema>,
): Promise<ReservationRow> => {
  if (!isHeld(row, deps.clock()))
    throw new HttpError(409, row.status === 'cancelled' ? 'reservation_hold_expired' : 'reservation_action_invalid');
  if (details.event_id && !(await findEventType(deps.db, row.tenant_id, details.event_id)))
    throw new HttpError(422, 'reservation_event_unknown');
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
  if (!moved) throw new HttpError(409, 'reservation_action_invalid');
  if (details.note && details.note !== row.note) await insertNote(deps.db, row.tenant_id, row.id, 'customer', details.note, deps.clock());
  return moved;
};

/** The confirmation SMS, when the tenant has messaging credit left; answers whether it was sent. */
export const sendConfirmation = async (deps: ActionDeps, tenant: RequestTenant, row: ReservationRow): Promise<boolean> => {
  if (!row.country_code || !row.phone || !(await takeSmsCredit(deps.db, tenant.id))) return false;
  const locale = tenant.default_language;
  const when = `${row.day.replace(/-/g, '/')} ${smsClock(row.time, locale)}`;
  const text =
    locale === 'ar'
      ? `${tenant.title.ar}: تم تأكيد حجزك رقم ${row.id} لعدد ${row.guests_count} يوم ${when}.`
      : `${tenant.title.en}: your reservation #${row.id} for ${row.guests_count} on ${when} is confirmed.`;
  await deps.sms.send({ tenantId: tenant.id, to: internationalNumber(row.country_code, row.phone), text, code: null });
  return true;
};

/**
 * Step three: a free reservation is confirmed at once (send_notification, a confirmation SMS); one
 * with a deposit stays pending_payment until the provider says it was paid (spec §4).
 */
export const confirmReservation = async (deps: ActionDeps, tenant: RequestTenant, row: ReservationRow): Promise<ReservationRow> => {
  const now = deps.clock();
  if (!isHeld(row, now)) throw new HttpError(409, row.status === 'cancelled' ? 'reservation_hold_expired' : 'reservation_action_invalid');
  if (!row.name || !row.phone || !row.email) throw new HttpError(422, 'reservation_details_missing');
  const status = statusAfter('confirm', (row.cost_minor / 100).toFixed(2));
  const moved = await move(deps, row, ['pending', 'pending_payment'], {
    status,
    action: 'confirm',
    send_notification: status === 'confirmed',
  });
  if (!moved) throw new HttpError(409, 'reservation_action_invalid');
  if (status === 'confirmed') await sendConfirmation(deps, tenant, moved);
  return moved;
};

/** The refund policy: a paid deposit comes back when cancelled at least `refund_hours` before the time. */
export const refundable = (row: ReservationRow, settings: Pick<SettingsRow, 'refund_hours'>, now: Date): boolean =>
  row.paid_at !== null && new Date(row.starts_at).getTime() - now.getTime() >= settings.refund_hours * HOUR;

/** Cancels (customer or staff): a held or confirmed reservation that has not started; refunds per the policy. */
export const cancelReservation = async (
  deps: DepositDeps,
  row: ReservationRow,
  settings: Pick<SettingsRow, 'refund_hours'>,
  reason: string | null,
  by: 'customer' | 'staff',
): Promise<ReservationRow> => {
  const now = deps.clock();
  const from: ReservationStatus[] = ['pending', 'pending_payment', 'confirmed'];
  if (!from.includes(row.status) || (by === 'customer' && new Date(row.starts_at) <= now))
    throw new HttpError(409, 'reservation_action_invalid');
  const moved = await move(deps, row, from, { status: statusAfter('cancel', '0'), action: 'cancel', cancellation_reason: reason });
  if (!moved) throw new HttpError(409, 'reservation_action_invalid');
  await voidDeposits(deps.db, row.tenant_id, row.id, now);
  if (reason) await insertNote(deps.db, row.tenant_id, row.id, by, reason, now);
  if (refundable(moved, settings, now) || (by === 'staff' && moved.paid_at !== null)) await refundDeposit(deps, moved);
  return moved;
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
    throw new HttpError(409, 'reservation_action_invalid', {
      message: `A no-show can be marked ${settings.no_show_minutes} minutes after the time.`,
    });
  const rules = {
    confirm: { from: ['pending', 'pending_payment'], status: 'confirmed' },
    seat: { from: ['confirmed'], status: 'seated' },
    no_show: { from: ['confirmed'], status: 'no_show' },
  } as const satisfies Record<string, { from: ReservationStatus[]; status: ReservationStatus }>;
  const rule = rules[action];
  const moved = await move(deps, row, rule.from, { status: rule.status, action });
  if (!moved) throw new HttpError(409, 'reservation_action_invalid');
  return moved;
};
