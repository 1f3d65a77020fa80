import { CATALOGUE_PATHS, RESERVATION_PATHS, type CreateReservationBody, type UpdateReservationBody } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient, type ApiResponse } from '@storefront/shared';
import type { z } from 'zod/mini';

type Schemas = typeof import('./reservation-schemas');

/**
 * An answer read with its contract, the schema (and zod) loaded with the first answer that needs one;
 * an answer that came with the page is taken as it is (the server read it with the same schema).
 */
const read = async <K extends keyof Schemas>(name: K, answer: ApiResponse<unknown>): Promise<z.output<Schemas[K]>> =>
  answer.primed
    ? (answer.data as z.output<Schemas[K]>)
    : (parseAnswer((await import(/* webpackChunkName: "reservation-schemas" */ './reservation-schemas'))[name], answer.data) as z.output<
        Schemas[K]
      >);

/** The reservation calls of docs/api.md, "Reservations"; what a screen reads takes the `signal` that cancels it. */
export const reservationCalls = (api: ApiClient) => ({
  branches: async (signal?: AbortSignal) =>
    (await read('reservationBranchesResponseSchema', await api.get(RESERVATION_PATHS.branches, { signal }))).data,
  settings: async (branchId: number, signal?: AbortSignal) =>
    (
      await read(
        'reservationSettingsResponseSchema',
        await api.get(RESERVATION_PATHS.settings(branchId), { params: { frontend: true }, signal }),
      )
    ).data,
  slots: async (branchId: number, date: string, guests: number, signal?: AbortSignal) =>
    (
      await read(
        'reservationSlotsResponseSchema',
        await api.post(RESERVATION_PATHS.slots(branchId), { branch_id: branchId, date, guests_count: guests, source: 'web' }, { signal }),
      )
    ).data,
  create: async (body: CreateReservationBody) =>
    (await read('reservationResponseSchema', await api.post(RESERVATION_PATHS.create, body))).data,
  get: async (id: number, signal?: AbortSignal) =>
    (await read('reservationResponseSchema', await api.get(RESERVATION_PATHS.item(id), { params: { include: 'notes' }, signal }))).data,
  unfinished: async (branchId: number | null, signal?: AbortSignal) =>
    (
      await read(
        'reservationResponseSchema',
        await api.get(RESERVATION_PATHS.unfinished, { params: branchId ? { branch_id: branchId } : {}, signal }),
      )
    ).data,
  update: async (id: number, body: UpdateReservationBody) =>
    (await read('reservationResponseSchema', await api.put(RESERVATION_PATHS.item(id), body))).data,
  pay: async (id: number) => (await read('reservationResponseSchema', await api.post(RESERVATION_PATHS.pay(id), {}))).data,
  confirmPayment: async (id: number, session: string, signal?: AbortSignal) =>
    (await read('reservationPaymentResponseSchema', await api.post(RESERVATION_PATHS.confirmPayment(id, session), {}, { signal }))).data,
  reasons: async (signal?: AbortSignal) =>
    (await read('cancellationReasonsResponseSchema', await api.get(RESERVATION_PATHS.cancellationReasons, { signal }))).data,
  smsBalance: async (signal?: AbortSignal) =>
    (await read('smsBalanceResponseSchema', await api.get(RESERVATION_PATHS.smsBalance, { signal }))).data.balance,
  eventTypes: async (signal?: AbortSignal) =>
    (await read('eventTypesResponseSchema', await api.get(CATALOGUE_PATHS.eventTypes, { signal }))).data,
  allergens: async (signal?: AbortSignal) =>
    (await read('allergensResponseSchema', await api.get(CATALOGUE_PATHS.allergens, { params: { page: 0 }, signal }))).data,
});
