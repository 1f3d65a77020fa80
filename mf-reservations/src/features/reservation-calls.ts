import { CATALOGUE_PATHS, RESERVATION_PATHS, type CreateReservationBody, type UpdateReservationBody } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from './answers';

// The reservation calls of docs/api.md, "Reservations"; what a screen reads takes the `signal` that cancels it.

export const fetchReservationBranches = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('reservationBranchesResponseSchema', await api.get(RESERVATION_PATHS.branches, { signal }))).data;

export const fetchReservationSettings = async (api: ApiClient, branchId: number, signal?: AbortSignal) =>
  (
    await readAnswer(
      'reservationSettingsResponseSchema',
      await api.get(RESERVATION_PATHS.settings(branchId), { params: { frontend: true }, signal }),
    )
  ).data;

export const fetchReservationSlots = async (
  api: ApiClient,
  { branchId, date, guests }: { branchId: number; date: string; guests: number },
  signal?: AbortSignal,
) => {
  const body = { branch_id: branchId, date, guests_count: guests, source: 'web' };
  return (await readAnswer('reservationSlotsResponseSchema', await api.post(RESERVATION_PATHS.slots(branchId), body, { signal }))).data;
};

export const createReservation = async (api: ApiClient, body: CreateReservationBody) =>
  (await readAnswer('reservationResponseSchema', await api.post(RESERVATION_PATHS.create, body))).data;

/** The customer's reservation with their notes. */
export const fetchReservation = async (api: ApiClient, id: number, signal?: AbortSignal) =>
  (await readAnswer('reservationResponseSchema', await api.get(RESERVATION_PATHS.item(id), { params: { include: 'notes' }, signal }))).data;

/** The customer's reservation still being booked (at a branch, or any), or null. */
export const fetchUnfinishedReservation = async (api: ApiClient, branchId: number | null, signal?: AbortSignal) =>
  (
    await readAnswer(
      'reservationResponseSchema',
      await api.get(RESERVATION_PATHS.unfinished, { params: branchId ? { branch_id: branchId } : {}, signal }),
    )
  ).data;

export const updateReservation = async (api: ApiClient, id: number, body: UpdateReservationBody) =>
  (await readAnswer('reservationResponseSchema', await api.put(RESERVATION_PATHS.item(id), body))).data;

/** Opens the deposit's payment again. */
export const payDeposit = async (api: ApiClient, id: number) =>
  (await readAnswer('reservationResponseSchema', await api.post(RESERVATION_PATHS.pay(id), {}))).data;

export const confirmDepositPayment = async (api: ApiClient, id: number, session: string, signal?: AbortSignal) =>
  (await readAnswer('reservationPaymentResponseSchema', await api.post(RESERVATION_PATHS.confirmPayment(id, session), {}, { signal })))
    .data;

export const fetchCancellationReasons = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('cancellationReasonsResponseSchema', await api.get(RESERVATION_PATHS.cancellationReasons, { signal }))).data;

export const fetchSmsBalance = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('smsBalanceResponseSchema', await api.get(RESERVATION_PATHS.smsBalance, { signal }))).data.balance;

export const fetchEventTypes = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('eventTypesResponseSchema', await api.get(CATALOGUE_PATHS.eventTypes, { signal }))).data;

export const fetchAllergens = async (api: ApiClient, signal?: AbortSignal) =>
  (await readAnswer('allergensResponseSchema', await api.get(CATALOGUE_PATHS.allergens, { params: { page: 0 }, signal }))).data;
