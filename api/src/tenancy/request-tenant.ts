import type { Realtime } from '../realtime/realtime';

/** The tenant a request was authenticated for; every query of the request is scoped by its id. */
export interface RequestTenant {
  id: number;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook of the tenant-scoped routes before any handler runs. */
    tenant: RequestTenant;
  }
  interface FastifyInstance {
    realtime: Realtime;
  }
}
