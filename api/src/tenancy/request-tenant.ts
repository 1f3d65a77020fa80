import type { CountryCode, Locale, LocalizedText } from '@storefront/shared/contracts';
import type { Realtime } from '../realtime/realtime';
import type { TenantRow } from './tenant-repository';

/** The tenant a request was authenticated for; every query of the request is scoped by its id. */
export interface RequestTenant {
  id: number;
  name: string;
  country: CountryCode;
  default_language: Locale;
  title: LocalizedText;
}

export const requestTenantOf = (row: TenantRow): RequestTenant => ({
  id: row.id,
  name: row.name,
  country: row.country,
  default_language: row.default_language,
  title: { ar: row.title_ar, en: row.title_en },
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook of the tenant-scoped routes before any handler runs. */
    tenant: RequestTenant;
  }
  interface FastifyInstance {
    realtime: Realtime;
  }
}
