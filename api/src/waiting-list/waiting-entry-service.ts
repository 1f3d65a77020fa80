import type { waitingCreateBodySchema, waitingUpdateBodySchema } from '@storefront/shared/contracts';
import { canDelay, canRate, canSayOnMyWay, type Locale, type WaitingEntry } from '@storefront/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../db/db';
import type { HumanCheckFactory } from '../human-check/human-check';
import type { Limiter } from '../limits/limiter';
import { giveBackAll } from '../limits/take-limits';
import type { RequestTenant } from '../tenancy/request-tenant';
import { DomainError } from '../domain/domain-error';
import { randomKey } from '../security/one-time-hash';
import {
  closeGap,
  findActiveEntryIdOfMobile,
  findEntryById,
  findEntryByToken,
  insertEntry,
  markEntryCancelled,
  markOnMyWay,
  moveEntryDown,
  queueLength,
  rateEntryRow,
  toWaitingEntry,
  updatePartyAndNote,
  type EntryRow,
} from './waiting-entry-repository';

import { changeLockedEntryByToken } from './waiting-entry-lock-service';
import { lineHours, type LineClock } from './line-hours';
import { findArea, findCancellationReason, findWaitingBranch, lockQueue } from './waiting-settings-repository';
import { admitJoin, type WaitingJoinLimits } from './waiting-join-limits';
import type { WaitingNotices } from './waiting-notices';

type CreateBody = z.output<typeof waitingCreateBodySchema>;

/** The result of a join: the new entry's token, or the entry this mobile already has in that queue. */
type JoinOutcome = { joined: true; token: string } | { joined: false; existingId: number };

const TOKEN_BYTES = 24;

/**
 * Puts a party at the end of a queue (position N + 1 under the queue's lock). Refuses a closed list (409
 * `waiting_list_closed`), a branch closed by its working hours at `line.now` (409 `waiting_branch_closed`
 * with `details.opens_at`), an area of another branch (400), a party size out of bounds (400), bounds the form showed that
 * changed meanwhile (409); a mobile already in that queue is not added again (its entry is answered).
 */
const joinQueue = (
  db: Db,
  tenantId: number,
  joiner: { customerId: number | null; locale: Locale },
  body: CreateBody,
  line: LineClock,
): Promise<JoinOutcome> =>
  db.transaction(async (tx) => {
    const area = await findArea(tx, tenantId, body.area_id, body.branch_id);
    if (!area) throw new DomainError('waiting_area_not_found', { variant: 'join', errors: { area_id: ['waiting_area_not_found'] } });
    await lockQueue(tx, tenantId, area.id);
    const settings = await findWaitingBranch(tx, tenantId, body.branch_id);
    if (!settings) throw new DomainError('branch_not_found');
    if (!settings.open) throw new DomainError('waiting_list_closed', { details: { closed_reason: settings.closed_reason } });
    const hours = lineHours(settings.working_hours, line);
    if (!hours.branch_open) throw new DomainError('waiting_branch_closed', { details: { opens_at: hours.opens_at } });
    const seen = body.branch_settings;
    if (seen.party_size_min !== settings.party_size_min || seen.party_size_max !== settings.party_size_max)
      throw new DomainError('waiting_settings_changed');
    if (body.party_size < settings.party_size_min || body.party_size > settings.party_size_max)
      throw new DomainError('waiting_party_size', { errors: { party_size: ['waiting_party_size'] } });
    const existingId = await findActiveEntryIdOfMobile(tx, tenantId, area.id, body);
    if (existingId !== null) return { joined: false, existingId };
    const token = randomKey(TOKEN_BYTES);
    await insertEntry(tx, tenantId, {
      token,
      branch_id: body.branch_id,
      area_id: area.id,
      customer_id: joiner.customerId,
      name: body.name,
      country_code: body.country_code,
      mobile: body.mobile,
      party_size: body.party_size,
      event_type_id: body.event_type_id ?? null,
      note: body.note,
      locale: joiner.locale,
      position: (await queueLength(tx, tenantId, area.id)) + 1,
      created_at: line.now.toISOString(),
    });
    return { joined: true, token };
  });

