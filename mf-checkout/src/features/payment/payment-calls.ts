import { ORDER_PATHS, PAYMENT_PATHS, paymentConfirmResponseSchema, paymentSessionResponseSchema } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

/** Asks the api to verify the session with the provider (never the redirect's word). */
export const confirmPayment = async (api: ApiClient, sessionId: string, signal?: AbortSignal) =>
  parseAnswer(paymentConfirmResponseSchema, (await api.post(PAYMENT_PATHS.confirm(sessionId), {}, { signal })).data).data;

/** A new payment session for an unpaid online order (`/o/{id}/pay`). */
export const payAgain = async (api: ApiClient, orderId: string | number, signal?: AbortSignal) =>
  parseAnswer(paymentSessionResponseSchema, (await api.post(ORDER_PATHS.pay(orderId), {}, { signal })).data).data;
