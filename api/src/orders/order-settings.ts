import {
  PAYMENT_METHOD_CODES,
  PRICES_INCLUDE_VAT_SETTING,
  type PaymentMethodCode,
  type RefundDestination,
} from '@storefront/shared/contracts';
import { settingValues } from '../content/settings-repository';
import type { Queryable } from '../db/db';
import type { AnswerCache } from '../http/answer-cache';

/** The tenant settings the checkout reads (docs/api.md, "Orders"), with their defaults. */
export interface OrderSettings {
  timeOptions: ('asap' | 'schedule')[];
  methods: PaymentMethodCode[];
  walletMethods: PaymentMethodCode[];
  allowPoints: boolean;
  allowWallet: boolean;
  pointsMinBalance: number;
  pointValue: number;
  walletMinOrderAmount: number;
  additionalCharges: number;
  slotMinutes: number;
  slotCapacity: number;
  scheduleDays: number;
  /** Minutes an order placed online may wait for its payment before it expires (`order.unpaid_expiry_minutes`). */
  unpaidExpiryMinutes: number;
  zatcaSellerName: string | null;
  zatcaVatNumber: string | null;
  /** Where a restaurant's cancel sends a paid order's money (`payment.refund_destination`): the card (default) or the wallet. */
  refundDestination: RefundDestination;
  /** `general.prices_include_vat` as stored (read with the rest, so a placement prices its cart without another query). */
  pricesIncludeVat: string | null;
}

/** Default of `order.unpaid_expiry_minutes`. */
export const UNPAID_EXPIRY_MINUTES = 15;

const KEYS = [
  'order.order_delivery_time_options',
  'payment.order_methods',
  'payment.wallet_methods',
  'payment.allow_points',
  'payment.allow_wallet',
  'payment.points_min_balance',
  'payment.point_value',
  'payment.wallet_min_order_amount',
  'order.additional_charges',
  'order.slot_minutes',
  'order.slot_capacity',
  'order.schedule_days',
  'order.unpaid_expiry_minutes',
  'zatca.seller_name',
  'zatca.vat_number',
  'payment.refund_destination',
  PRICES_INCLUDE_VAT_SETTING,
];

const jsonList = (value: string | undefined): unknown[] => {
  try {
    const parsed: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

const methodList = (value: string | undefined, fallback: PaymentMethodCode[]): PaymentMethodCode[] =>
  value === undefined
    ? fallback
    : jsonList(value).filter((code): code is PaymentMethodCode => PAYMENT_METHOD_CODES.includes(code as PaymentMethodCode));

const number = (value: string | undefined, fallback: number, min = 0): number => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
};

/** Where refunds go by the tenant's `payment.refund_destination` (as stored): the wallet when it says so, else the card. */
export const refundDestinationOf = (setting: string | null | undefined): RefundDestination => (setting === 'wallet' ? 'wallet' : 'card');

export const readOrderSettings = async (db: Queryable, tenantId: number): Promise<OrderSettings> => {
  const values = await settingValues(db, tenantId, KEYS);
  const get = (key: string): string | undefined => values.get(key);
  const options = jsonList(get('order.order_delivery_time_options')).filter((option) => option === 'asap' || option === 'schedule');
  return {
    timeOptions: get('order.order_delivery_time_options') === undefined ? ['asap'] : (options as ('asap' | 'schedule')[]),
    methods: methodList(get('payment.order_methods'), ['cash']),
    walletMethods: methodList(get('payment.wallet_methods'), []),
    allowPoints: get('payment.allow_points') === '1',
    allowWallet: get('payment.allow_wallet') === '1',
    pointsMinBalance: number(get('payment.points_min_balance'), 0),
    pointValue: number(get('payment.point_value'), 0),
    walletMinOrderAmount: number(get('payment.wallet_min_order_amount'), 0),
    additionalCharges: number(get('order.additional_charges'), 0),
    slotMinutes: Math.max(5, Math.round(number(get('order.slot_minutes'), 30, 5))),
    slotCapacity: Math.max(1, Math.round(number(get('order.slot_capacity'), 5, 1))),
    scheduleDays: Math.min(30, Math.max(1, Math.round(number(get('order.schedule_days'), 7, 1)))),
    unpaidExpiryMinutes: Math.min(24 * 60, Math.max(1, Math.round(number(get('order.unpaid_expiry_minutes'), UNPAID_EXPIRY_MINUTES, 1)))),
    zatcaSellerName: get('zatca.seller_name') || null,
    zatcaVatNumber: get('zatca.vat_number') || null,
    refundDestination: refundDestinationOf(get('payment.refund_destination')),
    pricesIncludeVat: get(PRICES_INCLUDE_VAT_SETTING) ?? null,
  };
};

/** A tenant's order settings, as the checkout and the placement read them. */
export type OrderSettingsOf = (tenantId: number) => Promise<OrderSettings>;

/**
 * The order settings through the answer cache (a statement less on every preview and placement of a
 * lunch rush): emptied with the tenant's other answers when an operator changes a setting, and at
 * most ANSWER_CACHE_TTL_MS old when it was changed elsewhere. Money moved later (refunds, payment
 * sessions) reads them from the database.
 */
export const cachedOrderSettings =
  (db: Queryable, cache: Pick<AnswerCache, 'get'>): OrderSettingsOf =>
  (tenantId) =>
    cache.get(tenantId, 'order-settings', () => readOrderSettings(db, tenantId));

/** The seller an order's invoice QR code names (ZATCA). */
export const zatcaSeller = (settings: Pick<OrderSettings, 'zatcaSellerName' | 'zatcaVatNumber'>) => ({
  sellerName: settings.zatcaSellerName,
  vatNumber: settings.zatcaVatNumber,
});
