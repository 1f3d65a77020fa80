import { PAYMENT_PATHS, operatorOrderPath, type OperatorOrderAction } from '@storefront/shared/contracts';
import { apiCall } from './api';
import { operatorCall } from './menu';

/** What the suite reads of an order the api answers. */
export interface ApiOrder {
  id: number;
  number: number;
  status: string;
  created_at: string;
  total: number;
  vat: number;
  currency: string;
  delivery_fee: number;
  zatca_qr: string | null;
}

let placements = 0;

/**
 * An order placed through the api by a customer (a cart priced by the api, the human check answered), paid cash unless
 * told; an online one is paid on the sandbox page. A pickup from the car names one of the customer's saved cars.
 */
export const placeOrderByApi = async (
  tenant: string,
  token: string,
  order: {
    branch_id: number;
    order_type: 'delivery' | 'pickup' | 'curbside';
    lines: Array<{ item_id: number; quantity: number; option_ids?: number[]; notes?: string }>;
    address?: { id: number; latitude: number; longitude: number };
    vehicle_id?: number;
    payment_method?: string;
    use_wallet?: boolean;
  },
): Promise<ApiOrder> => {
  const created = await apiCall(tenant, '/api/v1/order/carts', { method: 'POST' });
  const cartId = (created.body?.data as { cart_id: string }).cart_id;
  const priced = await apiCall(tenant, `/api/v1/order/carts/${cartId}`, {
    method: 'PUT',
    body: {
      branch_id: order.branch_id,
      order_type: order.order_type,
      lines: order.lines.map((line) => ({ option_ids: [], notes: '', ...line })),
      ...(order.address ? { latitude: order.address.latitude, longitude: order.address.longitude } : {}),
    },
  });
  if (priced.status !== 200) throw new Error(`cart answered ${priced.status}: ${JSON.stringify(priced.body)}`);
  const challenge = (await apiCall(tenant, '/api/v1/tenant/human-check')).body?.data as { key: string; question: { en: string } };
  const [, a, b] = /(\d) \+ (\d)/.exec(challenge.question.en) ?? [];
  placements += 1;
  const placed = await apiCall(tenant, '/api/v1/order/orders', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': `e2e-orders-${cartId}-${placements}` },
    body: {
      cart_id: cartId,
      delivery_time: 'asap',
      address_id: order.address?.id ?? null,
      ...(order.vehicle_id === undefined ? {} : { vehicle_id: order.vehicle_id }),
      payment_method: order.payment_method ?? 'cash',
      ...(order.use_wallet ? { use_wallet: true } : {}),
      human_check: { key: challenge.key, answer: String(Number(a) + Number(b)) },
    },
  });
  if (placed.status !== 201) throw new Error(`placing answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  const { order: placedOrder, payment } = placed.body?.data as { order: ApiOrder; payment: { id: string } | null };
  if (payment) await payOnSandbox(tenant, token, payment.id);
  return placedOrder;
};

/** The customer approves an online payment on the sandbox page, and the storefront confirms it with the api. */
const payOnSandbox = async (tenant: string, token: string, sessionId: string): Promise<void> => {
  await fetch(`${process.env.E2E_API_URL}${PAYMENT_PATHS.sandboxPage(sessionId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision: 'approve' }).toString(),
    redirect: 'manual',
  });
  const confirmed = await apiCall(tenant, PAYMENT_PATHS.confirm(sessionId), { method: 'POST', token });
  if ((confirmed.body?.data as { paid?: boolean } | undefined)?.paid !== true)
    throw new Error(`the sandbox payment was not confirmed: ${JSON.stringify(confirmed.body)}`);
};

/** The restaurant moves an order through its statuses (operator API), one action after another, with the body given. */
export const moveOrder = async (tenant: string, orderId: number, actions: OperatorOrderAction[], body: object = {}): Promise<void> => {
  for (const action of actions) await operatorCall(tenant, operatorOrderPath(orderId, action), 'POST', body);
};

/** An order as its customer reads it from the api. */
export const orderOf = async (tenant: string, token: string, orderId: number): Promise<ApiOrder> => {
  const answer = await apiCall(tenant, `/api/v1/order/orders/${orderId}`, { token });
  if (answer.status !== 200) throw new Error(`order answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body?.data as ApiOrder;
};

/**
 * Money as the storefront shows it: 2 decimals and the currency (SAR for SR); a negative amount
 * carries `−`, inside a left-to-right isolate in Arabic.
 */
export const money = (amount: number, currency = 'SAR', locale: 'ar' | 'en' = 'en'): string => {
  const digits = Math.abs(amount).toFixed(2);
  const sign = amount < 0 ? '−' : '';
  if (locale === 'en') return `${sign}${currency} ${digits}`;
  const label = currency === 'EGP' ? 'ج.م' : 'ر.س';
  return sign ? `\u2066${sign}${digits}\u2069 ${label}` : `${digits} ${label}`;
};

/** The tracking page's words a live-update test reads, with the path prefix of each language. */
export const ORDER_TRACKING_TEXTS = {
  en: { prefix: '/en', timeline: 'Order progress', inKitchen: 'In Kitchen' },
  ar: { prefix: '', timeline: 'مراحل الطلب', inKitchen: 'في المطبخ' },
} as const;
