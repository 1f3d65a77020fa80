import { moduleSettingKey } from '@storefront/shared/contracts';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { settingValue } from '../content/settings-repository';

/** onRequest hook after the tenant check: a tenant with the reservations module off has no reservation calls (404). */
export const reservationsModuleOn =
  (db: Db) =>
  async (request: TenantRequest): Promise<void> => {
    const value = await settingValue(db, request.tenant.id, moduleSettingKey('reservations'));
    if (value !== null && value !== '1') throw new DomainError('reservations_off');
  };
