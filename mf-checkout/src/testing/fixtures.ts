import { type CheckoutPreview, type Order, type PaymentConfirm } from '@storefront/shared/contracts';
import type { Cart, RootStore } from '@storefront/shared';
import { testCustomer } from '@storefront/shared/testing';

export const cart: Cart = {
  cart_id: 'cart-1',
  branch_id: 1,
  order_type: 'delivery',
  currency: 'SAR',
  lines: [
    {
      item_id: 101,
      names: { ar: 'كبسة دجاج', en: 'Chicken Kabsa' },
      quantity: 2,
      option_ids: [],
      options: [],
      notes: '',
      unit_price: 32,
      total: 64,
    },
  ],
  subtotal: 64,
  delivery_fee: 10,
  vat_percent: 15,
  vat_included: false,
  vat: 11.1,
  total: 85.1,
  minimum_order: 50,
  minimum_order_met: true,
  removed: [],
  repriced: [],
};

export const address = {
  id: 5,
  street_name: 'Tahlia St',
  building_type: 'house' as const,
  building_number: '12',
  floor_number: null,
  apartment_number: null,
  special_mark: null,
  description: 'Near the park',
  latitude: 24.69,
  longitude: 46.68,
};

export const challenge = {
  kind: 'sum',
  provider: 'sandbox',
  sandbox: true,
  key: 'hc-1',
  question: { ar: 'كم يساوي 3 + 4؟', en: 'What is 3 + 4?' },
};

export const methods = [
  { code: 'cash', names: { ar: 'الدفع نقدا', en: 'Cash' }, online: false, provider: null, wallet_compatible: false },
  { code: 'hosted', names: { ar: 'الدفع الإلكتروني', en: 'Online payment' }, online: true, provider: 'sandbox', wallet_compatible: true },
];

export const slots = {
  branch_id: 1,
  asap_available: true,
  schedule_available: true,
  slot_minutes: 30,
  days: ['2026-11-22', '2026-11-23'],
  day: '2026-11-22',
  slots: [{ period: '18:00', ends: '18:30', starts_at: '2026-11-22T15:00:00.000Z', remaining: 3 }],
};

export const preview: CheckoutPreview = {
  currency: 'SAR',
  subtotal: 64,
  discount: 0,
  coupon_code: null,
  delivery_fee: 10,
  additional_charges: 0,
  insurance: 0,
  vat_percent: 15,
  vat_included: false,
  vat: 11.1,
  total: 85.1,
  points_used: 0,
  points_discount: 0,
  points_refusal: null,
  wallet_discount: 0,
  wallet_refusal: null,
  amount_due: 85.1,
  removed: [],
  repriced: [],
  minimum_order: 50,
  minimum_order_met: true,
  coupon_message: null,
  coupon_refusal: null,
};

export const order: Order = {
  ...preview,
  id: 7,
  number: 1001,
  status: 'created',
  created_at: '2026-11-22T09:00:00.000Z',
  type: 'delivery',
  branch: { id: 1, names: { ar: 'سفرة - العليا', en: 'Sufra - Olaya' } },
  lines: [{ ...cart.lines[0]!, options: [] }],
  payment_method: 'cash',
  payment_status: 'not_paid',
  delivery_time: 'asap',
  scheduled_at: null,
  estimated_at: null,
  table: null,
  address: { street_name: 'Tahlia St', building_number: '12', description: null, latitude: 24.69, longitude: 46.68 },
  vehicle: null,
  notes: 'Ring twice',
  rating: null,
  zatca_qr: null,
  refunded_amount: 0,
  cancel_reason: null,
  refund: null,
  arrived_at: null,
};

/** A logged-in customer with a priced delivery cart in the draft. */
/** A pending hosted-payment session of order 7, as the api answers it. */
export const paymentSession: PaymentConfirm['session'] = {
  id: 'ps_1',
  order_id: 7,
  provider: 'sandbox',
  method: 'hosted',
  status: 'pending',
  amount: 85.1,
  currency: 'SAR',
  redirect_url: 'http://api.test/api/v1/payment/sandbox/ps_1',
  expires_at: '2026-11-22T10:30:00.000Z',
};

export const withDeliveryCart = (store: RootStore): RootStore => {
  store.session.signIn('token-1', testCustomer({ customer_addresses: [address] }));
  store.orderDraft.update({ cart_id: cart.cart_id, type: 'delivery', branch_id: 1, branch_name: 'Sufra - Olaya' });
  store.cart.restore({ cart });
  return store;
};
