import type { Challenge, ChallengeDetails } from '@storefront/shared/contracts';
import type { Queryable } from '../db/db';

interface ChallengeRow {
  id: number;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  goal_type: Challenge['goal_type'];
  target: number;
  progress: number;
  reward_type: Challenge['reward_type'];
  reward_amount: number;
  starts_at: Date;
  ends_at: Date;
}

const toChallenge = (row: ChallengeRow): Challenge => ({
  id: row.id,
  names: { ar: row.name_ar, en: row.name_en },
  descriptions: { ar: row.description_ar, en: row.description_en },
  goal_type: row.goal_type,
  target: row.target,
  progress: Math.min(row.progress, row.target),
  completed: row.progress >= row.target,
  reward_type: row.reward_type,
  reward_amount: row.reward_amount,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
});

const SELECT = `SELECT c.id, c.name_ar, c.name_en, c.description_ar, c.description_en, c.goal_type, c.target::float8 AS target,
         COALESCE((SELECT SUM(p.amount) FROM challenge_progress p
                    WHERE p.tenant_id = c.tenant_id AND p.challenge_id = c.id AND p.customer_id = $2), 0)::float8 AS progress,
         c.reward_type, c.reward_amount::float8 AS reward_amount, c.starts_at, c.ends_at
    FROM challenges c`;

/** The tenant's active challenges that have not ended (or that the customer took part in), with the customer's progress. */
export const listChallenges = async (db: Queryable, tenantId: number, customerId: number, now: Date): Promise<Challenge[]> =>
  (
    await db.query<ChallengeRow>(
      `${SELECT} WHERE c.tenant_id = $1 AND c.active AND c.starts_at <= $3
         AND (c.ends_at > $3 OR EXISTS (SELECT 1 FROM challenge_progress p WHERE p.tenant_id = c.tenant_id AND p.challenge_id = c.id AND p.customer_id = $2))
       ORDER BY c.ends_at, c.id`,
      [tenantId, customerId, now],
    )
  ).map(toChallenge);

export const findChallenge = async (db: Queryable, tenantId: number, customerId: number, id: number): Promise<ChallengeDetails | null> => {
  const [row] = await db.query<ChallengeRow>(`${SELECT} WHERE c.tenant_id = $1 AND c.id = $3 AND c.active`, [tenantId, customerId, id]);
  if (!row) return null;
  const entries = await db.query<{ id: number; amount: number; reference: string | null; created_at: Date }>(
    `SELECT id, amount::float8 AS amount, reference, created_at FROM challenge_progress
      WHERE tenant_id = $1 AND customer_id = $2 AND challenge_id = $3 ORDER BY created_at DESC, id DESC`,
    [tenantId, customerId, id],
  );
  return { ...toChallenge(row), entries: entries.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })) };
};
