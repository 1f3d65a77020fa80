import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Realtime } from '../realtime/realtime';
import { emitReservationUpdated } from './reservation-answer';
import { findTenantsWithExpiredHolds } from '../tenancy/tenant-repository';
import { expireHolds } from './reservation-repository';

/**
 * Closes every hold that has run out and says so on `reservation_{tenant}`, so the staff's list and an
 * open page learn it when it happens, not at the next read (reads close them too). Answers how many.
 */
export const sweepExpiredHolds = async ({ db, clock, realtime }: { db: Db; clock: Clock; realtime: Realtime }): Promise<number> => {
  const now = clock();
  let released = 0;
  for (const tenant of await findTenantsWithExpiredHolds(db, now)) {
    for (const row of await expireHolds(db, tenant.id, now)) {
      released += 1;
      emitReservationUpdated(realtime, tenant.name, row);
    }
  }
  return released;
};
