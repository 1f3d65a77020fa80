/** The schemas the checkout's calls read their answers with, in a chunk of their own (with zod) that loads with the first answer that needs one (docs/decisions/zod-off-the-first-visit.md). */
export {
  checkoutHumanCheckResponseSchema,
  checkoutPreviewResponseSchema,
  couponCheckResponseSchema,
  orderResponseSchema,
  otpSendResponseSchema,
  otpVerifyResponseSchema,
  paymentConfirmResponseSchema,
  paymentMethodsResponseSchema,
  paymentSessionResponseSchema,
  placeOrderResponseSchema,
  ratingResponseSchema,
  slotsResponseSchema,
  trackingResponseSchema,
} from '@storefront/shared/contracts';
