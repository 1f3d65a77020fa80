import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { type ChallengeDetails } from '@storefront/shared/contracts';
import { customerOf, never } from '../../customer-data';
import { fetchChallenge, fetchChallenges, type ChallengeList } from './challenge-calls';

/** The challenges with the customer's progress, and one challenge with its progress entries. */
export class ChallengesStore {
  readonly list: Resource<ChallengeList, number | null>;
  /** A 404 is `notFound`: no such challenge. */
  readonly challenge: Resource<ChallengeDetails, { customer: number | null; id: string }>;

  constructor(private readonly root: RootStore) {
    this.list = new Resource((_customer, signal) => fetchChallenges(root.api, signal), never);
    this.challenge = new Resource(({ id }, signal) => fetchChallenge(root.api, id, signal));
  }

  /** Opens the list, read again each time. Answers the stop. */
  follow(): () => void {
    void this.list.visit(customerOf(this.root));
    return () => this.list.cancel();
  }

  /** Opens challenge `id`, read again each time. Answers the stop. */
  followChallenge(id: string): () => void {
    void this.challenge.visit({ customer: customerOf(this.root), id });
    return () => this.challenge.cancel();
  }
}

export const challengesOf = perRoot((root) => new ChallengesStore(root));
