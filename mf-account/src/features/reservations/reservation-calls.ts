import { RESERVATION_PATHS, reservationListResponseSchema, type Reservation } from '@storefront/shared/contracts';
import { parseAnswer, type ApiClient } from '@storefront/shared';

export type When = 'upcoming' | 'past';
export type MyReservations = Record<When, Reservation[]>;

const fetchMine = async (api: ApiClient, when: When, signal?: AbortSignal) =>
  parseAnswer(reservationListResponseSchema, (await api.get(RESERVATION_PATHS.mine, { params: { when }, signal })).data).data;

/** My reservations, upcoming and past. */
export const fetchMyReservations = async (api: ApiClient, signal?: AbortSignal): Promise<MyReservations> => {
  const [upcoming, past] = await Promise.all([fetchMine(api, 'upcoming', signal), fetchMine(api, 'past', signal)]);
  return { upcoming, past };
};
