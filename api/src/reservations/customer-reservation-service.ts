import type {
  CreateReservationBody,
  Reservation,
  createReservationBodySchema,
  reservationPaymentResponseSchema,
  updateReservationBodySchema,
} from '@storefront/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../domain/domain-error';
import type { RequestTenant } from '../tenancy/request-tenant';
import { onlineProviderOf } from '../payments/payment-provider';
import { DEPOSIT_NOT_PAYABLE_MESSAGE } from '../payments/no-online-payment-provider';
import { openDeposit } from './deposit-service';
import type { DepositRow } from './deposit-row';
import { settleAndTell } from './deposit-settlement-service';
import { emitReservationUpdated, toReservation } from './reservation-answer';
import { findDeposit, type DepositPage } from './reservation-payment-repository';
import {
  expireHolds,
  findReservation,
  findUnfinished,
  listCustomerReservations,
  type ReservationRow,
  type ReservationView,
} from './reservation-repository';
import { reservationBranchSettings } from './reservation-branch-settings';
import { cancelReservation, confirmReservation, updateDetails, type ActionDeps } from './reservation-service';
import { changeReservation } from './reservation-change-service';
import { holdTable } from './reservation-booking-service';

/** A logged-in customer's own reservations (docs/api.md, "Reservations"): nobody else's is ever found. */

/** Who asks: the tenant and its customer. */
export interface ReservationOwner {
  tenant: RequestTenant;
  customerId: number;
}

/** A deposit's confirmation: paid or why not, and the reservation as it is now. */
type DepositConfirmation = z.infer<typeof reservationPaymentResponseSchema>['data'];

/** The payment page's way back for a reservation: its storefront URL with the payment session's id. */
export type DepositReturnUrl = (reservationId: number) => (sessionId: string) => Promise<string>;

const tell = (deps: ActionDeps, tenant: RequestTenant, row: ReservationRow): void =>
  emitReservationUpdated(deps.realtime, tenant.name, row);

/** The customer's reservation, its hold expired on the way (and said so live); anyone else's is `reservation_not_found`. */
const ownReservation = async (deps: ActionDeps, { tenant, customerId }: ReservationOwner, id: number): Promise<ReservationView> => {
  for (const expired of await expireHolds(deps.db, tenant.id, deps.clock(), id)) tell(deps, tenant, expired);
  const view = await findReservation(deps.db, tenant.id, id, customerId);
  if (!view) throw new DomainError('reservation_not_found');
  return view;
};

/**
 * The customer's reservation as an answer to their change: with their notes, as `include=notes` reads it,
 * so the page showing the answer shows what the api holds (a note typed at step two stays in view after
 * the deposit is paid, a change or a cancel), and the payment page when one was opened.
 */
const customerAnswer = (deps: ActionDeps, view: ReservationView, page?: DepositPage | null): Promise<Reservation> =>
  toReservation(deps.db, view, deps.clock(), { notes: 'customer', ...(page === undefined ? {} : { page }) });

/** The reservation as it is now (`fallback` when it is gone), answered with the payment page when one was opened. */
const currentAnswer = async (
  deps: ActionDeps,
  tenantId: number,
  fallback: ReservationView,
  page?: DepositPage | null,
): Promise<Reservation> => customerAnswer(deps, (await findReservation(deps.db, tenantId, fallback.id)) ?? fallback, page);

const settle = (deps: ActionDeps) => (session: DepositRow) => settleAndTell(deps, session);

/** The customer's upcoming or past reservations. */
export const customerReservations = async (
  deps: ActionDeps,
  { tenant, customerId }: ReservationOwner,
  when: 'upcoming' | 'past',
): Promise<Reservation[]> => {
  const views = await listCustomerReservations(deps.db, tenant.id, customerId, when, deps.clock());
  return Promise.all(views.map((view) => toReservation(deps.db, view, deps.clock())));
};

/** The customer's reservation still to finish (at one branch, or any); none is `reservation_not_found`. */
export const unfinishedReservation = async (
  deps: ActionDeps,
  { tenant, customerId }: ReservationOwner,
  branchId: number | null,
): Promise<Reservation> => {
  const view = await findUnfinished(deps.db, tenant.id, customerId, branchId, deps.clock());
  if (!view) throw new DomainError('reservation_not_found');
  return toReservation(deps.db, view, deps.clock());
};

