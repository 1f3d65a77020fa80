import { z } from 'zod';

/**
 * socket.io handshake: `io(apiBase, { auth: { tenant, app_token, customer_token? } })`. A wrong
 * tenant/app-token pair is refused. A live `customer_token` also joins the customer's own room (their
 * order events); a dead one connects as a guest. A valid `operator_key` joins the tenant's order room.
 */
export const socketAuthSchema = z.object({
  tenant: z.string().min(1).max(63),
  app_token: z.string().min(1).max(200),
  customer_token: z.string().min(1).max(512).optional(),
  operator_key: z.string().min(1).max(200).optional(),
});
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** The tenant-wide event that makes every open storefront page reload. */
export const RELOAD_EVENT = 'update';
