import type { Db } from '../db/db';

/**
 * For the api tests: remembers the seeded lines and lists, and answers a function that puts them back
 * (entries added since removed, seeded parties back in their places, lists opened or closed as seeded).
 */
export const rememberWaitingLists = async (db: Db): Promise<() => Promise<void>> => {
  const entries = await db.query<{ id: number; position: number }>('SELECT id, position FROM waiting_entries');
  const lists = await db.query<{ tenant_id: number; branch_id: number; open: boolean; closed_reason: string | null }>(
    'SELECT tenant_id, branch_id, open, closed_reason FROM waiting_list_branches',
  );
  return async () => {
    await db.query('DELETE FROM waiting_entries WHERE NOT (id = ANY ($1::int[]))', [entries.map((entry) => entry.id)]);
    for (const entry of entries) {
      await db.query(
        `UPDATE waiting_entries SET status = 'waiting', position = $2, delays_used = 0, called_at = NULL, on_my_way_at = NULL, ended_at = NULL,
            cancel_reason_id = NULL, rating_stars = NULL, rating_comment = NULL, rated_at = NULL WHERE id = $1`,
        [entry.id, entry.position],
      );
    }
    for (const list of lists) {
      await db.query('UPDATE waiting_list_branches SET open = $3, closed_reason = $4 WHERE tenant_id = $1 AND branch_id = $2', [
        list.tenant_id,
        list.branch_id,
        list.open,
        list.closed_reason,
      ]);
    }
  };
};
