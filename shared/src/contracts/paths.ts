/** Call paths of the platform API (docs/specification.md §7 and docs/api.md). One list for the storefront and the api. */
export const API_PATHS = {
  health: '/api/v1/health',
  tenantLookup: '/api/v1/tenant/lookup',
  settings: '/api/v1/tenant/defaultSettings/getSettingByGroups',
  banners: '/api/v1/tenant/banners/all',
  pages: '/api/v1/tenant/pages/by-type/web',
  trackingCodes: '/api/v1/tenant/tracking-codes',
} as const;

/** GET: the tenant's keyed texts (order statuses and their colours), both languages in one row. */
export const TENANT_MESSAGES_PATH = '/api/v1/tenant/messages';

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

/** Login by a code sent to the mobile (docs/api.md). */
export const AUTH_PATHS = {
  otpSend: '/api/v1/user/auth/otp/send',
  otpVerify: '/api/v1/user/auth/otp/verify',
  logout: '/api/v1/user/auth/logout',
  logoutEverywhere: '/api/v1/user/auth/logout-all',
} as const;

/** Login by e-mail and password, and signup (docs/api.md). */
export const ACCOUNT_AUTH_PATHS = {
  emailLogin: '/api/v1/user/auth/login',
  signup: '/api/v1/user/auth/register',
} as const;

/** Calls of the menu (docs/api.md, "Menu"). */
export const MENU_PATHS = {
  menu: (branchId: number | string) => `/api/v1/menu/branches/${branchId}/menu`,
  item: (id: number | string) => `/api/v1/menu/items/${id}`,
  deliveryZone: '/api/v1/branch/frontend/delivery-zone',
  deliveryZones: '/api/v1/branch/frontend/delivery-zones',
} as const;

/** The socket room of a tenant's branch events (one of `socketRooms(tenant)`). */
export const branchRoom = (tenant: string): string => `branch_${tenant}`;

/** Sent to `branchRoom(tenant)` when a branch changes; the storefront reloads that branch. */
export const BRANCH_UPDATED_EVENT = 'branch.updated';

/** The socket room of a tenant's menu events (one of `socketRooms(tenant)`). */
export const menuRoom = (tenant: string): string => `menus_${tenant}`;
/** Sent to `menuRoom(tenant)` when an item changes; the storefront reloads the menu. */
export const MENU_UPDATED_EVENT = 'menu.updated';

/** Calls of the server-side cart (docs/api.md, "Cart"). */
export const CART_PATHS = {
  carts: '/api/v1/order/carts',
  cart: (cartId: string) => `/api/v1/order/carts/${cartId}`,
} as const;

/** The coupon check against a cart (`CHECKOUT_PATHS.couponCheck`), here for the cart's offer quote, which loads no zod. */
export const COUPON_CHECK_PATH = '/api/v1/order/coupons/check';

/** Calls of the electronic menu (docs/api.md, "Electronic menu"). */
export const EMENU_PATHS = {
  /** One branch's e-menu by the uuid printed in its QR code. */
  branch: (uuid: string) => `/api/v1/menu/emenu/branch/${uuid}`,
  /** The branches one QR code covers (a food court, a chain's shared menu). */
  branches: (uuid: string) => `/api/v1/menu/emenu/branches/${uuid}`,
  /** A branch's e-menu by its id, optionally for one order type (`?order_type=`). */
  branchById: (id: number | string) => `/api/v1/menu/emenu/branch-id/${id}`,
  feedback: '/api/v1/menu/emenu/feedback',
} as const;

/** The tenant-wide event that makes every open storefront page reload. */
export const RELOAD_EVENT = 'update';

/**
 * Dine-in table sessions (docs/api.md, "Dine-in"). A QR code on a table opens
 * `/menu/dine_in/session/{id}`; the session names the branch, the table and its area. Staff may
 * move a session to another table (even of another branch): the storefront then marks the draft's
 * `table_changed` and `table_changed_branch_id`.
 */
export const DINE_IN_PATHS = {
  session: (sessionId: string) => `/api/v1/order/dine-in/sessions/${encodeURIComponent(sessionId)}`,
  /** GET ?branch_id=&code=: the open session of the table whose printed code ("T5") is `code` in that branch. */
  tableSession: '/api/v1/order/dine-in/table-session',
} as const;

/** Sent to `branchRoom(tenant)` when a session moves or closes; the storefront reloads that session. */
export const DINE_IN_SESSION_UPDATED_EVENT = 'dine_in.session_updated';
