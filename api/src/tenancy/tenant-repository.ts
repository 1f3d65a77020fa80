import type { CountryCode, Locale } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

export interface TenantRow {
  id: number;
  name: string;
  country: CountryCode;
  logo: string;
  title_ar: string;
  title_en: string;
  app_token: string;
  domain: string;
  default_language: Locale;
}

const COLUMNS = 'id, name, country, logo, title_ar, title_en, app_token, domain, default_language';

/** The tenant whose domain is `hostname`, else the tenant called `nameFromHost`. */
export const findTenantByHost = async (db: Queryable, hostname: string, nameFromHost: string | null): Promise<TenantRow | null> => {
  const rows = await db.query<TenantRow>(
    `SELECT ${COLUMNS} FROM tenants WHERE domain = $1 OR name = $2 ORDER BY domain = $1 DESC LIMIT 1`,
    [hostname, nameFromHost],
  );
  return rows[0] ?? null;
};

export const findTenantByName = async (db: Queryable, name: string): Promise<TenantRow | null> => {
  const rows = await db.query<TenantRow>(`SELECT ${COLUMNS} FROM tenants WHERE name = $1`, [name]);
  return rows[0] ?? null;
};

/** The tenant's own domain (payment returns go back to it), or null. */
export const findTenantDomain = async (db: Queryable, tenantId: number): Promise<string | null> =>
  (await db.query<{ domain: string }>('SELECT domain FROM tenants WHERE id = $1', [tenantId]))[0]?.domain ?? null;

export const findTenantName = async (db: Queryable, tenantId: number): Promise<string | null> =>
  (await db.query<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [tenantId]))[0]?.name ?? null;

/** The tenants with an online order still waiting for its payment (the unpaid sweep's work). */
export const findTenantsWithUnpaidOrders = (db: Queryable): Promise<{ id: number; name: string }[]> =>
  db.query<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM tenants t WHERE EXISTS (SELECT 1 FROM orders o WHERE o.tenant_id = t.id AND o.status = 'callcenter_pending')`,
  );

/** The tenants with a hold that has run out and is not closed yet (the hold sweep's work). */
export const findTenantsWithExpiredHolds = async (db: Queryable, now: Date): Promise<{ id: number; name: string }[]> =>
  db.query<{ id: number; name: string }>(
    `SELECT t.id, t.name FROM tenants t
      WHERE EXISTS (SELECT 1 FROM reservations r WHERE r.tenant_id = t.id AND r.status IN ('pending', 'pending_payment')
                       AND r.hold_expires_at <= $1 AND r.paid_at IS NULL)`,
    [now],
  );

/** The tenant by its id, or null. */
export const findTenantById = async (db: Queryable, tenantId: number): Promise<TenantRow | null> =>
  (await db.query<TenantRow>(`SELECT ${COLUMNS} FROM tenants WHERE id = $1`, [tenantId]))[0] ?? null;
