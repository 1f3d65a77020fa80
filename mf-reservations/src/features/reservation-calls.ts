import {
  CATALOGUE_PATHS,
  RESERVATION_PATHS,
  allergensResponseSchema,
  cancellationReasonsResponseSchema,
  eventTypesResponseSchema,
  reservationBranchesResponseSchema,
  reservationPaymentResponseSchema,
  reservationResponseSchema,
  reservationSettingsResponseSchema,
  reservationSlotsResponseSchema,
  smsBalanceResponseSchema,
  type CreateReservationBody,
  type UpdateReservationBody,
} from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

/** The reservation calls of docs/api.md, "Reservations"; what a screen reads takes the `signal` that cancels it. */
export const reservationCalls = (api: ApiClient) => ({
  branches: async (signal?: AbortSignal) =>
    parseAnswer(reservationBranchesResponseSchema, (await api.get(RESERVATION_PATHS.branches, { signal })).data).data,
  settings: async (branchId: number, signal?: AbortSignal) =>
    parseAnswer(
      reservationSettingsResponseSchema,
      (await api.get(RESERVATION_PATHS.settings(branchId), { params: { frontend: true }, signal })).data,
    ).data,
  slots: async (branchId: number, date: string, guests: number, signal?: AbortSignal) =>
    parseAnswer(
      reservationSlotsResponseSchema,
      (await api.post(RESERVATION_PATHS.slots(branchId), { branch_id: branchId, date, guests_count: guests, source: 'web' }, { signal }))
        .data,
    ).data,
  create: async (body: CreateReservationBody) =>
    parseAnswer(reservationResponseSchema, (await api.post(RESERVATION_PATHS.create, body)).data).data,
  get: async (id: number, signal?: AbortSignal) =>
    parseAnswer(reservationResponseSchema, (await api.get(RESERVATION_PATHS.item(id), { params: { include: 'notes' }, signal })).data).data,
  unfinished: async (branchId: number | null, signal?: AbortSignal) =>
    parseAnswer(
      reservationResponseSchema,
      (await api.get(RESERVATION_PATHS.unfinished, { params: branchId ? { branch_id: branchId } : {}, signal })).data,
    ).data,
  update: async (id: number, body: UpdateReservationBody) =>
    parseAnswer(reservationResponseSchema, (await api.put(RESERVATION_PATHS.item(id), body)).data).data,
  pay: async (id: number) => parseAnswer(reservationResponseSchema, (await api.post(RESERVATION_PATHS.pay(id), {})).data).data,
  confirmPayment: async (id: number, session: string, signal?: AbortSignal) =>
    parseAnswer(reservationPaymentResponseSchema, (await api.post(RESERVATION_PATHS.confirmPayment(id, session), {}, { signal })).data)
      .data,
  reasons: async (signal?: AbortSignal) =>
    parseAnswer(cancellationReasonsResponseSchema, (await api.get(RESERVATION_PATHS.cancellationReasons, { signal })).data).data,
  smsBalance: async (signal?: AbortSignal) =>
    parseAnswer(smsBalanceResponseSchema, (await api.get(RESERVATION_PATHS.smsBalance, { signal })).data).data.balance,
  eventTypes: async (signal?: AbortSignal) =>
    parseAnswer(eventTypesResponseSchema, (await api.get(CATALOGUE_PATHS.eventTypes, { signal })).data).data,
  allergens: async (signal?: AbortSignal) =>
    parseAnswer(allergensResponseSchema, (await api.get(CATALOGUE_PATHS.allergens, { params: { page: 0 }, signal })).data).data,
});
