import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { findEntryById } from './waiting-entry-repository';
import { changeEntry, closeGap } from './waiting-queue-service';

/**
 * Calls the first party in line ("Your turn now"): of one area, or the one that joined first among the
 * heads of the branch's queues. Every queue of the branch is locked (in id order) first. Answers the
 * called entry's id; 409 when nobody waits there, 404 for a branch or area without a list.
 */
export const callNext = (db: Db, tenantId: number, branchId: number, areaId: number | undefined, now: Date): Promise<number> =>
  db.transaction(async (tx) => {
    const areas = await tx.query<{ id: number }>(
      'SELECT id FROM waiting_list_areas WHERE tenant_id = $1 AND branch_id = $2 AND ($3::int IS NULL OR id = $3) ORDER BY id FOR UPDATE',
      [tenantId, branchId, areaId ?? null],
    );
    if (areas.length === 0) throw new HttpError(404, areaId === undefined ? 'branch_not_found' : 'waiting_area_not_found');
    const [next] = await tx.query<{ id: number; area_id: number }>(
      `SELECT id, area_id FROM waiting_entries
        WHERE tenant_id = $1 AND area_id = ANY ($2::int[]) AND status = 'waiting' AND position = 1
        ORDER BY created_at, id LIMIT 1`,
      [tenantId, areas.map((area) => area.id)],
    );
    if (!next) throw new HttpError(409, 'waiting_line_empty');
    await tx.query("UPDATE waiting_entries SET status = 'called', position = NULL, called_at = $2 WHERE id = $1", [
      next.id,
      now.toISOString(),
    ]);
    await closeGap(tx, tenantId, next.area_id, 1);
    return next.id;
  });

/**
 * Ends a called party's visit: seated, or a no-show once the branch's no-show minutes passed since the
 * call. 409 for a party not called; 404 for an entry the tenant does not have.
 */
export const endCalledEntry = (db: Db, tenantId: number, entryId: number, outcome: 'seated' | 'no_show', now: Date): Promise<void> =>
  changeEntry(
    db,
    tenantId,
    (tx) => findEntryById(tx, tenantId, entryId),
    async (tx, entry) => {
      if (entry.status !== 'called') throw new HttpError(409, 'waiting_not_called');
      const calledFor = now.getTime() - new Date(entry.called_at!).getTime();
      if (outcome === 'no_show' && calledFor < entry.no_show_minutes * 60_000) throw new HttpError(409, 'waiting_no_show_too_soon');
      await tx.query('UPDATE waiting_entries SET status = $2, ended_at = $3 WHERE id = $1', [entry.id, outcome, now.toISOString()]);
    },
  );
