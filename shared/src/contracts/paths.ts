/** Call paths of the platform API (docs/specification.md §7 and docs/api.md). One list for the storefront and the api. */
export const API_PATHS = {
  health: '/api/v1/health',
  tenantLookup: '/api/v1/tenant/lookup',
  settings: '/api/v1/tenant/defaultSettings/getSettingByGroups',
  banners: '/api/v1/tenant/banners/all',
  pages: '/api/v1/tenant/pages/by-type/web',
  trackingCodes: '/api/v1/tenant/tracking-codes',
} as const;

/** Request headers of docs/specification.md §7. */
export const HEADERS = {
  source: 'x-source',
  tenant: 'x-tenant',
  appToken: 'x-app-token',
  country: 'x-country',
  timeZone: 'x-time-zone',
  authorization: 'x-authorization-token',
  localization: 'x-localization',
} as const;

/** socket.io rooms of docs/specification.md §7. */
export const socketRooms = (tenant: string): string[] => [
  'client_frontend',
  `orders_${tenant}`,
  `menus_${tenant}`,
  `waitinglist_${tenant}`,
  `branch_${tenant}`,
  `reservation_${tenant}`,
];

/** Calls added with the frame (docs/api.md). */
export const FRAME_PATHS = {
  branches: '/api/v1/branch/frontend/branches',
  branch: (id: number | string) => `/api/v1/branch/frontend/branches/${id}`,
  humanCheck: '/api/v1/tenant/human-check',
  contactMessages: '/api/v1/tenant/contact-messages',
  customerDetails: '/api/v1/user/customers/details',
  walletBalance: '/api/v1/wallet/wallet-logs/balance',
  pointsBalance: '/api/v1/loyalty/points-logs/balance',
} as const;
