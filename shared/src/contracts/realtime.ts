import { z } from 'zod/mini';

/**
 * socket.io handshake: `io(apiBase, { auth: { tenant, app_token, customer_token? } })`. A wrong
 * tenant/app-token pair is refused. A live `customer_token` also joins the customer's own room (their
 * order events); a dead one connects as a guest. A valid `operator_key` joins the tenant's order room.
 */
export const socketAuthSchema = z.object({
  tenant: z.string().check(z.minLength(1), z.maxLength(63)),
  app_token: z.string().check(z.minLength(1), z.maxLength(200)),
  customer_token: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  operator_key: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type SocketAuth = z.infer<typeof socketAuthSchema>;
