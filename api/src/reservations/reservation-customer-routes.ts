import {
  HEADERS,
  RESERVATION_PATHS,
  createReservationBodySchema,
  updateReservationBodySchema,
  idParamsSchema,
  reservationItemQuerySchema,
  reservationListQuerySchema,
  reservationListResponseSchema,
  reservationPaymentParamsSchema,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
  unfinishedReservationQuerySchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { headerValue } from '../http/header-value';
import { pathRowId } from '../http/row-id';
import type { CustomerRequest } from '../customers/customer-auth';
import type { CustomerScope } from '../tenancy/scopes';
import { storefrontPageUrl } from '../tenancy/storefront-url-service';
import type { ActionDeps } from './reservation-service';
import {
  bookReservation,
  changeCustomerReservation,
  confirmDeposit,
  customerReservation,
  customerReservations,
  payDeposit,
  unfinishedReservation,
  type DepositReturnUrl,
} from './customer-reservation-service';
import { reservationsModuleOn } from './reservations-module-hook';

type Answer = z.infer<typeof reservationResponseSchema>;

export interface CustomerRoutesDeps extends ActionDeps {
  /** The storefront's origin for a tenant, `{host}` standing for its domain. */
  storefrontUrl: string;
}

/** The reservations of the logged-in customer (docs/api.md, "Reservations"); a customer reaches only their own. Register in the customer scope. */
export const reservationCustomerRoutes = async (scope: CustomerScope, deps: CustomerRoutesDeps): Promise<void> => {
  const { db } = deps;
  scope.addHook('onRequest', reservationsModuleOn(db));

  const ownerOf = (request: CustomerRequest) => ({ tenant: request.tenant, customerId: request.customer.id });
  const ownId = (request: CustomerRequest): number => pathRowId(request, 'reservation_not_found');
  // The customer comes back in the language they paid in (`x-localization`): English under `/en`.
  const returnUrlOf =
    (request: CustomerRequest): DepositReturnUrl =>
    (reservationId) =>
    (sessionId) =>
      storefrontPageUrl(db, {
        storefrontUrl: deps.storefrontUrl,
        tenantId: request.tenant.id,
        locale: headerValue(request, HEADERS.localization) === 'en' ? 'en' : null,
        path: `/reservations/${reservationId}?session=${encodeURIComponent(sessionId)}`,
      });

  const created = { body: createReservationBodySchema, response: { 201: reservationResponseSchema } };
  scope.post(RESERVATION_PATHS.create, { schema: created }, async (request, reply) => {
    const body = request.body;
    const answer: Answer = { data: await bookReservation(deps, ownerOf(request), body) };
    return reply.status(201).send(answer);
  });

  const mine = { querystring: reservationListQuerySchema, response: { 200: reservationListResponseSchema } };
  scope.get(RESERVATION_PATHS.mine, { schema: mine }, async (request): Promise<z.infer<typeof reservationListResponseSchema>> => {
    const { when } = request.query;
    return { data: await customerReservations(deps, ownerOf(request), when) };
  });

  const unfinished = { querystring: unfinishedReservationQuerySchema, response: { 200: reservationResponseSchema } };
  scope.get(RESERVATION_PATHS.unfinished, { schema: unfinished }, async (request): Promise<Answer> => {
    const { branch_id } = request.query;
    return { data: await unfinishedReservation(deps, ownerOf(request), branch_id ?? null) };
  });

  const one = { params: idParamsSchema, querystring: reservationItemQuerySchema, response: { 200: reservationResponseSchema } };
  scope.get(RESERVATION_PATHS.item(':id'), { schema: one }, async (request): Promise<Answer> => {
    const { include } = request.query;
    const id = ownId(request);
    return { data: await customerReservation(deps, ownerOf(request), id, include === 'notes') };
  });

  const changed = { params: idParamsSchema, body: updateReservationBodySchema, response: { 200: reservationResponseSchema } };
  scope.put(RESERVATION_PATHS.item(':id'), { schema: changed }, async (request): Promise<Answer> => {
    const body = request.body;
    const id = ownId(request);
    return { data: await changeCustomerReservation(deps, ownerOf(request), { id, body, returnUrl: returnUrlOf(request) }) };
  });

  scope.post(
    RESERVATION_PATHS.pay(':id'),
    { schema: { params: idParamsSchema, response: { 200: reservationResponseSchema } } },
    async (request): Promise<Answer> => ({ data: await payDeposit(deps, ownerOf(request), ownId(request), returnUrlOf(request)) }),
  );

  scope.post(
    RESERVATION_PATHS.confirmPayment(':id', ':session'),
    { schema: { params: reservationPaymentParamsSchema, response: { 200: reservationPaymentResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationPaymentResponseSchema>> => ({
      data: await confirmDeposit(deps, ownerOf(request), ownId(request), request.params.session),
    }),
  );
};
