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
  on_my_way_at: Date | null;
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
         e.event_type_id, e.note, e.locale, e.status, e.position, e.delays_used, e.created_at, e.called_at, e.on_my_way_at, e.link_sent_at,
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

/** Parties waiting at a branch, or in one of its areas. */
export const countWaiting = async (db: Queryable, tenantId: number, branchId: number, areaId?: number): Promise<number> => {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM waiting_entries
      WHERE tenant_id = $1 AND branch_id = $2 AND status = 'waiting' AND ($3::int IS NULL OR area_id = $3)`,
    [tenantId, branchId, areaId ?? null],
  );
  return row?.count ?? 0;
};

/** The entry this mobile has in line (or called) in the queue, or null. */
export const findActiveEntryIdOfMobile = async (
  db: Queryable,
  tenantId: number,
  areaId: number,
  mobile: { country_code: CountryCode; mobile: string },
): Promise<number | null> => {
  const [existing] = await db.query<{ id: number }>(
    `SELECT id FROM waiting_entries WHERE tenant_id = $1 AND area_id = $2 AND country_code = $3 AND mobile = $4
        AND status IN ('waiting', 'called')`,
    [tenantId, areaId, mobile.country_code, mobile.mobile],
  );
  return existing?.id ?? null;
};

/** A party about to join a queue: what it gives, its place and when. */
export type NewEntry = Pick<
  EntryRow,
  | 'token'
  | 'branch_id'
  | 'area_id'
  | 'customer_id'
  | 'name'
  | 'country_code'
  | 'mobile'
  | 'party_size'
  | 'event_type_id'
  | 'note'
  | 'locale'
> & { position: number; created_at: string };

/** Stores a party that joins a queue at `position` (call under the queue's lock); its link counts as sent now. */
export const insertEntry = async (tx: Queryable, tenantId: number, entry: NewEntry): Promise<void> => {
  await tx.query(
    `INSERT INTO waiting_entries (tenant_id, token, branch_id, area_id, customer_id, name, country_code, mobile, party_size,
        event_type_id, note, locale, position, created_at, link_sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
    [
      tenantId,
      entry.token,
      entry.branch_id,
      entry.area_id,
      entry.customer_id,
      entry.name,
      entry.country_code,
      entry.mobile,
      entry.party_size,
      entry.event_type_id,
      entry.note,
      entry.locale,
      entry.position,
      entry.created_at,
    ],
  );
};

/** Parties waiting in a queue (call under its lock). */
export const queueLength = async (tx: Queryable, tenantId: number, areaId: number): Promise<number> => {
  const [row] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM waiting_entries WHERE tenant_id = $1 AND area_id = $2 AND status = 'waiting'",
    [tenantId, areaId],
  );
  return row?.count ?? 0;
};

/** Moves every party behind `position` up one place (the one there left the line; call under the queue's lock). */
export const closeGap = async (tx: Queryable, tenantId: number, areaId: number, position: number): Promise<void> => {
  await tx.query(
    "UPDATE waiting_entries SET position = position - 1 WHERE tenant_id = $1 AND area_id = $2 AND status = 'waiting' AND position > $3",
    [tenantId, areaId, position],
  );
};

/** Moves an entry from its place down to `to` (call under the queue's lock): the parties it passes move up one, its delays count one more. */
export const moveEntryDown = async (tx: Queryable, tenantId: number, entry: Pick<EntryRow, 'id' | 'area_id'>, from: number, to: number) => {
  await tx.query(
    "UPDATE waiting_entries SET position = position - 1 WHERE tenant_id = $1 AND area_id = $2 AND status = 'waiting' AND position > $3 AND position <= $4",
    [tenantId, entry.area_id, from, to],
  );
  await tx.query('UPDATE waiting_entries SET position = $2, delays_used = delays_used + 1 WHERE id = $1', [entry.id, to]);
};

export const updatePartyAndNote = async (tx: Queryable, id: number, partySize: number, note: string | null): Promise<void> => {
  await tx.query('UPDATE waiting_entries SET party_size = $2, note = $3 WHERE id = $1', [id, partySize, note]);
};

