import { withAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/db';

/** Advisory lock classes of payment openings; the second key is the order's or the reservation's id. */
const OPENING_LOCKS = { order: 73_01, reservation: 73_02 } as const;

/**
 * Runs `work` (which asks the provider for a session and stores it) while no other opening of the same
 * order or reservation runs, on any api instance (`withAdvisoryLock`). The loser of a race then finds
 * the winner's session.
 */
export const withOpeningLock = <T>(db: Db, kind: keyof typeof OPENING_LOCKS, id: number, work: () => Promise<T>): Promise<T> =>
  withAdvisoryLock(db, OPENING_LOCKS[kind], id, work);
