import { ORDER_PATHS, PAYMENT_PATHS } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

/** Asks the api to verify the session with the provider (never the redirect's word). */
export const confirmPayment = async (api: ApiClient, sessionId: string, signal?: AbortSignal) =>
  (await readAnswer('paymentConfirmResponseSchema', await api.post(PAYMENT_PATHS.confirm(sessionId), {}, { signal }))).data;

/** A new payment session for an unpaid online order (`/o/{id}/pay`). */
export const payAgain = async (api: ApiClient, orderId: string | number, signal?: AbortSignal) =>
  (await readAnswer('paymentSessionResponseSchema', await api.post(ORDER_PATHS.pay(orderId), {}, { signal }))).data;
