import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { type Redemption, type Reward, type Voucher } from '@storefront/shared/contracts';
import { customerOf, never } from '../../customer-data';
import { fetchRewards, fetchVouchers, redeemReward } from './reward-calls';

/** What the points buy, the vouchers redeemed and not used yet, and redeeming one (the balances follow). */
export class RewardsStore {
  readonly rewards: Resource<Reward[], number | null>;
  /** "My rewards": the customer's vouchers still to use. */
  readonly vouchers: Resource<Voucher[], number | null>;

  constructor(private readonly root: RootStore) {
    this.rewards = new Resource((_customer, signal) => fetchRewards(root.api, signal), never);
    this.vouchers = new Resource((_customer, signal) => fetchVouchers(root.api, signal), never);
  }

  /** Opens the rewards and my vouchers, read again each time with the points balance (the session's). Answers the stop. */
  follow(): () => void {
    const customer = customerOf(this.root);
    void this.rewards.visit(customer);
    // Read before the balance: the api gives the points of expired vouchers back as it lists them.
    void this.vouchers.visit(customer).finally(() => void this.root.session.balances.load({ wallet: false, points: true }));
    return () => {
      this.rewards.cancel();
      this.vouchers.cancel();
    };
  }

  /** Redeems `reward`; answers its code once the balances it changed and my vouchers are read again. */
  async redeem(reward: Reward): Promise<Redemption> {
    const redemption = await redeemReward(this.root.api, reward.id);
    await Promise.all([
      this.root.session.balances.load({ wallet: reward.wallet_amount > 0, points: true }),
      redemption.expires_at === null ? Promise.resolve() : this.vouchers.reload(),
    ]);
    return redemption;
  }
}

export const rewardsOf = perRoot((root) => new RewardsStore(root));
