import { moduleSettingKey } from '@storefront/shared/contracts';
import type { TenantRequest } from '../tenancy/request-tenant';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { rowIdOf } from '../http/row-id';
import { settingValue } from '../content/settings-repository';
import { findReservationSettings, type SettingsRow } from './reservation-setup-repository';

/** onRequest hook after the tenant check: a tenant with the reservations module off has no reservation calls (404). */
export const reservationsModuleOn =
  (db: Db) =>
  async (request: TenantRequest): Promise<void> => {
    const value = await settingValue(db, request.tenant.id, moduleSettingKey('reservations'));
    if (value !== null && value !== '1') throw new DomainError('reservations_off');
  };

/** The settings of a branch that takes reservations, by a path or body id; 404 otherwise. */
export const settingsOf = async (db: Db, tenantId: number, rawId: unknown): Promise<SettingsRow> => {
  const id = typeof rawId === 'number' ? rawId : rowIdOf(rawId);
  const settings = id === null ? null : await findReservationSettings(db, tenantId, id);
  if (!settings) throw new DomainError('reservations_off');
  return settings;
};
