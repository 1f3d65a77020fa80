import type { OrderTypeName } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';
import { settingValues } from '../content/settings-repository';

export interface EMenuLink {
  kind: 'branch' | 'branches';
  branch_ids: number[];
}

/** The tenant's QR link with this uuid, or null (a uuid of another tenant is unknown here). */
export const findEMenuLink = async (db: Queryable, tenantId: number, uuid: string): Promise<EMenuLink | null> => {
  const [row] = await db.query<EMenuLink>('SELECT kind, branch_ids FROM emenu_links WHERE tenant_id = $1 AND uuid = $2', [tenantId, uuid]);
  return row ?? null;
};

/** The uuid of each branch's own e-menu QR link (branches without one are left out). */
export const findBranchLinkUuids = async (db: Queryable, tenantId: number, branchIds: readonly number[]): Promise<Map<number, string>> => {
  const rows = await db.query<{ branch_id: number; uuid: string }>(
    `SELECT branch_ids[1] AS branch_id, uuid::text AS uuid FROM emenu_links
      WHERE tenant_id = $1 AND kind = 'branch' AND branch_ids[1] = ANY ($2::int[]) ORDER BY uuid`,
    [tenantId, branchIds],
  );
  const uuids = new Map<number, string>();
  for (const row of rows) if (!uuids.has(row.branch_id)) uuids.set(row.branch_id, row.uuid);
  return uuids;
};

/** Setting: JSON list of the branch ids whose e-menu links to ordering. */
export const EMENU_ORDERING_BRANCHES_SETTING = 'emenu.ordering_branches';
/** Setting: "1" when every feedback needs at least one photo. */
export const EMENU_PHOTO_REQUIRED_SETTING = 'emenu.feedback_photo_required';

export interface EMenuSettings {
  orderingBranches: number[];
  photoRequired: boolean;
}

export const readEMenuSettings = async (db: Queryable, tenantId: number): Promise<EMenuSettings> => {
  const values = await settingValues(db, tenantId, [EMENU_ORDERING_BRANCHES_SETTING, EMENU_PHOTO_REQUIRED_SETTING]);
  const value = (key: string) => values.get(key);
  let ordering: unknown = [];
  try {
    ordering = JSON.parse(value(EMENU_ORDERING_BRANCHES_SETTING) ?? '[]');
  } catch {
    ordering = [];
  }
  return {
    orderingBranches: Array.isArray(ordering) ? ordering.filter((id): id is number => Number.isInteger(id)) : [],
    photoRequired: value(EMENU_PHOTO_REQUIRED_SETTING) === '1',
  };
};

/** The order type the ordering link opens: the one asked for, else dine-in when the branch serves it, else its first. */
export const orderingTypeOf = (served: readonly OrderTypeName[], asked: OrderTypeName | null): OrderTypeName | null =>
  asked && served.includes(asked) ? asked : served.includes('dine_in') ? 'dine_in' : (served[0] ?? null);
