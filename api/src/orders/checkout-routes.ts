import {
  checkoutHumanCheckResponseSchema,
  CHECKOUT_PATHS,
  checkoutPreviewBodySchema,
  couponCheckBodySchema,
  fromMinor,
  isOnlineMethod,
  methodServesOrderType,
  paymentMethodsQuerySchema,
  slotsQuerySchema,
  type CheckoutPreview,
  type PaymentMethod,
  type PaymentMethodCode,
  checkoutPreviewResponseSchema,
  couponCheckResponseSchema,
  paymentMethodsResponseSchema,
  slotsResponseSchema,
  API_ERRORS,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { tenantPricing } from '../tenancy/vat-rule';
import { findActiveBranch } from '../branches/active-branch';
import { openCart } from '../cart/cart-ordered';
import { findCartOf } from '../cart/cart-repository';
import type { Clock } from '../clock';
import { optionalCustomerId } from '../customers/optional-customer';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { orderNeedsHumanCheck } from '../human-check/order-risk';
import { parseRequest } from '../http/parse-request';
import { sendTooManyRequests } from '../http/too-many-requests';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import { checkoutContext } from './checkout-service';
import { takeCouponAttempt } from './coupon-attempts';
import { checkoutTotals, totalsAnswer } from './checkout-totals';
import { checkCoupon, couponTerms } from './coupon-service';
import { readOrderSettings } from './order-settings';
import { computeSlots } from './slot-service';
import { servedItems } from '../cart/cart-items';
import { priceCart } from '../cart/price-cart';
import type { CustomerScope, TenantScope } from '../tenancy/scopes';

const METHOD_NAMES: Record<PaymentMethodCode, { ar: string; en: string }> = {
  cash: { ar: 'الدفع نقدا', en: 'Cash' },
  card_on_delivery: { ar: 'بطاقة عند الاستلام', en: 'Card on delivery' },
  hosted: { ar: 'الدفع الإلكتروني', en: 'Online payment' },
  card: { ar: 'بطاقة ائتمانية', en: 'Credit card' },
};

/** Slots, payment methods and the coupon check: a guest may ask them too. */
export const checkoutRoutes = async (
  scope: TenantScope,
  { db, clock, paymentProvider, limiter }: { db: Db; clock: Clock; paymentProvider: string; limiter: Limiter },
): Promise<void> => {
  scope.get(
    CHECKOUT_PATHS.slots,
    { schema: { querystring: slotsQuerySchema, response: { 200: slotsResponseSchema } } },
    async (request): Promise<z.infer<typeof slotsResponseSchema>> => {
      const query = parseRequest(slotsQuerySchema, request.query, 'query');
      const branch = await findActiveBranch(db, request.tenant.id, query.branch_id);
      if (!branch.order_types.includes(query.order_type)) throw new DomainError('menu_not_available');
      const settings = await readOrderSettings(db, request.tenant.id);
      const slots = await computeSlots(db, request.tenant.id, request.tenant.country, branch, settings, clock(), query.day);
      if (query.day !== undefined && !slots.days.includes(query.day))
        throw new DomainError('invalid_input', { message: 'Invalid query: day', errors: { day: ['Not a day that can be scheduled'] } });
      return { data: slots };
    },
  );

  const methods = { querystring: paymentMethodsQuerySchema, response: { 200: paymentMethodsResponseSchema } };
  scope.get(CHECKOUT_PATHS.paymentMethods, { schema: methods }, async (request): Promise<z.infer<typeof paymentMethodsResponseSchema>> => {
    const { order_type } = parseRequest(paymentMethodsQuerySchema, request.query, 'query');
    const settings = await readOrderSettings(db, request.tenant.id);
    const served = settings.methods.filter((code) => order_type === undefined || methodServesOrderType(code, order_type));
    const methods: PaymentMethod[] = served.map((code) => ({
      code,
      names: METHOD_NAMES[code],
      online: isOnlineMethod(code),
      provider: isOnlineMethod(code) ? paymentProvider : null,
      wallet_compatible: settings.allowWallet && settings.walletMethods.includes(code),
    }));
    return { data: methods };
  });

  const coupon = { body: couponCheckBodySchema, response: { 200: couponCheckResponseSchema } };
  scope.post(CHECKOUT_PATHS.couponCheck, { schema: coupon }, async (request, reply): Promise<z.infer<typeof couponCheckResponseSchema>> => {
    const body = parseRequest(couponCheckBodySchema, request.body, 'body');
    const tenant = request.tenant;
    const attempt = await takeCouponAttempt(limiter, request, null, clock());
    if (!attempt.taken) return sendTooManyRequests(reply, 'too_many_coupon_attempts', attempt.retryAfterSeconds);
    const customerId = await optionalCustomerId(db, clock, request);
    const found = await findCartOf(db, tenant.id, body.cart_id, customerId);
    if (!found) throw new DomainError('cart_not_found');
    const cart = openCart(found);
    const items =
      cart.branch_id !== null && cart.order_type !== null
        ? await servedItems(
            db,
            tenant.id,
            cart.branch_id,
            cart.order_type,
            cart.lines.map((line) => line.item_id),
          )
        : new Map();
    const priced = priceCart(cart, items, await tenantPricing(db, tenant), null).cart;
    const checked = await checkCoupon(db, tenant.id, body.code, priced, clock(), customerId);
    if (!checked.ok) throw new DomainError(checked.code);
    await giveBackAll(limiter, attempt.slots);
    const { coupon } = checked;
    return {
      data: {
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.value,
        max_discount: couponTerms(coupon).max_discount,
        min_subtotal: fromMinor(coupon.min_subtotal_minor),
        item_id: coupon.item_id,
        discount: checked.discount,
      },
    };
  });
};

/** Whether the human check will be asked, and the priced preview: the logged-in customer's. */
export const checkoutCustomerRoutes = async (
  scope: CustomerScope,
  { db, clock, limiter }: { db: Db; clock: Clock; limiter: Limiter },
): Promise<void> => {
  scope.get(
    CHECKOUT_PATHS.humanCheck,
    { schema: { response: { 200: checkoutHumanCheckResponseSchema } } },
    async (request): Promise<z.infer<typeof checkoutHumanCheckResponseSchema>> => ({
      data: { required: await orderNeedsHumanCheck(db, request.tenant.id, request.customer.id, clock()) },
    }),
  );

  const preview = { body: checkoutPreviewBodySchema, response: { 200: checkoutPreviewResponseSchema } };
  scope.post(CHECKOUT_PATHS.preview, { schema: preview }, async (request, reply): Promise<{ data: CheckoutPreview }> => {
    const body = parseRequest(checkoutPreviewBodySchema, request.body, 'body');
    const tenant = request.tenant;
    const attempt = body.coupon_code ? await takeCouponAttempt(limiter, request, request.customer.id, clock()) : null;
    if (attempt && !attempt.taken) return sendTooManyRequests(reply, 'too_many_coupon_attempts', attempt.retryAfterSeconds);
    const settings = await readOrderSettings(db, tenant.id);
    const context = await checkoutContext(db, tenant, request.customer.id, body, settings, clock());
    if (attempt?.taken && context.coupon) await giveBackAll(limiter, attempt.slots);
    const totals = await checkoutTotals(db, tenant.id, request.customer.id, context, settings, body);
    return {
      data: {
        ...totalsAnswer(totals, tenant.country, context.coupon?.code ?? null),
        removed: context.cart.removed,
        repriced: context.cart.repriced,
        minimum_order: context.cart.minimum_order,
        minimum_order_met: context.cart.minimum_order_met,
        coupon_message: context.couponRefusal && API_ERRORS[context.couponRefusal],
        coupon_refusal: context.couponRefusal,
      },
    };
  });
};
