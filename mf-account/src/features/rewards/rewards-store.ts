import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { type Redemption, type Reward } from '@storefront/shared/contracts';
import { customerOf, never } from '../../customer-data';
import { fetchRewards, redeemReward } from './reward-calls';

/** What the points buy, and redeeming one (the balances follow). */
export class RewardsStore {
  readonly rewards: Resource<Reward[], number | null>;

  constructor(private readonly root: RootStore) {
    this.rewards = new Resource((_customer, signal) => fetchRewards(root.api, signal), never);
  }

  /** Opens the rewards, read again each time with the points balance (the session's). Answers the stop. */
  follow(): () => void {
    void this.rewards.visit(customerOf(this.root));
    void this.root.session.loadBalances({ wallet: false, points: true });
    return () => this.rewards.cancel();
  }

  /** Redeems `reward`; answers its code once the balances it changed are read again. */
  async redeem(reward: Reward): Promise<Redemption> {
    const redemption = await redeemReward(this.root.api, reward.id);
    await this.root.session.loadBalances({ wallet: reward.wallet_amount > 0, points: true });
    return redemption;
  }
}

export const rewardsOf = perRoot((root) => new RewardsStore(root));
