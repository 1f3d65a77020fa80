import {
  CHECKOUT_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
  type CheckoutPreviewBody,
  type PlaceOrderBody,
} from '@storefront/shared/contracts';
import { AUTH_PATHS, type OrderType, type OtpSendBody, type OtpVerifyBody, type ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export const fetchSlots = async (api: ApiClient, branchId: number, orderType: OrderType, day: string | null, signal?: AbortSignal) =>
  (
    await readAnswer(
      'slotsResponseSchema',
      await api.get(CHECKOUT_PATHS.slots, { params: { branch_id: branchId, order_type: orderType, ...(day ? { day } : {}) }, signal }),
    )
  ).data;

/** The methods that can pay an order of this type (the api decides: card on delivery is for delivery only). */
export const fetchPaymentMethods = async (api: ApiClient, orderType: OrderType | null, signal?: AbortSignal) =>
  (
    await readAnswer(
      'paymentMethodsResponseSchema',
      await api.get(CHECKOUT_PATHS.paymentMethods, { params: orderType ? { order_type: orderType } : {}, signal }),
    )
  ).data;

export const checkCoupon = async (api: ApiClient, cartId: string, code: string, signal?: AbortSignal) =>
  (await readAnswer('couponCheckResponseSchema', await api.post(CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code }, { signal }))).data;

export const fetchPreview = async (api: ApiClient, body: CheckoutPreviewBody, signal?: AbortSignal) =>
  (await readAnswer('checkoutPreviewResponseSchema', await api.post(CHECKOUT_PATHS.preview, body, { signal }))).data;

export const placeOrder = async (api: ApiClient, body: PlaceOrderBody, key: string) =>
  (await readAnswer('placeOrderResponseSchema', await api.post(ORDER_PATHS.orders, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } })))
    .data;

export const sendCode = async (api: ApiClient, body: OtpSendBody) =>
  (await readAnswer('otpSendResponseSchema', await api.post(AUTH_PATHS.otpSend, body))).data;

export const verifyCode = async (api: ApiClient, body: OtpVerifyBody) =>
  (await readAnswer('otpVerifyResponseSchema', await api.post(AUTH_PATHS.otpVerify, body))).data;

/** Whether placing an order will ask this customer the human check. */
export const fetchHumanCheckRequired = async (api: ApiClient, signal?: AbortSignal): Promise<boolean> =>
  (await readAnswer('checkoutHumanCheckResponseSchema', await api.get(CHECKOUT_PATHS.humanCheck, { signal }))).data.required;
