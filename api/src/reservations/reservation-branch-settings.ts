import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { rowIdOf } from '../http/row-id';
import { findReservationSettings, type SettingsRow } from './reservation-setup-repository';

/** The settings of a branch that takes reservations, by a path or body id; 404 `reservations_off` otherwise. */
export const reservationBranchSettings = async (db: Db, tenantId: number, rawId: unknown): Promise<SettingsRow> => {
  const id = typeof rawId === 'number' ? rawId : rowIdOf(rawId);
  const settings = id === null ? null : await findReservationSettings(db, tenantId, id);
  if (!settings) throw new DomainError('reservations_off');
  return settings;
};
