// The reservations' calls, events and source without their schemas: a first screen imports these and no zod (docs/decisions/zod-off-the-first-visit.md).

/** Reservation calls (docs/specification.md §7; docs/api.md, "Reservations"). */
export const RESERVATION_PATHS = {
  branches: '/api/v1/branch/frontend/branches-reservations',
  settings: (branchId: number | string) => `/api/v1/branch/branches/${branchId}/reservations-settings`,
  slots: (branchId: number | string) => `/api/v1/branch/branches/${branchId}/reservations-slots`,
  create: '/api/v1/reservation/reservations',
  /** GET: the customer's reservations (`?when=upcoming|past`). */
  mine: '/api/v1/reservation/reservations',
  /** GET: the customer's latest unfinished reservation (`?branch_id=` optional); 404 when none. */
  unfinished: '/api/v1/reservation/reservations/unfinished',
  item: (id: number | string) => `/api/v1/reservation/reservations/${id}`,
  /** POST: the deposit's payment (the open session, or a new one). */
  pay: (id: number | string) => `/api/v1/reservation/reservations/${id}/pay`,
  /** POST: the storefront back from the provider asks the api, which asks the provider. */
  confirmPayment: (id: number | string, sessionId: string) => `/api/v1/reservation/reservations/${id}/payments/${sessionId}/confirm`,
  cancellationReasons: '/api/v1/branch/reservation-cancellation-reasons',
  smsBalance: '/api/v1/sms/clients/by-app',
} as const;

export const RESERVATION_UPDATED_EVENT = 'reservation.updated';
/** The socket room of a tenant's reservation events (one of `socketRooms(tenant)`). */
export const reservationRoom = (tenant: string): string => `reservation_${tenant}`;
/** `source` of every storefront reservation (spec §9). */
export const RESERVATION_SOURCE = 'web';
