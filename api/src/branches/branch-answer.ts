import { branchStatus, type Branch } from '@storefront/shared/contracts';
import { preparationMinutes } from '../orders/order-estimate';
import type { BranchRow } from './branch-repository';

/** A branch as the storefront sees it at `now`: status from its hours in `timeZone`, busy time included. */
export const toBranch = (row: BranchRow, now: Date, timeZone: string): Branch => ({
  id: row.id,
  names: { ar: row.name_ar, en: row.name_en },
  address: { ar: row.address_ar, en: row.address_en },
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
  status: branchStatus(row, row.working_hours, now, timeZone),
  preparation_minutes: preparationMinutes(row),
  asap_allowed: row.asap_allowed,
  schedule_allowed: row.schedule_allowed,
  order_types: row.order_types,
  working_hours: row.working_hours,
});
