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

/** The reservation calls of docs/api.md, "Reservations". */
export const reservationCalls = (api: ApiClient) => ({
  branches: async () => parseAnswer(reservationBranchesResponseSchema, (await api.get(RESERVATION_PATHS.branches)).data).data,
  settings: async (branchId: number) =>
    parseAnswer(
      reservationSettingsResponseSchema,
      (await api.get(RESERVATION_PATHS.settings(branchId), { params: { frontend: true } })).data,
    ).data,
  slots: async (branchId: number, date: string, guests: number) =>
    parseAnswer(
      reservationSlotsResponseSchema,
      (await api.post(RESERVATION_PATHS.slots(branchId), { branch_id: branchId, date, guests_count: guests, source: 'web' })).data,
    ).data,
  create: async (body: CreateReservationBody) =>
    parseAnswer(reservationResponseSchema, (await api.post(RESERVATION_PATHS.create, body)).data).data,
  get: async (id: number) =>
    parseAnswer(reservationResponseSchema, (await api.get(RESERVATION_PATHS.item(id), { params: { include: 'notes' } })).data).data,
  unfinished: async (branchId: number | null) =>
    parseAnswer(
      reservationResponseSchema,
      (await api.get(RESERVATION_PATHS.unfinished, { params: branchId ? { branch_id: branchId } : {} })).data,
    ).data,
  update: async (id: number, body: UpdateReservationBody) =>
    parseAnswer(reservationResponseSchema, (await api.put(RESERVATION_PATHS.item(id), body)).data).data,
  pay: async (id: number) => parseAnswer(reservationResponseSchema, (await api.post(RESERVATION_PATHS.pay(id), {})).data).data,
  confirmPayment: async (id: number, session: string) =>
    parseAnswer(reservationPaymentResponseSchema, (await api.post(RESERVATION_PATHS.confirmPayment(id, session), {})).data).data,
  reasons: async () => parseAnswer(cancellationReasonsResponseSchema, (await api.get(RESERVATION_PATHS.cancellationReasons)).data).data,
  smsBalance: async () => parseAnswer(smsBalanceResponseSchema, (await api.get(RESERVATION_PATHS.smsBalance)).data).data.balance,
  eventTypes: async () => parseAnswer(eventTypesResponseSchema, (await api.get(CATALOGUE_PATHS.eventTypes)).data).data,
  allergens: async () =>
    parseAnswer(allergensResponseSchema, (await api.get(CATALOGUE_PATHS.allergens, { params: { page: 0 } })).data).data,
});
