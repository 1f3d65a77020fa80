import {
  checkoutHumanCheckResponseSchema,
  CHECKOUT_PATHS,
  checkoutPreviewBodySchema,
  couponCheckBodySchema,
  paymentMethodsQuerySchema,
  slotsQuerySchema,
  type CheckoutPreview,
  checkoutPreviewResponseSchema,
  couponCheckResponseSchema,
  paymentMethodsResponseSchema,
  slotsResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import { takeCouponAttempt } from './coupon-attempts';
import { checkoutPreview, checkoutSlots, couponQuote, humanCheckRequired, paymentMethods } from './checkout-terms-service';
import { cachedOrderSettings } from './order-settings';
import type { AnswerCache } from '../http/answer-cache';
import { orderingOpen } from '../tenancy/ordering-open';
import { onlineProviderOf, type PaymentProvider } from '../payments/payment-provider';
import type { CustomerScope, TenantScope } from '../tenancy/scopes';

/** Slots, payment methods and the coupon check: a guest may ask them too. */
export const checkoutRoutes = async (
  scope: TenantScope,
  {
    db,
    clock,
    payments,
    limiter,
    cache,
  }: { db: Db; clock: Clock; payments: PaymentProvider; limiter: Limiter; cache: Pick<AnswerCache, 'get'> },
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db, cache));
  const orderSettings = cachedOrderSettings(db, cache);
  scope.get(
    CHECKOUT_PATHS.slots,
    { schema: { querystring: slotsQuerySchema, response: { 200: slotsResponseSchema } } },
    async (request): Promise<z.infer<typeof slotsResponseSchema>> => {
      const query = request.query;
      const settings = await orderSettings(request.tenant.id);
      const asked = { branchId: query.branch_id, orderType: query.order_type, day: query.day, now: clock(), settings };
      return { data: await checkoutSlots(db, request.tenant, asked) };
    },
  );

  const methods = { querystring: paymentMethodsQuerySchema, response: { 200: paymentMethodsResponseSchema } };
  scope.get(CHECKOUT_PATHS.paymentMethods, { schema: methods }, async (request): Promise<z.infer<typeof paymentMethodsResponseSchema>> => {
    const { order_type } = request.query;
    const onlineProvider = await onlineProviderOf(payments, request.tenant.id);
    return { data: paymentMethods(await orderSettings(request.tenant.id), { orderType: order_type, onlineProvider }) };
  });

  const coupon = { body: couponCheckBodySchema, response: { 200: couponCheckResponseSchema } };
  scope.post(CHECKOUT_PATHS.couponCheck, { schema: coupon }, async (request): Promise<z.infer<typeof couponCheckResponseSchema>> => {
    const body = request.body;
    const attempt = await takeCouponAttempt(limiter, request, null, clock());
    const customerId = await optionalCustomerId(db, clock, request);
    const quote = await couponQuote(db, request.tenant, { cartId: body.cart_id, code: body.code, customerId, now: clock() });
    await giveBackAll(limiter, attempt);
    return { data: quote };
  });
};

/** Whether the human check will be asked, and the priced preview: the logged-in customer's. */
export const checkoutCustomerRoutes = async (
  scope: CustomerScope,
  { db, clock, limiter, cache }: { db: Db; clock: Clock; limiter: Limiter; cache: Pick<AnswerCache, 'get'> },
): Promise<void> => {
  scope.addHook('onRequest', orderingOpen(db, cache));
  const orderSettings = cachedOrderSettings(db, cache);
  scope.get(
    CHECKOUT_PATHS.humanCheck,
    { schema: { response: { 200: checkoutHumanCheckResponseSchema } } },
    async (request): Promise<z.infer<typeof checkoutHumanCheckResponseSchema>> => ({
      data: { required: await humanCheckRequired(db, request.tenant.id, request.customer.id, clock()) },
    }),
  );

  const preview = { body: checkoutPreviewBodySchema, response: { 200: checkoutPreviewResponseSchema } };
  scope.post(CHECKOUT_PATHS.preview, { schema: preview }, async (request): Promise<{ data: CheckoutPreview }> => {
    const body = request.body;
    const attempt = body.coupon_code ? await takeCouponAttempt(limiter, request, request.customer.id, clock()) : [];
    // A coupon that applies gives its attempt back (only refusals count towards the limit).
    const onCouponApplied = async (): Promise<void> => {
      await giveBackAll(limiter, attempt);
    };
    const asked = {
      customerId: request.customer.id,
      body,
      now: clock(),
      settings: await orderSettings(request.tenant.id),
      onCouponApplied,
    };
    return { data: await checkoutPreview(db, request.tenant, asked) };
  });
};
