import { json, text, type DemoSetting } from '../demo-tenant';

export interface DemoCoupon {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  max_discount_minor: number | null;
  min_subtotal_minor: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  /** Orders one customer may place with it (seed step `051_coupon_customer_limits`); null: no limit. */
  max_uses_per_customer: number | null;
}

export interface DemoOrderSetup {
  settings: DemoSetting[];
  coupons: DemoCoupon[];
}

const coupon = (code: string, kind: DemoCoupon['kind'], value: number, extra: Partial<DemoCoupon> = {}): DemoCoupon => ({
  code,
  kind,
  value,
  max_discount_minor: null,
  min_subtotal_minor: 0,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  ...extra,
});

/** Checkout settings and coupons of the demo tenants (seed step `020_orders`). */
export const DEMO_ORDER_SETUPS: Readonly<Record<string, DemoOrderSetup>> = {
  sufra: {
    settings: [
      json('payment.order_methods', ['cash', 'card_on_delivery', 'hosted', 'card']),
      json('payment.wallet_methods', ['hosted', 'card']),
      text('payment.point_value', '0.10'),
      text('order.slot_minutes', '30'),
      text('order.slot_capacity', '3'),
      text('order.schedule_days', '7'),
      text('zatca.seller_name', 'سفرة'),
      text('zatca.vat_number', '310122393500003'),
    ],
    coupons: [
      coupon('WELCOME10', 'percent', 10, { max_discount_minor: 2000, min_subtotal_minor: 3000, max_uses_per_customer: 1 }),
      coupon('SAVE15', 'fixed', 15, { min_subtotal_minor: 6000 }),
      coupon('OLD5', 'fixed', 5, { ends_at: '2024-01-01T00:00:00Z' }),
    ],
  },
  nile: {
    settings: [
      json('payment.order_methods', ['cash', 'hosted']),
      json('payment.wallet_methods', []),
      text('payment.point_value', '0.50'),
      text('order.slot_minutes', '30'),
      text('order.slot_capacity', '5'),
      text('order.schedule_days', '3'),
    ],
    coupons: [coupon('NILE20', 'percent', 20, { max_discount_minor: 5000 })],
  },
  closed: {
    settings: [json('payment.order_methods', ['card'])],
    coupons: [],
  },
};
