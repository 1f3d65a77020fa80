import {
  rowIdText,
  HEADERS,
  RESERVATION_PATHS,
  createReservationBodySchema,
  updateReservationBodySchema,
  idParamsSchema,
  reservationListResponseSchema,
  reservationPaymentParamsSchema,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { headerValue } from '../http/header-value';
import { DomainError } from '../domain/domain-error';
import { parseRequest } from '../http/parse-request';
import { pathRowId } from '../http/row-id';
import type { CustomerRequest } from '../customers/customer-auth';
import type { CustomerScope } from '../tenancy/scopes';
import { findTenantDomain } from '../tenancy/tenant-repository';
import { cancelReservation, confirmReservation, updateDetails, type ActionDeps } from './reservation-service';
import { emitReservationUpdated, toReservation } from './reservation-answer';
import { holdTable } from './reservation-booking-service';
import { changeReservation } from './reservation-change-service';
import { openDeposit } from './deposit-service';
import { findDeposit } from './reservation-payment-repository';
import type { DepositRow } from './deposit-row';
import { settleAndTell } from './deposit-settlement-service';
import { expireHolds, findReservation, findUnfinished, listCustomerReservations, type ReservationRow } from './reservation-repository';
import { reservationsModuleOn, settingsOf } from './reservation-scope';

type Answer = z.infer<typeof reservationResponseSchema>;

export interface CustomerRoutesDeps extends ActionDeps {
  /** The storefront's origin for a tenant, `{host}` standing for its domain. */
  storefrontUrl: string;
}

const listQuerySchema = z.object({ when: z.enum(['upcoming', 'past']).default('upcoming') });
const unfinishedQuerySchema = z.object({ branch_id: z.optional(rowIdText()) });
const itemQuerySchema = z.object({ include: z.literal('notes').optional() });

/** The reservations of the logged-in customer (docs/api.md, "Reservations"); a customer reaches only their own. Register in the customer scope. */
export const reservationCustomerRoutes = async (scope: CustomerScope, deps: CustomerRoutesDeps): Promise<void> => {
  const { db, clock, realtime } = deps;
  scope.addHook('onRequest', reservationsModuleOn(db));

  const settle = (session: DepositRow) => settleAndTell(deps, session);
  const emit = (request: CustomerRequest, row: ReservationRow) => emitReservationUpdated(realtime, request.tenant.name, row);

  /** The customer's reservation, its hold expired on the way (and said so live); 404 for anyone else's. */
  const ownReservation = async (request: CustomerRequest) => {
    const id = pathRowId(request, 'reservation_not_found');
    for (const expired of await expireHolds(db, request.tenant.id, clock(), id)) emit(request, expired);
    const view = await findReservation(db, request.tenant.id, id, request.customer.id);
    if (!view) throw new DomainError('reservation_not_found');
    return view;
  };

  const returnUrlOf = (request: CustomerRequest, reservationId: number) => async (sessionId: string) => {
    const domain = await findTenantDomain(db, request.tenant.id);
    const origin = deps.storefrontUrl.replace('{host}', domain ?? 'localhost').replace(/\/$/, '');
    const prefix = headerValue(request, HEADERS.localization) === 'en' ? '/en' : '';
    return `${origin}${prefix}/reservations/${reservationId}?session=${encodeURIComponent(sessionId)}`;
  };

  const created = { body: createReservationBodySchema, response: { 201: reservationResponseSchema } };
  scope.post(RESERVATION_PATHS.create, { schema: created }, async (request, reply) => {
    const body = parseRequest(createReservationBodySchema, request.body, 'body');
    const settings = await settingsOf(db, request.tenant.id, body.branch_id);
    const { created, released } = await holdTable(db, request.tenant, request.customer.id, settings, body, clock());
    for (const row of [...released, created]) emit(request, row);
    const view = await findReservation(db, request.tenant.id, created.id);
    if (!view) throw new DomainError('reservation_not_found');
    const answer: Answer = { data: await toReservation(db, view, clock()) };
    return reply.status(201).send(answer);
  });

  const mine = { querystring: listQuerySchema, response: { 200: reservationListResponseSchema } };
  scope.get(RESERVATION_PATHS.mine, { schema: mine }, async (request): Promise<z.infer<typeof reservationListResponseSchema>> => {
    const { when } = parseRequest(listQuerySchema, request.query, 'query');
    const views = await listCustomerReservations(db, request.tenant.id, request.customer.id, when, clock());
    return { data: await Promise.all(views.map((view) => toReservation(db, view, clock()))) };
  });

  const unfinished = { querystring: unfinishedQuerySchema, response: { 200: reservationResponseSchema } };
  scope.get(RESERVATION_PATHS.unfinished, { schema: unfinished }, async (request): Promise<Answer> => {
    const { branch_id } = parseRequest(unfinishedQuerySchema, request.query, 'query');
    const view = await findUnfinished(db, request.tenant.id, request.customer.id, branch_id ?? null, clock());
    if (!view) throw new DomainError('reservation_not_found');
    return { data: await toReservation(db, view, clock()) };
  });

  const one = { params: idParamsSchema, querystring: itemQuerySchema, response: { 200: reservationResponseSchema } };
  scope.get(RESERVATION_PATHS.item(':id'), { schema: one }, async (request): Promise<Answer> => {
    const { include } = parseRequest(itemQuerySchema, request.query, 'query');
    return {
      data: await toReservation(db, await ownReservation(request), clock(), { notes: include === 'notes' ? 'customer' : undefined }),
    };
  });

  const changed = { params: idParamsSchema, body: updateReservationBodySchema, response: { 200: reservationResponseSchema } };
  scope.put(RESERVATION_PATHS.item(':id'), { schema: changed }, async (request): Promise<Answer> => {
    const body = parseRequest(updateReservationBodySchema, request.body, 'body');
    const view = await ownReservation(request);
    let moved: ReservationRow;
    if (body.action === 'update') moved = await updateDetails(deps, view, body.details);
    else if (body.action === 'confirm') moved = await confirmReservation(deps, request.tenant, view);
    else if (body.action === 'change')
      moved = await changeReservation(
        db,
        request.tenant,
        request.customer.id,
        view,
        await settingsOf(db, request.tenant.id, view.branch_id),
        body,
        clock(),
      );
    else
      moved = await cancelReservation(
        deps,
        request.tenant,
        view,
        await settingsOf(db, request.tenant.id, view.branch_id),
        body.cancellation_reason || null,
        'customer',
      );
    emit(request, moved);
    let paymentUrl: string | null | undefined;
    if (body.action === 'confirm' && moved.status === 'pending_payment') {
      paymentUrl = await openDeposit(deps, request.tenant, moved, returnUrlOf(request, moved.id), settle);
    }
    const current = await findReservation(db, request.tenant.id, view.id);
    if (!current) throw new DomainError('reservation_not_found');
    return { data: await toReservation(db, current, clock(), { paymentUrl }) };
  });

  scope.post(
    RESERVATION_PATHS.pay(':id'),
    { schema: { params: idParamsSchema, response: { 200: reservationResponseSchema } } },
    async (request): Promise<Answer> => {
      const view = await ownReservation(request);
      if (view.status !== 'pending_payment' || view.paid_at !== null) throw new DomainError('reservation_action_invalid');
      const paymentUrl = await openDeposit(deps, request.tenant, view, returnUrlOf(request, view.id), settle);
      const current = (await findReservation(db, request.tenant.id, view.id)) ?? view;
      return { data: await toReservation(db, current, clock(), { paymentUrl }) };
    },
  );

  scope.post(
    RESERVATION_PATHS.confirmPayment(':id', ':session'),
    { schema: { params: reservationPaymentParamsSchema, response: { 200: reservationPaymentResponseSchema } } },
    async (request): Promise<z.infer<typeof reservationPaymentResponseSchema>> => {
      const view = await ownReservation(request);
      const session = await findDeposit(db, request.tenant.id, request.params.session);
      if (!session || session.reservation_id !== view.id) throw new DomainError('payment_session_not_found');
      const outcome = await settleAndTell(deps, session);
      const current = (await findReservation(db, request.tenant.id, view.id)) ?? view;
      return { data: { paid: outcome.paid, code: outcome.code, reservation: await toReservation(db, current, clock()) } };
    },
  );
};
