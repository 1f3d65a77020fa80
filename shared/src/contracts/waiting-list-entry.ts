import { z } from 'zod/mini';
import { localizedTextSchema } from './common';
import { countryCodeSchema } from './common';

/** Where an entry stands as stored: in line, called to the door, or done. */
export const waitingStatusSchema = z.enum(['waiting', 'called', 'seated', 'cancelled', 'no_show']);
export type WaitingStatus = z.infer<typeof waitingStatusSchema>;

/**
 * What the customer is shown (docs/specification.md §4, waiting list): In Line, Delayed (in line after
 * asking for more time), Your turn now, Out of service (still in line while the restaurant closed its
 * list), or how it ended.
 */
export const waitingStateSchema = z.enum(['in_line', 'delayed', 'your_turn', 'out_of_service', 'seated', 'cancelled', 'no_show']);
export type WaitingState = z.infer<typeof waitingStateSchema>;

/** The state shown for an entry: the rules in one place for the api and its tests. */
export const waitingStateOf = ({
  status,
  delays_used,
  list_open,
}: {
  status: WaitingStatus;
  delays_used: number;
  list_open: boolean;
}): WaitingState => {
  if (status === 'called') return 'your_turn';
  if (status !== 'waiting') return status;
  if (!list_open) return 'out_of_service';
  return delays_used > 0 ? 'delayed' : 'in_line';
};

/** Minutes until a party's turn: the parties ahead times the branch's average minutes per party. */
export const estimateWaitMinutes = (partiesAhead: number, turnMinutes: number): number => Math.max(0, partiesAhead) * turnMinutes;

/** True while the party is still in line and has delays left. */
export const canDelay = ({
  status,
  delays_used,
  max_delays,
}: {
  status: WaitingStatus;
  delays_used: number;
  max_delays: number;
}): boolean => status === 'waiting' && delays_used < max_delays;

/** A party may rate once its visit ended at the door (seated) or it cancelled, and only once. */
export const canRate = ({ status, rated }: { status: WaitingStatus; rated: boolean }): boolean =>
  !rated && (status === 'seated' || status === 'cancelled');

/** One entry as its holder sees it (GET /api/v1/waiting-list/waiting/{token}). */
export const waitingEntrySchema = z.object({
  /** The token of the entry's link: the id of every entry call. */
  id: z.string(),
  branch: z.object({ id: z.int(), names: localizedTextSchema }),
  area: z.object({ id: z.int(), names: localizedTextSchema }),
  name: z.string(),
  country_code: countryCodeSchema,
  mobile: z.string(),
  party_size: z.int(),
  event_type_id: z.nullable(z.int()),
  note: z.nullable(z.string()),
  status: waitingStatusSchema,
  state: waitingStateSchema,
  /** 1 for the next party; null once out of the line (called or done). */
  position: z.nullable(z.int().check(z.positive())),
  parties_ahead: z.nullable(z.int().check(z.nonnegative())),
  estimated_minutes: z.nullable(z.int().check(z.nonnegative())),
  delays_used: z.int().check(z.nonnegative()),
  delays_allowed: z.int().check(z.nonnegative()),
  can_delay: z.boolean(),
  /** The list's closing reason while it is out of service. */
  closed_reason: z.nullable(z.string()),
  party_size_min: z.int(),
  party_size_max: z.int(),
  created_at: z.string(),
  called_at: z.nullable(z.string()),
  /** When the party said "I'm on my way" after being called; null until then. */
  on_my_way_at: z.nullable(z.string()),
  /** The branch's grace time: minutes a called party has to come before its place may be given up. */
  grace_minutes: z.int().check(z.nonnegative()),
  /** When the grace time of a called party ends (called_at + grace_minutes); null while not called. */
  give_up_at: z.nullable(z.string()),
  rating: z.nullable(z.object({ stars: z.int(), comment: z.nullable(z.string()) })),
  can_rate: z.boolean(),
});
export type WaitingEntry = z.infer<typeof waitingEntrySchema>;

/** A party may say "I'm on my way" only while it is called (again is no change). */
export const canSayOnMyWay = (status: WaitingStatus): boolean => status === 'called';
