import {
  HEADERS,
  type Locale,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
  orderListQuerySchema,
  placeOrderBodySchema,
  ratingBodySchema,
  cartChangedResponseSchema,
  idParamsSchema,
  orderListResponseSchema,
  orderResponseSchema,
  paymentSessionResponseSchema,
  placeOrderHeadersSchema,
  placeOrderResponseSchema,
  ratingResponseSchema,
  reorderResponseSchema,
  trackingResponseSchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { headerValue } from '../http/header-value';
import { rowIdOf } from '../http/row-id';
import { openPaymentIntent } from '../payments/payment-intent-service';
import { sayArrived } from './order-arrival-service';
import { customerOrderPage, orderDetails, orderTracking, ownOrder, rateOrder, type OrderRow } from './customer-order-service';
import { placeOrder } from './order-placement-service';
import type { PlaceOrderDeps } from './place-order-deps';
import { reorder } from './reorder-service';
import type { CustomerScope } from '../tenancy/scopes';
import type { CustomerRequest } from '../customers/customer-auth';
import type { AnswerCache } from '../http/answer-cache';
import { orderingOpen } from '../tenancy/ordering-open';
import { storefrontPageUrl } from '../tenancy/storefront-url-service';
import { cachedOrderSettings } from './order-settings';

export interface OrderRoutesDeps extends Omit<PlaceOrderDeps, 'returnUrl' | 'orderSettings'> {
  /** The instance's answer cache: the website switch and the order settings are read through it. */
  cache: Pick<AnswerCache, 'get'>;
  /** `STOREFRONT_URL`: the storefront's origin, `{host}` standing for the tenant's domain. */
  storefrontUrl: string;
}

/** The customer's order calls (docs/api.md, "Orders"). Registered in a customer scope. */
export const orderRoutes = async (scope: CustomerScope, deps: OrderRoutesDeps): Promise<void> => {
  const { db, clock, cache } = deps;
  scope.addHook('onRequest', orderingOpen(db, cache));
  const orderSettings = cachedOrderSettings(db, cache);
  /** The payment return of this request's customer: the check-payment page in the language they use (`x-localization`), English under `/en`. */
  const withReturnIn = (request: CustomerRequest): PlaceOrderDeps => {
    const locale: Locale = headerValue(request, HEADERS.localization) === 'en' ? 'en' : 'ar';
    const returnUrl = (tenantId: number, orderId: number, sessionId: string): Promise<string> =>
      storefrontPageUrl(db, {
        storefrontUrl: deps.storefrontUrl,
        tenantId,
        locale,
        path: `/check-payment?order=${orderId}&session=${encodeURIComponent(sessionId)}`,
      });
    return { ...deps, orderSettings, returnUrl };
  };
  const paymentDeps = { db, clock, realtime: deps.realtime, provider: deps.payments };

  const orderOf = (request: CustomerRequest<{ Params: { id: string } }>): Promise<OrderRow> =>
    ownOrder(db, request.tenant.id, request.customer.id, rowIdOf(request.params.id));

  const placement = {
    headers: placeOrderHeadersSchema,
    body: placeOrderBodySchema,
    response: { 200: placeOrderResponseSchema, 201: placeOrderResponseSchema, 409: cartChangedResponseSchema },
  };
  scope.post(ORDER_PATHS.orders, { schema: placement }, async (request, reply) => {
    const body = request.body;
    const result = await placeOrder(
      withReturnIn(request),
      request.tenant,
      request.customer.id,
      body,
      headerValue(request, IDEMPOTENCY_KEY_HEADER),
    );
    reply.code(result.kind === 'placed' ? 201 : 200);
    return { data: { order: result.order, payment: result.payment } };
  });

  const list = { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } };
  scope.get(ORDER_PATHS.orders, { schema: list }, async (request): Promise<z.infer<typeof orderListResponseSchema>> => {
    const query = request.query;
    const owner = { tenantId: request.tenant.id, customerId: request.customer.id };
    return customerOrderPage(db, owner, { page: query.page, perPage: query.per_page, usual: query.usual === 'true' });
  });

  const one = { params: idParamsSchema, response: { 200: orderResponseSchema } };
  scope.get(ORDER_PATHS.order(':id'), { schema: one }, async (request): Promise<z.infer<typeof orderResponseSchema>> => ({
    data: await orderDetails(db, request.tenant, await orderOf(request)),
  }));

  scope.post(
    ORDER_PATHS.pay(':id'),
    { schema: { params: idParamsSchema, response: { 201: paymentSessionResponseSchema } } },
    async (request, reply): Promise<z.infer<typeof paymentSessionResponseSchema>> => {
      const row = await orderOf(request);
      const returnIn = withReturnIn(request);
      const session = await openPaymentIntent(paymentDeps, request.tenant, row.id, (sessionId) =>
        returnIn.returnUrl(request.tenant.id, row.id, sessionId),
      );
      reply.code(201);
      return { data: session };
    },
  );

  const tracking = { params: idParamsSchema, response: { 200: trackingResponseSchema } };
  scope.get(ORDER_PATHS.tracking(':id'), { schema: tracking }, async (request): Promise<z.infer<typeof trackingResponseSchema>> => {
    return { data: await orderTracking(db, request.tenant.id, await orderOf(request)) };
  });

  scope.post(
    ORDER_PATHS.rating(':id'),
    { schema: { params: idParamsSchema, body: ratingBodySchema, response: { 201: ratingResponseSchema } } },
    async (request, reply): Promise<z.infer<typeof ratingResponseSchema>> => {
      const row = await orderOf(request);
      const body = request.body;
      await rateOrder(db, request.tenant.id, row, { stars: body.stars, comment: body.comment, at: clock() });
      reply.code(201);
      return { data: { stars: body.stars, comment: body.comment } };
    },
  );

  scope.post(
    ORDER_PATHS.arrived(':id'),
    { schema: { params: idParamsSchema, response: { 200: orderResponseSchema } } },
    async (request): Promise<z.infer<typeof orderResponseSchema>> => ({
      data: await sayArrived(deps, request.tenant, request.customer.id, rowIdOf(request.params.id)),
    }),
  );

  scope.post(
    ORDER_PATHS.reorder(':id'),
    { schema: { params: idParamsSchema, response: { 201: reorderResponseSchema } } },
    async (request, reply): Promise<z.infer<typeof reorderResponseSchema>> => {
      const row = await orderOf(request);
      reply.code(201);
      return { data: await reorder(db, request.tenant, row) };
    },
  );
};
