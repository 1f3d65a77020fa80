import type { Page } from '@playwright/test';
import { storageKey } from '@storefront/shared/site';
import { freshSaudiMobile } from './accounts';
import { apiCall, loginByMobile } from './api';

/** Sufra's Olaya branch (open at the suite's clock) and the lines most checkout specs start from. */
export const OLAYA = { branch_id: 1, branch_name: 'Sufra - Olaya' };
export const FOUR_HUMMUS = [{ item_id: 131, quantity: 4, option_ids: [], notes: '' }];

/** A logged-in customer (new mobile) whose session the page starts with; optionally with a saved address in Olaya. */
export const customerOnPage = async (page: Page, tenant: string, options: { address?: boolean } = {}) => {
  const { token } = await loginByMobile(tenant, 'SA', freshSaudiMobile());
  let addressId: number | null = null;
  if (options.address) {
    const created = await apiCall(tenant, '/api/v1/user/customer-addresses/create', {
      method: 'POST',
      token,
      body: { street_name: 'Tahlia St', building_type: 'house', building_number: '12', latitude: 24.6907, longitude: 46.6853 },
    });
    if (created.status !== 201 && created.status !== 200)
      throw new Error(`address answered ${created.status}: ${JSON.stringify(created.body)}`);
    addressId = (created.body?.data as { id: number }).id;
  }
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
    },
    [storageKey(tenant, 'session'), JSON.stringify({ token })],
  );
  return { token, addressId };
};

/** A cart priced by the api, handed to the page as the stored draft and cart (as the menu leaves them). */
export const cartOnPage = async (
  page: Page,
  tenant: string,
  body: {
    branch_id: number;
    branch_name: string;
    order_type: string;
    lines: unknown[];
    latitude?: number;
    longitude?: number;
    /** The delivery place chosen on the menu (its zone as the api's delivery-zone answer gives it), kept in the draft. */
    delivery_location?: { latitude: number; longitude: number; label: string; zone: unknown };
  },
  /** The api the page's shell calls: the suite's main one unless told (the providers stack's). */
  api?: string | undefined,
) => {
  const created = await apiCall(tenant, '/api/v1/order/carts', { method: 'POST', api });
  const cartId = (created.body?.data as { cart_id: string }).cart_id;
  const { branch_name, delivery_location = null, ...update } = body;
  const priced = await apiCall(tenant, `/api/v1/order/carts/${cartId}`, { method: 'PUT', body: update, api });
  if (priced.status !== 200) throw new Error(`cart answered ${priced.status}: ${JSON.stringify(priced.body)}`);
  const draft = {
    cart_id: cartId,
    type: body.order_type,
    branch_id: body.branch_id,
    branch_name,
    branch_asap_allowed: true,
    branch_schedule_allowed: true,
    table_id: null,
    table_name: null,
    table_available: false,
    table_changed: false,
    table_changed_branch_id: null,
    session_id: null,
    area_name: null,
    vehicle: null,
    delivery_time: null,
    scheduled_day: null,
    scheduled_period: null,
    payment_method_id: null,
    use_points: false,
    use_wallet: false,
    delivery_location,
  };
  await page.addInitScript(
    ([draftKey, draftValue, cartKey, cartValue]) => {
      if (!sessionStorage.getItem('e2e-cart-seeded')) {
        localStorage.setItem(draftKey!, draftValue!);
        localStorage.setItem(cartKey!, cartValue!);
        sessionStorage.setItem('e2e-cart-seeded', '1');
      }
    },
    [storageKey(tenant, 'order-draft'), JSON.stringify(draft), storageKey(tenant, 'cart'), JSON.stringify({ cart: priced.body?.data })],
  );
  return cartId;
};

/** Answers the sandbox human check shown on the page (a sum of two digits), in either language. */
export const answerHumanCheck = async (page: Page) => {
  const question = /Human check: What is \d \+ \d\?|التحقق البشري: كم يساوي \d \+ \d؟/;
  const field = page.getByLabel(question);
  const label = (await page.getByText(question).textContent()) ?? '';
  const [, a, b] = /(\d) \+ (\d)/.exec(label) ?? [];
  await field.fill(String(Number(a) + Number(b)));
};

/** The value of a `dt`/`dd` row of the page (order details, totals), by its term's exact text. */
export const detailOf = (page: Page, term: string) =>
  page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${term}"]`) });

/** A car saved for the customer through the api (brand and colour ids of the catalogues). */
export const savedVehicle = async (tenant: string, token: string, body: { brand_id: number; color_id: number; plate_number: string }) => {
  const created = await apiCall(tenant, '/api/v1/user/customer-vehicles/create', { method: 'POST', token, body });
  if (created.status !== 201) throw new Error(`vehicle answered ${created.status}: ${JSON.stringify(created.body)}`);
  return (created.body?.data as { id: number }).id;
};

export interface ApiSlots {
  asap_available: boolean;
  days: string[];
  day: string | null;
  slots: Array<{ period: string; ends: string; starts_at: string; remaining: number }>;
}

/** The slots the api offers for a branch, order type and (optionally) day. */
export const slotsOf = async (tenant: string, branchId: number, orderType: string, day?: string): Promise<ApiSlots> => {
  const query = new URLSearchParams({ branch_id: String(branchId), order_type: orderType, ...(day ? { day } : {}) });
  const answer = await apiCall(tenant, `/api/v1/order/slots?${query}`);
  if (answer.status !== 200) throw new Error(`slots answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body!.data as ApiSlots;
};

/** A slot's wall-clock time (`HH:MM`) as the checkout shows it: hh:mm AM/PM, ص/م in Arabic. */
export const clockLabel = (hhmm: string, locale: 'ar' | 'en'): string => {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const marker = hour >= 12 ? (locale === 'ar' ? 'م' : 'PM') : locale === 'ar' ? 'ص' : 'AM';
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(hour12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${marker}`;
};

/** A cash pickup order scheduled in a slot, placed through the api by another customer (as a busy restaurant gets them). */
export const placeScheduledPickup = async (
  tenant: string,
  token: string,
  slot: { branch_id: number; day: string; period: string },
): Promise<void> => {
  const created = await apiCall(tenant, '/api/v1/order/carts', { method: 'POST' });
  const cartId = (created.body?.data as { cart_id: string }).cart_id;
  const priced = await apiCall(tenant, `/api/v1/order/carts/${cartId}`, {
    method: 'PUT',
    body: { branch_id: slot.branch_id, order_type: 'pickup', lines: FOUR_HUMMUS },
  });
  if (priced.status !== 200) throw new Error(`cart answered ${priced.status}: ${JSON.stringify(priced.body)}`);
  const challenge = (await apiCall(tenant, '/api/v1/tenant/human-check')).body?.data as { key: string; question: { en: string } };
  const [, a, b] = /(\d) \+ (\d)/.exec(challenge.question.en) ?? [];
  const placed = await apiCall(tenant, '/api/v1/order/orders', {
    method: 'POST',
    token,
    headers: { 'idempotency-key': `e2e-${cartId}` },
    body: {
      cart_id: cartId,
      delivery_time: 'schedule',
      scheduled_day: slot.day,
      scheduled_period: slot.period,
      payment_method: 'cash',
      human_check: { key: challenge.key, answer: String(Number(a) + Number(b)) },
    },
  });
  if (placed.status !== 201) throw new Error(`placing answered ${placed.status}: ${JSON.stringify(placed.body)}`);
};