/**
 * A delay ("I need a few more minutes"): the party moves down by the branch's step (not past the end of
 * the line), and the parties it passes move up one. 409 past the branch's number of delays or out of line.
 */
const delayEntryRow = (db: Db, tenantId: number, token: string): Promise<void> =>
  changeLockedEntryByToken(db, tenantId, token, async (tx, entry) => {
    if (!canDelay(entry)) throw new DomainError(entry.status === 'waiting' ? 'waiting_delay_limit' : 'waiting_entry_closed');
    const from = entry.position!;
    const to = Math.min(from + entry.delay_step, await queueLength(tx, tenantId, entry.area_id));
    await moveEntryDown(tx, tenantId, entry, from, to);
  });

const stillActive = (entry: EntryRow): void => {
  if (entry.status !== 'waiting' && entry.status !== 'called') throw new DomainError('waiting_entry_closed');
};

/** Changes the party size (within the branch's bounds) and/or the note of an entry still in line or called. */
const updateEntryRow = (db: Db, tenantId: number, token: string, update: z.output<typeof waitingUpdateBodySchema>): Promise<void> =>
  changeLockedEntryByToken(db, tenantId, token, async (tx, entry) => {
    stillActive(entry);
    const size = update.party_size ?? entry.party_size;
    if (size < entry.party_size_min || size > entry.party_size_max)
      throw new DomainError('waiting_party_size', { errors: { party_size: ['waiting_party_size'] } });
    const note = update.note === undefined ? entry.note : update.note;
    await updatePartyAndNote(tx, entry.id, size, note);
  });

/** Cancels an entry in line or called, with one of the tenant's reasons or none; the parties behind move up. */
const cancelEntryRow = (db: Db, tenantId: number, token: string, reasonId: number | null, now: Date): Promise<void> =>
  changeLockedEntryByToken(db, tenantId, token, async (tx, entry) => {
    stillActive(entry);
    if (reasonId !== null && !(await findCancellationReason(tx, tenantId, reasonId)))
      throw new DomainError('waiting_reason_not_found', { errors: { reason_id: ['waiting_reason_not_found'] } });
    await markEntryCancelled(tx, entry.id, reasonId, now);
    if (entry.position !== null) await closeGap(tx, tenantId, entry.area_id, entry.position);
  });

/** Rates an entry once it ended seated or cancelled, once: else 409 "Can't add rate.". */
const rateOnce = (db: Db, tenantId: number, token: string, stars: number, comment: string | null, now: Date): Promise<void> =>
  changeLockedEntryByToken(db, tenantId, token, async (tx, entry) => {
    if (!canRate({ status: entry.status, rated: entry.rating_stars !== null }))
      throw new DomainError('rating_failed', { variant: 'waiting_entry' });
    await rateEntryRow(tx, entry.id, stars, comment, now);
  });

/** An entry found by its link token: its row (for the notices) and its answer. */
interface FoundEntry {
  row: EntryRow;
  entry: WaitingEntry;
}

/** The entry whose link holds `token`; none is `waiting_entry_not_found`. */
const entryByToken = async (db: Db, tenantId: number, token: string): Promise<FoundEntry> => {
  const row = await findEntryByToken(db, tenantId, token);
  if (!row) throw new DomainError('waiting_entry_not_found');
  return { row, entry: toWaitingEntry(row) };
};

/**
 * "I'm on my way": a called party tells the restaurant it is coming. Idempotent (a repeat keeps the
 * first time); 409 `waiting_not_your_turn` for an entry not called (in line, or ended).
 */
const sayOnMyWayRow = (db: Db, tenantId: number, token: string, now: Date): Promise<void> =>
  changeLockedEntryByToken(db, tenantId, token, async (tx, entry) => {
    if (!canSayOnMyWay(entry.status)) throw new DomainError('waiting_not_your_turn');
    if (entry.on_my_way_at === null) await markOnMyWay(tx, entry.id, now);
  });

/** What a party's calls need: the entries, the join limits and the notices (live events and SMS). */
export interface WaitingEntryServices {
  db: Db;
  notices: WaitingNotices;
  limiter: Limiter;
  humanCheck: HumanCheckFactory;
  joinLimits: WaitingJoinLimits;
}

