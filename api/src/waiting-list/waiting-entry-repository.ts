import {
  canDelay,
  canRate,
  estimateWaitMinutes,
  waitingStateOf,
  waitingTokenSchema,
  type CountryCode,
  type Locale,
  type OperatorWaitingEntry,
  type WaitingEntry,
  type WaitingStatus,
} from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

/** An entry with its branch, area and the branch's rules, as stored. */
export interface EntryRow {
  id: number;
  token: string;
  branch_id: number;
  area_id: number;
  customer_id: number | null;
  name: string;
  country_code: CountryCode;
  mobile: string;
  party_size: number;
  event_type_id: number | null;
  note: string | null;
  locale: Locale;
  status: WaitingStatus;
  position: number | null;
  delays_used: number;
  created_at: Date;
  called_at: Date | null;
  link_sent_at: Date;
  rating_stars: number | null;
  rating_comment: string | null;
  branch_name_ar: string;
  branch_name_en: string;
  area_name_ar: string;
  area_name_en: string;
  open: boolean;
  closed_reason: string | null;
  party_size_min: number;
  party_size_max: number;
  turn_minutes: number;
  delay_step: number;
  max_delays: number;
  no_show_minutes: number;
}

const SELECT_ENTRIES = `
  SELECT e.id, e.token, e.branch_id, e.area_id, e.customer_id, e.name, e.country_code, e.mobile, e.party_size,
         e.event_type_id, e.note, e.locale, e.status, e.position, e.delays_used, e.created_at, e.called_at, e.link_sent_at,
         e.rating_stars, e.rating_comment, b.name_ar AS branch_name_ar, b.name_en AS branch_name_en,
         a.name_ar AS area_name_ar, a.name_en AS area_name_en, w.open, w.closed_reason, w.party_size_min,
         w.party_size_max, w.turn_minutes, w.delay_step, w.max_delays, w.no_show_minutes
    FROM waiting_entries e
    JOIN branches b ON b.tenant_id = e.tenant_id AND b.id = e.branch_id
    JOIN waiting_list_areas a ON a.tenant_id = e.tenant_id AND a.id = e.area_id
    JOIN waiting_list_branches w ON w.tenant_id = e.tenant_id AND w.branch_id = e.branch_id`;

/** The tenant's entry its link names, or null (another tenant's, or a token that cannot be one). */
export const findEntryByToken = async (db: Queryable, tenantId: number, token: string): Promise<EntryRow | null> => {
  if (!waitingTokenSchema.safeParse(token).success) return null;
  const rows = await db.query<EntryRow>(`${SELECT_ENTRIES} WHERE e.tenant_id = $1 AND e.token = $2`, [tenantId, token]);
  return rows[0] ?? null;
};

export const findEntryById = async (db: Queryable, tenantId: number, id: number): Promise<EntryRow | null> => {
  const rows = await db.query<EntryRow>(`${SELECT_ENTRIES} WHERE e.tenant_id = $1 AND e.id = $2`, [tenantId, id]);
  return rows[0] ?? null;
};

/** The customer's latest entry still in line (or called) at that branch (and area), or null. */
export const findActiveEntryOfCustomer = async (
  db: Queryable,
  tenantId: number,
  customerId: number,
  branchId: number,
  areaId: number | undefined,
): Promise<EntryRow | null> => {
  const rows = await db.query<EntryRow>(
    `${SELECT_ENTRIES} WHERE e.tenant_id = $1 AND e.customer_id = $2 AND e.branch_id = $3 AND ($4::int IS NULL OR e.area_id = $4)
       AND e.status IN ('waiting', 'called') ORDER BY e.id DESC LIMIT 1`,
    [tenantId, customerId, branchId, areaId ?? null],
  );
  return rows[0] ?? null;
};

/** The entries of a branch still in line or called, by area and position (the restaurant's view). */
export const findLineOfBranch = (db: Queryable, tenantId: number, branchId: number): Promise<EntryRow[]> =>
  db.query<EntryRow>(
    `${SELECT_ENTRIES} WHERE e.tenant_id = $1 AND e.branch_id = $2 AND e.status IN ('waiting', 'called')
      ORDER BY e.area_id, e.status = 'called' DESC, e.position, e.called_at`,
    [tenantId, branchId],
  );

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The entry as its holder sees it. */
export const toWaitingEntry = (row: EntryRow): WaitingEntry => {
  const ahead = row.position === null ? null : row.position - 1;
  const rated = row.rating_stars !== null;
  return {
    id: row.token,
    branch: { id: row.branch_id, names: { ar: row.branch_name_ar, en: row.branch_name_en } },
    area: { id: row.area_id, names: { ar: row.area_name_ar, en: row.area_name_en } },
    name: row.name,
    country_code: row.country_code,
    mobile: row.mobile,
    party_size: row.party_size,
    event_type_id: row.event_type_id,
    note: row.note,
    status: row.status,
    state: waitingStateOf({ status: row.status, delays_used: row.delays_used, list_open: row.open }),
    position: row.position,
    parties_ahead: ahead,
    estimated_minutes: ahead === null ? null : estimateWaitMinutes(ahead, row.turn_minutes),
    delays_used: row.delays_used,
    delays_allowed: row.max_delays,
    can_delay: canDelay({ status: row.status, delays_used: row.delays_used, max_delays: row.max_delays }),
    closed_reason: row.open ? null : row.closed_reason,
    party_size_min: row.party_size_min,
    party_size_max: row.party_size_max,
    created_at: new Date(row.created_at).toISOString(),
    called_at: iso(row.called_at),
    rating: rated ? { stars: row.rating_stars!, comment: row.rating_comment } : null,
    can_rate: canRate({ status: row.status, rated }),
  };
};

/** The entry as the restaurant sees it: its row id, never its link token. */
export const toOperatorEntry = (row: EntryRow): OperatorWaitingEntry => ({
  id: row.id,
  area_id: row.area_id,
  name: row.name,
  country_code: row.country_code,
  mobile: row.mobile,
  party_size: row.party_size,
  note: row.note,
  status: row.status,
  position: row.position,
  delays_used: row.delays_used,
  created_at: new Date(row.created_at).toISOString(),
  called_at: iso(row.called_at),
});
