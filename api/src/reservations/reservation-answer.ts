import {
  RESERVATION_UPDATED_EVENT,
  fromMinor,
  reservationRoom,
  type RefundDestination,
  type RefundPolicy,
  type Reservation,
  type ReservationUpdatedPayload,
} from '@storefront/shared/contracts';
import { findEventType, knownAllergens } from '../catalogues/catalogue-repository';
import type { Queryable } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { refundDestinationOf } from '../orders/order-settings';
import { refundRule } from './refund-policy';
import { listNotes, type ReservationRow, type ReservationView } from './reservation-repository';
import type { DepositPage } from './reservation-payment-repository';

const iso = (at: Date | null): string | null => (at === null ? null : new Date(at).toISOString());

/** The deposit given back (to the card it was paid with, or the wallet), and the older flag of the same. */
const refundOf = (view: ReservationView): Pick<Reservation, 'refund' | 'refunded'> => {
  if (view.refunded_at === null || view.refund_minor === null) return { refund: null, refunded: false };
  const refund = {
    amount: fromMinor(view.refund_minor).toFixed(2),
    to: view.refund_destination ?? 'card',
    at: new Date(view.refunded_at).toISOString(),
  } as const;
  return { refund, refunded: true };
};

/** The refund rule applied to a reservation with a deposit (the api computes it, the storefront shows it). */
const refundPolicyOf = (view: ReservationView, now: Date, to: RefundDestination): RefundPolicy | null => {
  if (view.cost_minor === 0 || view.refund_hours === null) return null;
  const rule = refundRule(view.starts_at, view.refund_hours, now);
  return { hours: rule.hours, deadline: rule.deadline.toISOString(), refundable: rule.refundable, to };
};

/** Whether the customer may change it now: confirmed, and the branch takes changes until `change_hours` before the time. */
export const changeable = (view: Pick<ReservationView, 'status' | 'starts_at' | 'change_hours'>, now: Date): boolean =>
  view.status === 'confirmed' &&
  view.change_hours !== null &&
  now.getTime() <= new Date(view.starts_at).getTime() - view.change_hours * 3_600_000;

/**
 * A reservation as the storefront and the operator read it; `notes` for whom: the customer's
 * (`include=notes`) leave out the api's notes to the staff (a refund the provider refused), the staff's have all.
 */
export const toReservation = async (
  db: Queryable,
  view: ReservationView,
  now: Date,
  { notes, page }: { notes?: 'customer' | 'staff'; page?: DepositPage | null } = {},
): Promise<Reservation> => {
  const unfinished = view.status === 'pending' || view.status === 'pending_payment';
  return {
    id: view.id,
    branch_id: view.branch_id,
    branch_name: view.branch_name,
    status: view.status,
    action: view.action,
    date: view.day,
    time: view.time,
    is_next_day: view.is_next_day,
    starts_at: new Date(view.starts_at).toISOString(),
    ends_at: new Date(view.ends_at).toISOString(),
    guests_count: view.guests_count,
    area_id: view.section_id,
    area_name: view.area_name,
    table_id: view.table_id,
    table_name: view.table_name,
    cost: fromMinor(view.cost_minor).toFixed(2),
    currency: view.currency,
    is_payment_required: view.cost_minor > 0 && view.paid_at === null,
    paid: view.paid_at !== null,
    name: view.name,
    email: view.email,
    country_code: view.country_code,
    phone: view.phone,
    note: view.note,
    event: view.event_id === null ? null : await findEventType(db, view.tenant_id, view.event_id),
    allergens: await knownAllergens(db, view.tenant_id, view.allergen_ids),
    source: view.source,
    send_notification: view.send_notification,
    cancellation_reason: view.cancellation_reason,
    hold_expires_at: unfinished ? iso(view.hold_expires_at) : null,
    hold_seconds_left: unfinished ? Math.max(0, Math.floor((new Date(view.hold_expires_at).getTime() - now.getTime()) / 1000)) : null,
    changeable: changeable(view, now),
    refund_policy: refundPolicyOf(view, now, view.refund_destination ?? refundDestinationOf(view.refund_destination_setting)),
    ...refundOf(view),
    ...(notes
      ? {
          notes: (await listNotes(db, view.tenant_id, view.id))
            .filter((note) => notes === 'staff' || note.author !== 'system')
            .map((note) => ({
              author: note.author,
              text: note.text,
              created_at: new Date(note.created_at).toISOString(),
            })),
        }
      : {}),
    ...(page === undefined ? {} : { payment_url: page?.url ?? null, card_form: page?.cardForm ?? null }),
  };
};

/**
 * Pushes a change on `reservation_{tenant}` (the staff's screens, every storefront page of the tenant)
 * and to the customer's own room. The payload is the id and the status only: the public room never
 * carries a name, phone or time. Call after the change is committed.
 */
export const emitReservationUpdated = (
  realtime: Realtime,
  tenantName: string,
  row: Pick<ReservationRow, 'id' | 'customer_id' | 'status'>,
) => {
  const payload: ReservationUpdatedPayload = { id: row.id, status: row.status };
  realtime.emit(tenantName, reservationRoom(tenantName), RESERVATION_UPDATED_EVENT, payload);
  realtime.emitToCustomer(tenantName, row.customer_id, RESERVATION_UPDATED_EVENT, payload);
};