type Tenant = Pick<RequestTenant, 'id' | 'name' | 'country'>;

/** Who joins: from where (the join limits), as whom (a logged-in customer), in which language, at the line's time. */
export interface Joiner {
  tenant: Tenant;
  ip: string;
  customerId: number | null;
  locale: Locale;
  line: LineClock;
  /** A text the SMS provider did not take: the join stands, the failure is only logged. */
  onSmsFailure: (error: unknown) => void;
}

/**
 * Joins a queue: first a slot of every join limit (`admitJoin`: 429, or 428 for the human check), given
 * back when the join is refused; then the entry, told to every open page, and its link by SMS. A mobile
 * already in that queue is refused (409 `waiting_already_in_line`) and its owner gets the link again by
 * SMS: the caller learns nothing of the entry.
 */
export const joinWaitingList = async (
  { db, notices, limiter, humanCheck, joinLimits }: WaitingEntryServices,
  { tenant, ip, customerId, locale, line, onSmsFailure }: Joiner,
  body: CreateBody,
): Promise<{ token: string; entry: WaitingEntry }> => {
  const join = { tenantId: tenant.id, ip, number: `${body.country_code}:${body.mobile}`, humanCheck: body.human_check, now: line.now };
  const slots = await admitJoin({ limiter, humanCheck, limits: joinLimits }, join);
  const outcome = await joinQueue(db, tenant.id, { customerId, locale }, body, line).catch(async (error: unknown) => {
    await giveBackAll(limiter, slots);
    throw error;
  });
  const smsQuietly = (entry: EntryRow, kind: 'joined' | 'link'): Promise<unknown> => notices.sms(tenant, entry, kind).catch(onSmsFailure);
  if (!outcome.joined) {
    const existing = await findEntryById(db, tenant.id, outcome.existingId);
    if (existing) await smsQuietly(existing, 'link');
    throw new DomainError('waiting_already_in_line', { errors: { mobile: ['waiting_already_in_line'] } });
  }
  const { row, entry } = await entryByToken(db, tenant.id, outcome.token);
  notices.lineChanged(tenant.name, row.branch_id, row.area_id);
  await smsQuietly(row, 'joined');
  return { token: row.token, entry };
};

type Holder = Pick<WaitingEntryServices, 'db' | 'notices'>;

/** The entry whose link holds `token`; none is `waiting_entry_not_found`. */
export const heldEntry = async (db: Db, tenantId: number, token: string): Promise<WaitingEntry> =>
  (await entryByToken(db, tenantId, token)).entry;

/** The entry after its holder's change, the change told to every open page of the tenant. */
const told = async ({ db, notices }: Holder, tenant: Tenant, token: string, change: Promise<void>): Promise<WaitingEntry> => {
  await change;
  const { row, entry } = await entryByToken(db, tenant.id, token);
  notices.lineChanged(tenant.name, row.branch_id, row.area_id);
  return entry;
};

export const delayEntry = (holder: Holder, tenant: Tenant, token: string): Promise<WaitingEntry> =>
  told(holder, tenant, token, delayEntryRow(holder.db, tenant.id, token));

export const updateEntry = (
  holder: Holder,
  tenant: Tenant,
  token: string,
  update: z.output<typeof waitingUpdateBodySchema>,
): Promise<WaitingEntry> => told(holder, tenant, token, updateEntryRow(holder.db, tenant.id, token, update));

export const cancelEntry = (holder: Holder, tenant: Tenant, token: string, reasonId: number | null, now: Date): Promise<WaitingEntry> =>
  told(holder, tenant, token, cancelEntryRow(holder.db, tenant.id, token, reasonId, now));

export const sayOnMyWay = (holder: Holder, tenant: Tenant, token: string, now: Date): Promise<WaitingEntry> =>
  told(holder, tenant, token, sayOnMyWayRow(holder.db, tenant.id, token, now));

/** A rating changes nothing in the line: no page is told. */
export const rateEntry = async (
  db: Db,
  tenantId: number,
  token: string,
  rating: { stars: number; comment: string | null },
  now: Date,
): Promise<WaitingEntry> => {
  await rateOnce(db, tenantId, token, rating.stars, rating.comment, now);
  return heldEntry(db, tenantId, token);
};
