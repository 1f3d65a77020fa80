import type { Db } from '../db/db';
import { secondsUntilWindowEnds, type Limiter } from './limiter';

/**
 * The limiter in the database: one upsert takes a slot only while the window has room (or starts a new
 * window once the old one is over). Concurrent upserts of one row wait for each other's row lock and
 * re-check the condition on the latest count, so no two requests can take the last slot.
 */
export const sqlLimiter = (db: Db): Limiter => ({
  take: async (key, limit, now) => {
    const windowOver = new Date(now.getTime() - limit.windowMs);
    const [row] = await db.query<{ count: number; window_start: Date }>(
      `INSERT INTO rate_limits AS l (tenant_id, rule, subject, window_start, count) VALUES ($1, $2, $3, $4, 1)
       ON CONFLICT (tenant_id, rule, subject) DO UPDATE
         SET window_start = CASE WHEN l.window_start <= $5 THEN $4 ELSE l.window_start END,
             count = CASE WHEN l.window_start <= $5 THEN 1 ELSE l.count + 1 END
         WHERE l.window_start <= $5 OR l.count < $6
       RETURNING count, window_start`,
      [key.tenantId, key.rule, key.subject, now, windowOver, limit.max],
    );
    if (row) return { taken: true, slot: { key, position: row.count, windowStart: new Date(row.window_start) } };
    const [full] = await db.query<{ window_start: Date }>(
      'SELECT window_start FROM rate_limits WHERE tenant_id = $1 AND rule = $2 AND subject = $3',
      [key.tenantId, key.rule, key.subject],
    );
    return { taken: false, retryAfterSeconds: full ? secondsUntilWindowEnds(new Date(full.window_start), limit, now) : 1 };
  },
  giveBack: async ({ key, windowStart }) => {
    await db.query(
      `UPDATE rate_limits SET count = count - 1
        WHERE tenant_id = $1 AND rule = $2 AND subject = $3 AND window_start = $4 AND count > 0`,
      [key.tenantId, key.rule, key.subject, windowStart],
    );
  },
  close: async () => {},
});
