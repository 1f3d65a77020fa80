import { perRoot, type RootStore } from '@storefront/shared';
import { type ReferralBody } from '@storefront/shared/contracts';
import { applyReferralCode } from './referral-calls';

/** Entering a friend's code: the api checks it and credits both sides, so the balances are read again. */
export class ReferralStore {
  constructor(private readonly root: RootStore) {}

  async apply(body: ReferralBody) {
    const credit = await applyReferralCode(this.root.api, body);
    void this.root.session.balances.load({ wallet: true, points: true });
    return credit;
  }
}

export const referralOf = perRoot((root) => new ReferralStore(root));
