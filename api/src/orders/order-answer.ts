import {
  COUNTRIES,
  fromMinor,
  zatcaQr,
  type CountryCode,
  type Order,
  type OrderArrival,
  type OrderSummary,
  type PaymentStatus,
  type operatorOrderResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { toOrderRefund } from './cancel-refund-service';
import type { CancelRefundRow } from './cancel-refund-row';
import type { ChangedOrder, OrderRow } from './order-repository';

export interface ZatcaSeller {
  sellerName: string | null;
  vatNumber: string | null;
}

const iso = (at: Date | null): string | null => (at === null ? null : new Date(at).toISOString());

/** Paid once an online payment was confirmed, or when a pay-at-the-door order was delivered. */
export const paymentStatusOf = (row: Pick<OrderRow, 'paid_at' | 'amount_due_minor'>): 'paid' | 'not_paid' =>
  row.paid_at !== null || row.amount_due_minor === 0 ? 'paid' : 'not_paid';

/** As the customer and the restaurant read it: `refunded` once a paid order's whole payment came back. */
export const paymentStatusShown = (row: Pick<OrderRow, 'paid_at' | 'amount_due_minor' | 'refunded_minor'>): PaymentStatus => {
  const status = paymentStatusOf(row);
  return status === 'paid' && row.amount_due_minor > 0 && row.refunded_minor >= row.amount_due_minor ? 'refunded' : status;
};

const refundOf = (row: OrderRow) =>
  row.refund_amount_minor !== null && row.refund_destination !== null && row.refund_status !== null && row.refund_created_at !== null
    ? toOrderRefund({
        amount_minor: row.refund_amount_minor,
        destination: row.refund_destination,
        status: row.refund_status,
        created_at: row.refund_created_at,
      })
    : null;

/** ZATCA QR of a Saudi tenant's order with a VAT number; null otherwise. */
export const orderZatcaQr = (row: OrderRow, country: CountryCode, seller: ZatcaSeller): string | null => {
  if (country !== 'SA' || !seller.vatNumber) return null;
  return zatcaQr({
    seller_name: seller.sellerName ?? '',
    vat_number: seller.vatNumber,
    timestamp: new Date(row.created_at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    total_with_vat: fromMinor(row.total_minor).toFixed(2),
    vat_amount: fromMinor(row.vat_minor).toFixed(2),
  });
};

/** The customer's arrival at the curb with the car to look for, once they said it; else null. */
export const arrivalOf = (row: Pick<OrderRow, 'arrived_at' | 'vehicle'>): OrderArrival | null =>
  row.arrived_at === null ? null : { at: new Date(row.arrived_at).toISOString(), vehicle: row.vehicle };

const branchOf = (row: OrderRow) => ({ id: row.branch_id, names: { ar: row.branch_name_ar, en: row.branch_name_en } });

export const toOrder = (row: OrderRow, country: CountryCode, seller: ZatcaSeller): Order => ({
  id: row.id,
  number: row.number,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  type: row.type,
  branch: branchOf(row),
  lines: row.lines,
  currency: row.currency || COUNTRIES[country].currency,
  subtotal: fromMinor(row.subtotal_minor),
  discount: fromMinor(row.discount_minor),
  coupon_code: row.coupon_code,
  delivery_fee: fromMinor(row.delivery_fee_minor),
  additional_charges: fromMinor(row.additional_charges_minor),
  insurance: fromMinor(row.insurance_minor),
  vat_percent: row.vat_percent,
  vat_included: row.vat_included,
  vat: fromMinor(row.vat_minor),
  total: fromMinor(row.total_minor),
  points_used: row.points_used,
  points_discount: fromMinor(row.points_discount_minor),
  points_refusal: null,
  wallet_discount: fromMinor(row.wallet_discount_minor),
  wallet_refusal: null,
  amount_due: fromMinor(row.amount_due_minor),
  payment_method: row.payment_method,
  payment_status: paymentStatusShown(row),
  delivery_time: row.delivery_time,
  scheduled_at: iso(row.scheduled_at),
  estimated_at: iso(row.estimated_at),
  table: row.table_id !== null && row.table_name !== null ? { id: row.table_id, name: row.table_name } : null,
  address: row.address,
  vehicle: row.vehicle,
  notes: row.notes,
  rating: row.rating_stars !== null ? { stars: row.rating_stars, comment: row.rating_comment ?? '' } : null,
  zatca_qr: orderZatcaQr(row, country, seller),
  refunded_amount: fromMinor(row.refunded_minor),
  cancel_reason: row.cancel_reason,
  refund: refundOf(row),
  arrived_at: iso(row.arrived_at),
});

export const toOrderSummary = (row: OrderRow): OrderSummary => ({
  id: row.id,
  number: row.number,
  status: row.status,
  created_at: new Date(row.created_at).toISOString(),
  type: row.type,
  branch: branchOf(row),
  currency: row.currency,
  total: fromMinor(row.total_minor),
  payment_status: paymentStatusShown(row),
  lines: row.lines.map((line) => ({ item_id: line.item_id, names: line.names, quantity: line.quantity })),
});

/** An order as the restaurant's answer shows it, with its cancel's refund (a refund still sending is `pending`). */
export const staffOrderAnswer = (
  row: ChangedOrder,
  refund: CancelRefundRow | null,
): z.infer<typeof operatorOrderResponseSchema>['data'] => ({
  id: row.id,
  number: row.number,
  status: row.status,
  estimated_at: row.estimated_at === null ? null : new Date(row.estimated_at).toISOString(),
  payment_status: paymentStatusShown(row),
  refunded_amount: fromMinor(row.refunded_minor),
  arrival: arrivalOf(row),
  refund: refund && {
    amount: fromMinor(refund.amount_minor),
    to: refund.destination,
    status: refund.status === 'sending' ? 'pending' : refund.status,
    message: refund.provider_message,
  },
});
