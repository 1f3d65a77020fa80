import { z } from 'zod/mini';
import { dineInSessionIdSchema } from './dine-in';
import { OPERATOR_ORDER_ACTIONS } from './orders';
import { OPERATOR_RESERVATION_ACTIONS } from './reservations';
import { waitingTokenSchema } from './waiting-list';

/*
 * The path parameters of the api's routes, for its OpenAPI document. The api reads them itself: one
 * that cannot name anything (`/orders/abc`) answers 404 like an unknown one, never 400.
 */

/** A row id in a path: up to 10 digits. */
const rowIdParam = z.string().check(z.regex(/^\d{1,10}$/));

export const idParamsSchema = z.object({ id: rowIdParam });
export const branchIdParamsSchema = z.object({ branchId: rowIdParam });
export const cartIdParamsSchema = z.object({ cartId: z.string() });
export const dineInSessionParamsSchema = z.object({ sessionId: dineInSessionIdSchema });
export const emenuLinkParamsSchema = z.object({ uuid: z.uuid() });
export const waitingTokenParamsSchema = z.object({ token: waitingTokenSchema });
export const paymentSessionParamsSchema = z.object({ session: z.string() });
export const reservationPaymentParamsSchema = z.object({ id: rowIdParam, session: z.string() });
export const operatorOrderActionParamsSchema = z.object({ id: rowIdParam, action: z.enum(OPERATOR_ORDER_ACTIONS) });
export const operatorReservationActionParamsSchema = z.object({ id: rowIdParam, action: z.enum(OPERATOR_RESERVATION_ACTIONS) });
export const paymentSessionIdParamsSchema = z.object({ id: z.string() });
export const offerCodeParamsSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(40)) });
