import {
  HEADERS,
  OPERATOR_KEY_HEADER,
  OPERATOR_RESERVATION_PATHS,
  RESERVATION_PATHS,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
  reservationSlotsResponseSchema,
  type Reservation,
} from '@storefront/shared/contracts';
import type { DemoTenant } from '../seed/demo-tenant';
import { customerCall } from './account-calls';
import { call, type TestApi, type TestResponse } from './test-app';

const DETAILS = { name: 'Sara', email: 'sara@example.com', country_code: 'SA', phone: '551234567', note: '', allergens: [] };

/** The reservation calls of the api tests: a customer's booking with its deposit, and the staff's actions. */
export const reservationCalls = (api: TestApi, tenant: DemoTenant) => {
  const parse = (response: TestResponse): Reservation => reservationResponseSchema.parse(response.body).data;
  const put = (token: string, id: number, body: unknown) =>
    customerCall(api, tenant, token, RESERVATION_PATHS.item(id), { method: 'PUT', body });

  /** Holds the first section's `time` for two and gives the details: the reservation, not yet confirmed. */
  const hold = async (token: string, branchId: number, date: string, time: string): Promise<Reservation> => {
    const slots = reservationSlotsResponseSchema.parse(
      (
        await customerCall(api, tenant, null, RESERVATION_PATHS.slots(branchId), {
          method: 'POST',
          body: { branch_id: branchId, date, guests_count: 2, source: 'web' },
        })
      ).body,
    ).data;
    const area = slots.sections[0]?.id ?? 0;
    const body = { branch_id: branchId, date, time, area_id: area, guests_count: 2, source: 'web', is_next_day: false };
    const held = parse(await customerCall(api, tenant, token, RESERVATION_PATHS.create, { method: 'POST', body }));
    return parse(await put(token, held.id, { action: 'update', details: DETAILS }));
  };
  const confirm = (token: string, id: number) => put(token, id, { action: 'confirm' });

  /** Holds, gives the details and confirms: the reservation (with `payment_url` when it costs). */
  const book = async (token: string, branchId: number, date: string, time: string): Promise<Reservation> =>
    parse(await confirm(token, (await hold(token, branchId, date, time)).id));

  /** Books with a deposit and approves it on the sandbox's page: the confirmed, paid reservation. */
  const bookPaid = async (token: string, branchId: number, date: string, time: string): Promise<Reservation> => {
    const booked = await book(token, branchId, date, time);
    const page = new URL(booked.payment_url ?? '').pathname;
    await fetch(`${api.url}${page}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    const session = page.split('/').at(-1) ?? '';
    const confirmed = await customerCall(api, tenant, token, RESERVATION_PATHS.confirmPayment(booked.id, session), { method: 'POST' });
    return reservationPaymentResponseSchema.parse(confirmed.body).data.reservation;
  };

  return {
    parse,
    hold,
    confirm,
    book,
    bookPaid,
    get: async (token: string, id: number) => parse(await customerCall(api, tenant, token, RESERVATION_PATHS.item(id))),
    cancel: (token: string, id: number, reason?: string) =>
      put(token, id, { action: 'cancel', ...(reason === undefined ? {} : { cancellation_reason: reason }) }),
    /** A staff action; `from` names the terminal's address (X-Forwarded-For, for an api that trusts the loopback proxy). */
    staff: (id: number, action: string, body: unknown = {}, from?: string) =>
      call(api, OPERATOR_RESERVATION_PATHS.action(id, action), {
        method: 'POST',
        headers: {
          [HEADERS.tenant]: tenant.name,
          [OPERATOR_KEY_HEADER]: tenant.operatorKey,
          'content-type': 'application/json',
          ...(from === undefined ? {} : { 'x-forwarded-for': from }),
        },
        body: JSON.stringify(body),
      }),
  };
};