/** One of the customer's reservations, with the customer's notes when asked. */
export const customerReservation = async (
  deps: ActionDeps,
  owner: ReservationOwner,
  id: number,
  withNotes: boolean,
): Promise<Reservation> =>
  toReservation(deps.db, await ownReservation(deps, owner, id), deps.clock(), { notes: withNotes ? 'customer' : undefined });

/**
 * Holds a table for the customer at the branch of the body (one that takes reservations, else
 * `reservations_off`): the reservation just held, said live with the holds it released, as it is now.
 */
export const bookReservation = async (
  deps: ActionDeps,
  { tenant, customerId }: ReservationOwner,
  body: z.output<typeof createReservationBodySchema> & CreateReservationBody,
): Promise<Reservation> => {
  const settings = await reservationBranchSettings(deps.db, tenant.id, body.branch_id);
  const held = await holdTable(deps.db, tenant, customerId, settings, body, deps.clock());
  for (const row of [...held.released, held.created]) tell(deps, tenant, row);
  const view = await findReservation(deps.db, tenant.id, held.created.id);
  if (!view) throw new DomainError('reservation_not_found');
  return toReservation(deps.db, view, deps.clock());
};

/**
 * The customer changes details, confirms or cancels their reservation (said live); a confirmation that
 * needs a deposit opens its payment page.
 */
export const changeCustomerReservation = async (
  deps: ActionDeps,
  owner: ReservationOwner,
  { id, body, returnUrl }: { id: number; body: z.output<typeof updateReservationBodySchema>; returnUrl: DepositReturnUrl },
): Promise<Reservation> => {
  const { tenant } = owner;
  const view = await ownReservation(deps, owner, id);
  let moved: ReservationRow;
  if (body.action === 'update') moved = await updateDetails(deps, view, body.details);
  else if (body.action === 'confirm') {
    // A deposit nobody can pay is refused before the reservation waits for it (PAYMENT_PROVIDER=none, no provider of its own).
    if (view.cost_minor > 0 && (await onlineProviderOf(deps.provider, tenant.id)) === null)
      throw new DomainError('payment_method_unavailable', { message: DEPOSIT_NOT_PAYABLE_MESSAGE });
    moved = await confirmReservation(deps, tenant, view);
  } else if (body.action === 'change')
    moved = await changeReservation(
      deps.db,
      tenant,
      owner.customerId,
      view,
      await reservationBranchSettings(deps.db, tenant.id, view.branch_id),
      body,
      deps.clock(),
    );
  else {
    const settings = await reservationBranchSettings(deps.db, tenant.id, view.branch_id);
    moved = await cancelReservation(deps, tenant, view, settings, body.cancellation_reason || null, 'customer');
  }
  tell(deps, tenant, moved);
  let page: DepositPage | null | undefined;
  if (body.action === 'confirm' && moved.status === 'pending_payment')
    page = await openDeposit(deps, tenant, moved, returnUrl(moved.id), settle(deps));
  const current = await findReservation(deps.db, tenant.id, view.id);
  if (!current) throw new DomainError('reservation_not_found');
  return customerAnswer(deps, current, page);
};

/** Opens the deposit's payment page again for a reservation still waiting for it; any other is `reservation_action_invalid`. */
export const payDeposit = async (
  deps: ActionDeps,
  owner: ReservationOwner,
  id: number,
  returnUrl: DepositReturnUrl,
): Promise<Reservation> => {
  const view = await ownReservation(deps, owner, id);
  if (view.status !== 'pending_payment' || view.paid_at !== null) throw new DomainError('reservation_action_invalid');
  const page = await openDeposit(deps, owner.tenant, view, returnUrl(view.id), settle(deps));
  return currentAnswer(deps, owner.tenant.id, view, page);
};

/** Settles the reservation's deposit session as the provider tells it; another reservation's session is `payment_session_not_found`. */
export const confirmDeposit = async (
  deps: ActionDeps,
  owner: ReservationOwner,
  id: number,
  sessionId: string,
): Promise<DepositConfirmation> => {
  const view = await ownReservation(deps, owner, id);
  const session = await findDeposit(deps.db, owner.tenant.id, sessionId);
  if (!session || session.reservation_id !== view.id) throw new DomainError('payment_session_not_found');
  const outcome = await settleAndTell(deps, session);
  return { paid: outcome.paid, code: outcome.code, reservation: await currentAnswer(deps, owner.tenant.id, view) };
};
