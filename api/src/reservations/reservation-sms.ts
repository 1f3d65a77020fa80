import { formatClock, formatDate, formatMoney, fromMinor } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { internationalNumber } from '../sms/international-number';
import { sendOrRecorded } from '../sms/send-or-recorded';
import type { SmsSender } from '../sms/sms-sender';
import type { RequestTenant } from '../tenancy/request-tenant';
import type { ReservationRow } from './reservation-repository';
import { takeSmsCredit } from './reservation-setup-repository';

interface SmsDeps {
  db: Queryable;
  sms: SmsSender;
}

/** Sends `text` to the reservation's mobile while the tenant has messaging credit; answers whether it went. */
const sendToGuest = async (deps: SmsDeps, tenant: RequestTenant, row: ReservationRow, text: string): Promise<boolean> => {
  if (!row.country_code || !row.phone || !(await takeSmsCredit(deps.db, tenant.id))) return false;
  return sendOrRecorded(deps.sms, { tenantId: tenant.id, to: internationalNumber(row.country_code, row.phone), text, code: null });
};

/** The confirmation SMS, when the tenant has messaging credit left; answers whether it was sent. */
export const sendConfirmation = async (deps: SmsDeps, tenant: RequestTenant, row: ReservationRow): Promise<boolean> => {
  const locale = tenant.default_language;
  const when = `${row.day.replace(/-/g, '/')} ${formatClock(row.time, locale)}`;
  const text =
    locale === 'ar'
      ? `${tenant.title.ar}: تم تأكيد حجزك رقم ${row.id} لعدد ${row.guests_count} يوم ${when}.`
      : `${tenant.title.en}: your reservation #${row.id} for ${row.guests_count} on ${when} is confirmed.`;
  return sendToGuest(deps, tenant, row, text);
};

/**
 * The restaurant cancelled: the SMS says so with its reason and, when the deposit came back, how much,
 * to the card or the wallet, and when (the reservation page says the same).
 */
export const sendStaffCancellation = async (
  deps: SmsDeps,
  tenant: RequestTenant,
  row: ReservationRow,
  timeZone: string,
): Promise<boolean> => {
  const locale = tenant.default_language;
  const refund =
    row.refund_minor !== null && row.refunded_at !== null
      ? {
          amount: formatMoney(fromMinor(row.refund_minor), row.currency, locale),
          day: formatDate(new Date(row.refunded_at), timeZone),
          wallet: row.refund_destination === 'wallet',
        }
      : null;
  const text =
    locale === 'ar'
      ? `${tenant.title.ar}: ألغى المطعم حجزك رقم ${row.id}` +
        (row.cancellation_reason ? ` (${row.cancellation_reason}).` : '.') +
        (refund ? ` أُعيد ${refund.amount} إلى ${refund.wallet ? 'محفظتك' : 'بطاقتك'} في ${refund.day}.` : '')
      : `${tenant.title.en}: the restaurant cancelled your reservation #${row.id}` +
        (row.cancellation_reason ? ` (${row.cancellation_reason}).` : '.') +
        (refund ? ` Refunded ${refund.amount} to your ${refund.wallet ? 'wallet' : 'card'} on ${refund.day}.` : '');
  return sendToGuest(deps, tenant, row, text);
};
