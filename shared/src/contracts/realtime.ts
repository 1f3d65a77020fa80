import { z } from 'zod';

/** socket.io handshake: `io(apiBase, { auth: { tenant, app_token } })`. A wrong pair is refused. */
export const socketAuthSchema = z.object({
  tenant: z.string().min(1).max(63),
  app_token: z.string().min(1).max(200),
});
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** The tenant-wide event that makes every open storefront page reload. */
export const RELOAD_EVENT = 'update';
