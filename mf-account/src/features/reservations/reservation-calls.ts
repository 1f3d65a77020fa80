import { RESERVATION_PATHS, type Reservation } from '@storefront/shared/contracts';
import type { ApiClient } from '@storefront/shared';
import { readAnswer } from '../answers';

export type When = 'upcoming' | 'past';
export type MyReservations = Record<When, Reservation[]>;

const fetchMine = async (api: ApiClient, when: When, signal?: AbortSignal) =>
  (await readAnswer('reservationListResponseSchema', await api.get(RESERVATION_PATHS.mine, { params: { when }, signal }))).data;

/** My reservations, upcoming and past. */
export const fetchMyReservations = async (api: ApiClient, signal?: AbortSignal): Promise<MyReservations> => {
  const [upcoming, past] = await Promise.all([fetchMine(api, 'upcoming', signal), fetchMine(api, 'past', signal)]);
  return { upcoming, past };
};
