import { perRoot, type CustomerDetails, type RootStore } from '@storefront/shared';
import { type MobileChangeSendBody, type MobileChangeVerifyBody, type ProfileBody } from '@storefront/shared/contracts';
import { confirmMobile, saveProfile, sendMobileCode } from './profile-calls';

/** My info and my mobile number: each change the api accepts becomes the session's customer. */
export class ProfileStore {
  constructor(private readonly root: RootStore) {}

  async save(body: ProfileBody): Promise<CustomerDetails> {
    const details = await saveProfile(this.root.api, body);
    this.root.session.updateCustomer(details);
    return details;
  }

  /** Asks for a code to the new number; answers the seconds until another may be asked for. */
  askMobileCode(body: MobileChangeSendBody): Promise<{ resendIn: number }> {
    return sendMobileCode(this.root.api, body);
  }

  /** The code the new number received: the customer now has that number. */
  async confirmMobile(body: MobileChangeVerifyBody): Promise<CustomerDetails> {
    const details = await confirmMobile(this.root.api, body);
    this.root.session.updateCustomer(details);
    return details;
  }
}

export const profileOf = perRoot((root) => new ProfileStore(root));
