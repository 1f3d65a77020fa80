import {
  CART_PATHS,
  FRAME_PATHS,
  HEADERS,
  IDEMPOTENCY_KEY_HEADER,
  OPERATOR_KEY_HEADER,
  ORDER_PATHS,
  PAYMENT_PATHS,
  cartResponseSchema,
  humanCheckChallengeResponseSchema,
  operatorOrderPath,
  placeOrderResponseSchema,
  type OperatorOrderAction,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { DemoTenant } from '../seed/demo-tenant';
import { customerHeaders } from './customer-login';
import { call, storefrontHeaders, type ApiAddress, type TestResponse } from './test-app';

/** Calls of the order tests as the storefront and the restaurant make them. */
export const orderCalls = (api: ApiAddress, tenant: DemoTenant) => {
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });

  const humanCheck = async (): Promise<{ key: string; answer: string }> => {
    const response = await call(api, FRAME_PATHS.humanCheck, { headers: storefrontHeaders(tenant) });
    const challenge = humanCheckChallengeResponseSchema.parse(response.body).data;
    const [, a, b] = /^What is (\d) \+ (\d)\?$/.exec(challenge.kind === 'sum' ? challenge.question.en : '') ?? [];
    return { key: challenge.key, answer: String(Number(a) + Number(b)) };
  };

  /** A cart of `lines` at a branch, priced by the api. */
  const cart = async (body: {
    branch_id: number;
    order_type: string;
    lines: unknown[];
    latitude?: number;
    longitude?: number;
  }): Promise<string> => {
    const created = await call(api, CART_PATHS.carts, { method: 'POST', headers: storefrontHeaders(tenant) });
    const id = cartResponseSchema.parse(created.body).data.cart_id;
    const put = await call(api, CART_PATHS.cart(id), {
      method: 'PUT',
      headers: json(storefrontHeaders(tenant)),
      body: JSON.stringify(body),
    });
    if (put.status !== 200) throw new Error(`cart answered ${put.status}: ${JSON.stringify(put.body)}`);
    return id;
  };

  const post = (token: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<TestResponse> =>
    call(api, path, {
      method: 'POST',
      headers: body === undefined ? { ...customerHeaders(tenant, token), ...extra } : json({ ...customerHeaders(tenant, token), ...extra }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const get = (token: string, path: string, query?: Record<string, string>): Promise<TestResponse> =>
    call(api, path, { headers: customerHeaders(tenant, token), ...(query ? { query } : {}) });

  const place = (token: string, body: unknown, key: string): Promise<TestResponse> =>
    post(token, ORDER_PATHS.orders, body, { [IDEMPOTENCY_KEY_HEADER]: key });

  const placed = async (token: string, body: unknown, key: string): Promise<z.infer<typeof placeOrderResponseSchema>['data']> => {
    const response = await place(token, body, key);
    if (response.status !== 201) throw new Error(`placing answered ${response.status}: ${JSON.stringify(response.body)}`);
    return placeOrderResponseSchema.parse(response.body).data;
  };

  /** A pickup of `lines` at branch 1, as soon as possible, the human check answered. */
  const placedPickup = async (token: string, key: string, extra: Record<string, unknown>, lines: unknown[]) =>
    placed(
      token,
      {
        cart_id: await cart({ branch_id: 1, order_type: 'pickup', lines }),
        delivery_time: 'asap',
        human_check: await humanCheck(),
        ...extra,
      },
      key,
    );

  const operator = (id: number, action: OperatorOrderAction, body: unknown = {}): Promise<TestResponse> =>
    call(api, operatorOrderPath(id, action), {
      method: 'POST',
      headers: { [HEADERS.tenant]: tenant.name, [OPERATOR_KEY_HEADER]: tenant.operatorKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** The customer's decision on the sandbox payment page (not yet confirmed with the api). */
  const decide = (sessionId: string, decision: 'approve' | 'decline') =>
    fetch(`${api.url}${PAYMENT_PATHS.sandboxPage(sessionId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision }).toString(),
      redirect: 'manual',
    });

  return { humanCheck, cart, post, get, place, placed, placedPickup, operator, decide };
};
