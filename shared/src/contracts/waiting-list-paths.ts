// The waiting list's calls and events without their schemas: a first screen imports these and no zod (docs/decisions/zod-off-the-first-visit.md).

export const WAITING_LIST_PATHS = {
  branches: '/api/v1/branch/frontend/branches-waiting',
  /** GET ?branch_id= */
  areas: '/api/v1/branch/frontend/setting-areas',
  settings: (branchId: number | string) => `/api/v1/branch/branches/${branchId}/waiting-settings`,
  /** GET ?area_id= (optional) */
  check: (branchId: number | string) => `/api/v1/waiting-list/waiting/check/${branchId}`,
  /** GET ?branch_id=&area_id= with the customer token */
  lastActive: '/api/v1/waiting-list/settings/get-last-active-waiting-entity',
  /** POST ?frontend=1 */
  create: '/api/v1/waiting-list/waiting/create',
  entry: (token: string) => `/api/v1/waiting-list/waiting/${encodeURIComponent(token)}`,
  changeQueue: (token: string) => `/api/v1/waiting-list/waiting/changeQueue/${encodeURIComponent(token)}`,
  update: (token: string) => `/api/v1/waiting-list/waiting/update/${encodeURIComponent(token)}`,
  cancel: (token: string) => `/api/v1/waiting-list/waiting/cancel/${encodeURIComponent(token)}`,
  rating: (token: string) => `/api/v1/waiting-list/waiting/rating/${encodeURIComponent(token)}`,
  /** POST (no body): "I'm on my way" once the party is called; again changes nothing. */
  onMyWay: (token: string) => `/api/v1/waiting-list/waiting/on-my-way/${encodeURIComponent(token)}`,
  cancellationReasons: '/api/v1/branch/waitlist-cancellation-reasons',
} as const;

/** Sent to `waitingListRoom(tenant)` on every change of a branch's line; pages read their line or entry again. */
export const WAITING_LIST_UPDATED_EVENT = 'waiting_list.updated';
export const waitingListRoom = (tenant: string): string => `waitinglist_${tenant}`;
