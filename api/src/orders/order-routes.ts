import {
  HEADERS,
  type Locale,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_PATHS,
  orderListQuerySchema,
  pageMeta,
  placeOrderBodySchema,
  ratingBodySchema,
  type orderListResponseSchema,
  type orderResponseSchema,
  type paymentSessionResponseSchema,
  type ratingResponseSchema,
  type reorderResponseSchema,
  type trackingResponseSchema,
} from '@storefront/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { customerAuth } from '../customers/customer-auth';
import { headerValue } from '../http/header-value';
import { HttpError } from '../http/http-error';
import { parseRequest } from '../http/parse-request';
import { rowIdOf } from '../http/row-id';
import { openPaymentIntent } from '../payments/payment-intents';
import { toOrder, toOrderSummary } from './order-answer';
import { findOrder, findStatusEvents, listOrders, type OrderRow } from './order-repository';
import { readOrderSettings } from './order-settings';
import { toTracking } from './order-tracking';
import { placeOrder, type PlaceOrderDeps } from './place-order';
import { reorder } from './reorder';

export interface OrderRoutesDeps extends Omit<PlaceOrderDeps, 'returnUrl'> {
  /** The storefront's check-payment URL of a session, in a language. */
  returnUrl: (tenantId: number, orderId: number, sessionId: string, locale: Locale) => Promise<string>;
}

/** The customer's order calls (docs/api.md, "Orders"). Register inside the tenant-scoped plugin. */
export const registerOrderRoutes = (scope: FastifyInstance, deps: OrderRoutesDeps): void => {
  const { db, clock } = deps;
  /** The payment return of this request's customer, in the language they use (`x-localization`). */
  const withReturnIn = (request: FastifyRequest): PlaceOrderDeps => {
    const locale: Locale = headerValue(request, HEADERS.localization) === 'en' ? 'en' : 'ar';
    return { ...deps, returnUrl: (tenantId, orderId, sessionId) => deps.returnUrl(tenantId, orderId, sessionId, locale) };
  };
  const customer = { preHandler: customerAuth(db, clock) };
  const paymentDeps = { db, clock, realtime: deps.realtime, provider: deps.payments };

  const orderOf = async (request: FastifyRequest<{ Params: { id: string } }>): Promise<OrderRow> => {
    const id = rowIdOf(request.params.id);
    const row = id === null ? null : await findOrder(db, request.tenant.id, id, request.customer.id);
    if (!row) throw new HttpError(404, 'order_not_available');
    return row;
  };
  const answer = async (request: FastifyRequest, row: OrderRow) => {
    const settings = await readOrderSettings(db, request.tenant.id);
    return toOrder(row, request.tenant.country, { sellerName: settings.zatcaSellerName, vatNumber: settings.zatcaVatNumber });
  };

  scope.post(ORDER_PATHS.orders, customer, async (request, reply) => {
    const body = parseRequest(placeOrderBodySchema, request.body, 'body');
    const result = await placeOrder(
      withReturnIn(request),
      request.tenant,
      request.customer.id,
      body,
      headerValue(request, IDEMPOTENCY_KEY_HEADER),
    );
    if (result.kind === 'changed') {
      reply.code(409);
      return { code: result.code, message: result.message, removed: result.removed, repriced: result.repriced };
    }
    const row = await findOrder(db, request.tenant.id, result.orderId, request.customer.id);
    if (!row) throw new HttpError(409, 'idempotency_key_reused');
    reply.code(result.kind === 'placed' ? 201 : 200);
    return { data: { order: await answer(request, row), payment: result.payment } };
  });

  scope.get(ORDER_PATHS.orders, customer, async (request): Promise<z.infer<typeof orderListResponseSchema>> => {
    const query = parseRequest(orderListQuerySchema, request.query, 'query');
    const { rows, total } = await listOrders(
      db,
      request.tenant.id,
      request.customer.id,
      query.usual === 'true',
      query.per_page,
      (query.page - 1) * query.per_page,
    );
    return { data: rows.map(toOrderSummary), meta: pageMeta(total, query.page, query.per_page) };
  });

  scope.get<{ Params: { id: string } }>(
    ORDER_PATHS.order(':id'),
    customer,
    async (request): Promise<z.infer<typeof orderResponseSchema>> => ({
      data: await answer(request, await orderOf(request)),
    }),
  );

  scope.post<{ Params: { id: string } }>(
    ORDER_PATHS.pay(':id'),
    customer,
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

  scope.get<{ Params: { id: string } }>(
    ORDER_PATHS.tracking(':id'),
    customer,
    async (request): Promise<z.infer<typeof trackingResponseSchema>> => {
      const row = await orderOf(request);
      if (row.status === 'callcenter_pending' || row.status === 'b2b_pending') throw new HttpError(422, 'tracking_not_available');
      return { data: toTracking(row, await findStatusEvents(db, request.tenant.id, row.id)) };
    },
  );

  scope.post<{ Params: { id: string } }>(
    ORDER_PATHS.rating(':id'),
    customer,
    async (request, reply): Promise<z.infer<typeof ratingResponseSchema>> => {
      const row = await orderOf(request);
      const body = parseRequest(ratingBodySchema, request.body, 'body');
      const rated = await db.query(
        `UPDATE orders SET rating_stars = $3, rating_comment = $4, rated_at = $5
          WHERE tenant_id = $1 AND id = $2 AND status = 'delivered' AND rating_stars IS NULL RETURNING id`,
        [request.tenant.id, row.id, body.stars, body.comment, clock()],
      );
      if (rated.length === 0) throw new HttpError(422, 'rating_failed');
      reply.code(201);
      return { data: { stars: body.stars, comment: body.comment } };
    },
  );

  scope.post<{ Params: { id: string } }>(
    ORDER_PATHS.reorder(':id'),
    customer,
    async (request, reply): Promise<z.infer<typeof reorderResponseSchema>> => {
      const row = await orderOf(request);
      reply.code(201);
      return { data: await reorder(db, request.tenant, row) };
    },
  );
};
