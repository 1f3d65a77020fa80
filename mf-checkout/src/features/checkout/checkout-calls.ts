import {
  CHECKOUT_PATHS,
  checkoutHumanCheckResponseSchema,
  checkoutPreviewResponseSchema,
  couponCheckResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
  paymentMethodsResponseSchema,
  placeOrderResponseSchema,
  slotsResponseSchema,
  type CheckoutPreviewBody,
  type PlaceOrderBody,
  otpSendResponseSchema,
  otpVerifyResponseSchema,
} from '@storefront/shared/contracts';
import { AUTH_PATHS, parseAnswer, type OrderType, type OtpSendBody, type OtpVerifyBody, type ApiClient } from '@storefront/shared';

export const fetchSlots = async (api: ApiClient, branchId: number, orderType: OrderType, day: string | null, signal?: AbortSignal) =>
  parseAnswer(
    slotsResponseSchema,
    (await api.get(CHECKOUT_PATHS.slots, { params: { branch_id: branchId, order_type: orderType, ...(day ? { day } : {}) }, signal })).data,
  ).data;

/** The methods that can pay an order of this type (the api decides: card on delivery is for delivery only). */
export const fetchPaymentMethods = async (api: ApiClient, orderType: OrderType | null, signal?: AbortSignal) =>
  parseAnswer(
    paymentMethodsResponseSchema,
    (await api.get(CHECKOUT_PATHS.paymentMethods, { params: orderType ? { order_type: orderType } : {}, signal })).data,
  ).data;

export const checkCoupon = async (api: ApiClient, cartId: string, code: string, signal?: AbortSignal) =>
  parseAnswer(couponCheckResponseSchema, (await api.post(CHECKOUT_PATHS.couponCheck, { cart_id: cartId, code }, { signal })).data).data;

export const fetchPreview = async (api: ApiClient, body: CheckoutPreviewBody, signal?: AbortSignal) =>
  parseAnswer(checkoutPreviewResponseSchema, (await api.post(CHECKOUT_PATHS.preview, body, { signal })).data).data;

export const placeOrder = async (api: ApiClient, body: PlaceOrderBody, key: string) =>
  parseAnswer(placeOrderResponseSchema, (await api.post(ORDER_PATHS.orders, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } })).data)
    .data;

export const sendCode = async (api: ApiClient, body: OtpSendBody) =>
  parseAnswer(otpSendResponseSchema, (await api.post(AUTH_PATHS.otpSend, body)).data).data;

export const verifyCode = async (api: ApiClient, body: OtpVerifyBody) =>
  parseAnswer(otpVerifyResponseSchema, (await api.post(AUTH_PATHS.otpVerify, body)).data).data;

/** Whether placing an order will ask this customer the human check. */
export const fetchHumanCheckRequired = async (api: ApiClient, signal?: AbortSignal): Promise<boolean> =>
  parseAnswer(checkoutHumanCheckResponseSchema, (await api.get(CHECKOUT_PATHS.humanCheck, { signal })).data).data.required;
