import type { Challenge, ChallengeDetails } from '@storefront/shared/contracts';
import type { Db } from '../db/db';
import { DomainError } from '../domain/domain-error';
import { findChallenge, listChallenges } from './challenge-repository';

/** The challenges running at `now`, with the customer's progress. */
export const customerChallenges = (db: Db, tenantId: number, customerId: number, now: Date): Promise<Challenge[]> =>
  listChallenges(db, tenantId, customerId, now);

/** One challenge with the customer's progress; an id that names none is `challenge_not_found`. */
export const customerChallenge = async (db: Db, tenantId: number, customerId: number, id: number | null): Promise<ChallengeDetails> => {
  const challenge = id === null ? null : await findChallenge(db, tenantId, customerId, id);
  if (!challenge) throw new DomainError('challenge_not_found');
  return challenge;
};
