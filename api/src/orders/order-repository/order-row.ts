import type { OrderLine, OrderStatus, OrderTypeName, PaymentMethodCode } from '@storefront/shared/contracts';
import type { CancelRefundRow } from '../cancel-refund-row';
import type { AddressSnapshot, VehicleSnapshot } from '../order-snapshots';

/** An order as stored (money in minor units). */
export interface OrderRow {
  id: number;
  number: number;
  customer_id: number;
  branch_id: number;
  branch_name_ar: string;
  branch_name_en: string;
  type: OrderTypeName;
  status: OrderStatus;
  currency: string;
  lines: OrderLine[];
  subtotal_minor: number;
  discount_minor: number;
  coupon_code: string | null;
  delivery_fee_minor: number;
  additional_charges_minor: number;
  insurance_minor: number;
  vat_percent: number;
  vat_included: boolean;
  vat_minor: number;
  total_minor: number;
  points_used: number;
  points_discount_minor: number;
  wallet_discount_minor: number;
  amount_due_minor: number;
  refunded_minor: number;
  payment_method: PaymentMethodCode;
  paid_at: Date | null;
  delivery_time: 'asap' | 'schedule';
  scheduled_at: Date | null;
  estimated_at: Date | null;
  address: AddressSnapshot | null;
  vehicle: VehicleSnapshot | null;
  table_id: number | null;
  table_name: string | null;
  notes: string;
  rating_stars: number | null;
  rating_comment: string | null;
  created_at: Date;
  /** The restaurant's reason when it canceled the order. */
  cancel_reason: string | null;
  /** A pickup from the car: when its customer first said they arrived. */
  arrived_at: Date | null;
  /** The refund of a canceled paid order (order_cancel_refunds), null columns when there is none. */
  refund_amount_minor: number | null;
  refund_destination: CancelRefundRow['destination'] | null;
  refund_status: CancelRefundRow['status'] | null;
  refund_created_at: Date | null;
}

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'number'
  | 'branch_name_ar'
  | 'branch_name_en'
  | 'refunded_minor'
  | 'paid_at'
  | 'rating_stars'
  | 'rating_comment'
  | 'cancel_reason'
  | 'arrived_at'
  | 'refund_amount_minor'
  | 'refund_destination'
  | 'refund_status'
  | 'refund_created_at'
> & {
  coupon_id: number | null;
  cart_id: string;
  session_id: string | null;
};

/** The order's own columns of an OrderRow (the branch's names and the refund come from joins). */
export const ORDER_FIELDS = (table: string): string =>
  `${table}id, ${table}number, ${table}customer_id, ${table}branch_id, ${table}type, ${table}status, ${table}currency, ${table}lines,
   ${table}subtotal_minor, ${table}discount_minor, ${table}coupon_code, ${table}delivery_fee_minor, ${table}additional_charges_minor,
   ${table}insurance_minor, ${table}vat_percent::float8 AS vat_percent, ${table}vat_included, ${table}vat_minor, ${table}total_minor,
   ${table}points_used, ${table}points_discount_minor, ${table}wallet_discount_minor, ${table}amount_due_minor, ${table}refunded_minor,
   ${table}payment_method, ${table}paid_at, ${table}delivery_time, ${table}scheduled_at, ${table}estimated_at, ${table}address,
   ${table}vehicle, ${table}table_id, ${table}table_name, ${table}notes, ${table}rating_stars, ${table}rating_comment, ${table}created_at,
   ${table}cancel_reason, ${table}arrived_at`;

/** An order as its INSERT returns it: all of an OrderRow but the branch's names and the refund. */
export type StoredOrder = Omit<OrderRow, 'branch_name_ar' | 'branch_name_en' | `refund_${string}`>;
