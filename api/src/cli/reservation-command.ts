import {
  OPERATOR_RESERVATION_PATHS,
  formatMoney,
  isCalendarDate,
  reservationListResponseSchema,
  reservationResponseSchema,
  type OperatorReservationAction,
  type Reservation,
} from '@storefront/shared/contracts';
import type { OperatorTarget } from './operator-request';
import { shown } from './terminal-text';
import { operatorRequest } from './operator-request';
import { UsageError } from './usage-error';

/** What `reservations <action>` asks of the operator API. */
export type ReservationCommand =
  { action: 'list'; branchId: number; date: string } | { action: OperatorReservationAction; id: number; reason: string | undefined };

export const RESERVATION_COMMAND_OPTIONS = ['id', 'reason', 'branch', 'date'] as const;

/** The CLI's words for the API's actions (`no-show` is `no_show`). */
const ACTIONS: Record<string, OperatorReservationAction> = {
  confirm: 'confirm',
  cancel: 'cancel',
  seat: 'seat',
  'no-show': 'no_show',
  refund: 'refund',
};

const wholeNumber = (option: string, raw: string | undefined): number => {
  if (raw === undefined) throw new UsageError(shown`--${option} is required`);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw new UsageError(shown`--${option} must be an id (a whole number)`);
  return Number(raw);
};

/** Reads `reservations list --branch <id> --date YYYY-MM-DD` or `reservations confirm|cancel|seat|no-show|refund --id <id> [--reason text]`. */
export const parseReservationCommand = (
  positionals: readonly string[],
  values: { id?: string; reason?: string; branch?: string; date?: string },
): ReservationCommand => {
  const [name, ...rest] = positionals;
  if (rest.length > 0 || name === undefined || (name !== 'list' && !(name in ACTIONS)))
    throw new UsageError('reservations takes list, confirm, cancel, seat, no-show or refund');
  if (name === 'list') {
    if (values.id !== undefined || values.reason !== undefined) throw new UsageError('list takes --branch and --date');
    if (!values.date || !isCalendarDate(values.date)) throw new UsageError('--date is required (a real day, YYYY-MM-DD)');
    return { action: 'list', branchId: wholeNumber('branch', values.branch), date: values.date };
  }
  if (values.branch !== undefined || values.date !== undefined) throw new UsageError(shown`${name} takes --id (and --reason)`);
  if (values.reason !== undefined && name !== 'cancel') throw new UsageError('--reason goes with cancel');
  return { action: ACTIONS[name]!, id: wholeNumber('id', values.id), reason: values.reason };
};

/** The deposit given back, and what the api noted for the staff (a refund the provider refused). */
const moneyNotes = (reservation: Reservation): string =>
  (reservation.refund
    ? shown`; ${formatMoney(reservation.refund.amount, reservation.currency, 'en')} refunded to the ${reservation.refund.to}`
    : '') + (reservation.notes ?? []).flatMap((note) => (note.author === 'system' ? [shown`; ${note.text}`] : [])).join('');

const line = (reservation: Reservation): string =>
  shown`#${reservation.id} ${reservation.date} ${reservation.time}${reservation.is_next_day ? ' (next day)' : ''} ${reservation.guests_count} guests, ` +
  shown`${reservation.area_name.en} table ${reservation.table_name}, ${reservation.name || '(no name yet)'}: ${reservation.status}` +
  moneyNotes(reservation);

/** Sends the command; answers the lines the CLI prints. */
export const sendReservationCommand = async ({
  reservation,
  ...target
}: OperatorTarget & { reservation: ReservationCommand }): Promise<string> => {
  if (reservation.action === 'list') {
    const path = `${OPERATOR_RESERVATION_PATHS.list}?branch_id=${reservation.branchId}&date=${reservation.date}`;
    const { data } = await operatorRequest(target, 'GET', path, null, reservationListResponseSchema);
    return data.length === 0
      ? shown`no reservations at branch ${reservation.branchId} of ${target.tenant} on ${reservation.date}`
      : data.map(line).join('\n');
  }
  const body = reservation.reason === undefined ? {} : { reason: reservation.reason };
  const { data } = await operatorRequest(
    target,
    'POST',
    OPERATOR_RESERVATION_PATHS.action(reservation.id, reservation.action),
    body,
    reservationResponseSchema,
  );
  return line(data);
};
