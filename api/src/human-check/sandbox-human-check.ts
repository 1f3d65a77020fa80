import { randomInt } from 'node:crypto';
import { toWesternDigits } from '@storefront/shared/contracts';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { oneTimeHash, randomKey } from '../security/one-time-hash';
import { safeEqual } from '../security/secrets';
import type { HumanCheckFactory } from './human-check';

const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/** The answer as typed: Western digits, no spaces, no leading zeros. */
const normalizeAnswer = (answer: string): string => {
  const digits = toWesternDigits(answer).replace(/\s+/g, '');
  return /^\d{1,6}$/.test(digits) ? String(Number(digits)) : digits;
};

/**
 * The default human check: "What is 3 + 4?" with two numbers from 1 to 9. The key is random, the
 * answer is stored hashed for 10 minutes, and a key is used up by its first verification, right or wrong.
 */
export const sandboxHumanCheck =
  (db: Db, clock: Clock): HumanCheckFactory =>
  (tenantId) => ({
    challenge: async () => {
      const [a, b] = [randomInt(1, 10), randomInt(1, 10)];
      const key = randomKey();
      const now = clock();
      await db.query('DELETE FROM human_checks WHERE tenant_id = $1 AND expires_at <= $2', [tenantId, now]);
      await db.query('INSERT INTO human_checks (tenant_id, key, answer_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
        tenantId,
        key,
        oneTimeHash(key, String(a + b)),
        now,
        new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      ]);
      return {
        kind: 'sum',
        provider: 'sandbox',
        sandbox: true,
        key,
        question: { ar: `كم يساوي ${a} + ${b}؟`, en: `What is ${a} + ${b}?` },
      } as const;
    },
    verify: async (key, answer) => {
      const [challenge] = await db.query<{ answer_hash: string }>(
        `UPDATE human_checks SET used_at = $3
          WHERE tenant_id = $1 AND key = $2 AND used_at IS NULL AND expires_at > $3
          RETURNING answer_hash`,
        [tenantId, key, clock()],
      );
      return challenge !== undefined && safeEqual(oneTimeHash(key, normalizeAnswer(answer)), challenge.answer_hash);
    },
  });
