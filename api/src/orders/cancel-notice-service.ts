import { formatMoney, fromMinor, type RefundDestination } from '@storefront/shared/contracts';
import { findCustomerMobile } from '../customers/customer-repository';
import type { Queryable } from '../db/db';
import { takeSmsCredit } from '../reservations/reservation-setup-repository';
import { internationalNumber } from '../sms/international-number';
import type { SmsSender } from '../sms/sms-sender';
import type { RequestTenant } from '../tenancy/request-tenant';

export interface CanceledOrder {
  number: number;
  customer_id: number;
  currency: string;
  reason: string | null;
  refund: { amount_minor: number; destination: RefundDestination } | null;
}

/** The SMS of a restaurant's cancel, in the tenant's language: the order, the reason, and where the money goes. */
export const cancelNoticeText = (tenant: Pick<RequestTenant, 'default_language' | 'title'>, order: CanceledOrder): string => {
  const locale = tenant.default_language;
  const money = order.refund ? formatMoney(fromMinor(order.refund.amount_minor), order.currency, locale) : '';
  if (locale === 'ar') {
    const reason = order.reason ? ` السبب: ${order.reason}.` : '';
    const refund = order.refund ? ` سيُعاد ${money} إلى ${order.refund.destination === 'card' ? 'بطاقتك' : 'محفظتك'}.` : '';
    return `${tenant.title.ar}: ألغى المطعم طلبك رقم ${order.number}.${reason}${refund}`;
  }
  const reason = order.reason ? ` Reason: ${order.reason}.` : '';
  const refund = order.refund ? ` ${money} is refunded to your ${order.refund.destination}.` : '';
  return `${tenant.title.en}: the restaurant canceled your order #${order.number}.${reason}${refund}`;
};

/** Texts the customer that the restaurant canceled their order, when the tenant has messaging credit left; answers whether it was sent. */
export const sendCancelNotice = async (
  { db, sms }: { db: Queryable; sms: SmsSender },
  tenant: Pick<RequestTenant, 'id' | 'default_language' | 'title'>,
  order: CanceledOrder,
): Promise<boolean> => {
  const customer = await findCustomerMobile(db, tenant.id, order.customer_id);
  if (!customer || !(await takeSmsCredit(db, tenant.id))) return false;
  await sms.send({
    tenantId: tenant.id,
    to: internationalNumber(customer.country_code, customer.mobile),
    text: cancelNoticeText(tenant, order),
    code: null,
  });
  return true;
};