/** The entry leaves the line cancelled, with its reason if one was given (close the gap it leaves). */
export const markEntryCancelled = async (tx: Queryable, id: number, reasonId: number | null, now: Date): Promise<void> => {
  await tx.query("UPDATE waiting_entries SET status = 'cancelled', position = NULL, cancel_reason_id = $2, ended_at = $3 WHERE id = $1", [
    id,
    reasonId,
    now.toISOString(),
  ]);
};

export const rateEntryRow = async (tx: Queryable, id: number, stars: number, comment: string | null, now: Date): Promise<void> => {
  await tx.query('UPDATE waiting_entries SET rating_stars = $2, rating_comment = $3, rated_at = $4 WHERE id = $1', [
    id,
    stars,
    comment,
    now.toISOString(),
  ]);
};

/** The first in line among the heads of these queues (the one that joined first), or null when nobody waits. */
export const findNextInLine = async (
  tx: Queryable,
  tenantId: number,
  areaIds: readonly number[],
): Promise<{ id: number; area_id: number } | null> => {
  const [next] = await tx.query<{ id: number; area_id: number }>(
    `SELECT id, area_id FROM waiting_entries
      WHERE tenant_id = $1 AND area_id = ANY ($2::int[]) AND status = 'waiting' AND position = 1
      ORDER BY created_at, id LIMIT 1`,
    [tenantId, areaIds],
  );
  return next ?? null;
};

/** The party is called: it leaves the line (close the gap it leaves). */
export const markEntryCalled = async (tx: Queryable, id: number, now: Date): Promise<void> => {
  await tx.query("UPDATE waiting_entries SET status = 'called', position = NULL, called_at = $2 WHERE id = $1", [id, now.toISOString()]);
};

/** The called party is on its way: the first time only (a repeat keeps the first time). */
export const markOnMyWay = async (tx: Queryable, id: number, now: Date): Promise<void> => {
  await tx.query('UPDATE waiting_entries SET on_my_way_at = COALESCE(on_my_way_at, $2) WHERE id = $1', [id, now.toISOString()]);
};

/** A called party's visit ends: seated, or a no-show. */
export const endEntry = async (tx: Queryable, id: number, outcome: 'seated' | 'no_show', now: Date): Promise<void> => {
  await tx.query('UPDATE waiting_entries SET status = $2, ended_at = $3 WHERE id = $1', [id, outcome, now.toISOString()]);
};

/** Records that the entry's link is sent again now; false when it was sent within `resendMs` (then it is not sent). */
export const markLinkResent = async (db: Queryable, tenantId: number, id: number, now: Date, resendMs: number): Promise<boolean> =>
  (
    await db.query('UPDATE waiting_entries SET link_sent_at = $3 WHERE tenant_id = $1 AND id = $2 AND link_sent_at <= $4 RETURNING id', [
      tenantId,
      id,
      now.toISOString(),
      new Date(now.getTime() - resendMs).toISOString(),
    ])
  ).length > 0;

const iso = (value: Date | null): string | null => (value === null ? null : new Date(value).toISOString());
const MINUTE = 60_000;

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
    on_my_way_at: iso(row.on_my_way_at),
    grace_minutes: row.no_show_minutes,
    give_up_at: row.called_at === null ? null : new Date(new Date(row.called_at).getTime() + row.no_show_minutes * MINUTE).toISOString(),
    rating: rated ? { stars: row.rating_stars!, comment: row.rating_comment } : null,
    can_rate: canRate({ status: row.status, rated }),
  };
};

/** The entry as the restaurant sees it at `now`: its row id, never its link token. */
export const toOperatorEntry = (row: EntryRow, now: Date): OperatorWaitingEntry => ({
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
  called_minutes_ago:
    row.called_at === null || row.status !== 'called'
      ? null
      : Math.max(0, Math.floor((now.getTime() - new Date(row.called_at).getTime()) / MINUTE)),
  on_my_way_at: iso(row.on_my_way_at),
});
