import type { CountryCode, Locale, LocalizedText } from '@storefront/shared/contracts';
import type { FastifyRequest, RouteGenericInterface } from 'fastify';
import type { Realtime } from '../realtime/realtime';
import type { TenantRow } from './tenant-repository';
import type { TenantRowCache } from './tenant-row-cache';

/** The tenant a request was authenticated for; every query of the request is scoped by its id. */
export interface RequestTenant {
  id: number;
  name: string;
  country: CountryCode;
  default_language: Locale;
  title: LocalizedText;
}

/** A request of a tenant-scoped route (`tenantScope`, the operator routes): its tenant is known. */
export type TenantRequest<G extends RouteGenericInterface = RouteGenericInterface> = FastifyRequest<G> & { tenant: RequestTenant };

export const requestTenantOf = (row: TenantRow): RequestTenant => ({
  id: row.id,
  name: row.name,
  country: row.country,
  default_language: row.default_language,
  title: { ar: row.title_ar, en: row.title_en },
});

import type { BackgroundWork } from '../background/background-work';

declare module 'fastify' {
  interface FastifyRequest {
    /** Null until a tenant is authenticated: inside `tenantScope` (or the operator routes) a `TenantRequest`. */
    tenant: RequestTenant | null;
  }
  interface FastifyInstance {
    realtime: Realtime;
    /** Work done after the answer (`background/background-work.ts`); the app's close waits for it. */
    background: BackgroundWork;
    /** The tenants the storefront routes authenticate against (see app-token-auth). */
    tenantRows: TenantRowCache;
  }
}
