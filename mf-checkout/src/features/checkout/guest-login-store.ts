import { perRoot, type OtpSendBody, type RootStore } from '@storefront/shared';
import { sendCode, verifyCode } from './checkout-calls';

/** The number a code was sent to. */
export type SentTo = Pick<OtpSendBody, 'country_code' | 'mobile'>;

/** A guest's login by mobile inside the checkout (the login page's calls); the cart and the draft stay. */
export class GuestLoginStore {
  constructor(private readonly root: RootStore) {}

  /** Sends a code to the number (with the human check's answer when the api asked it); throws the refusal. */
  async send(body: OtpSendBody): Promise<SentTo> {
    await sendCode(this.root.api, body);
    return { country_code: body.country_code, mobile: body.mobile };
  }

  /** Logs the guest in with the code sent to `sent`; throws the refusal. */
  async verify(sent: SentTo, code: string): Promise<void> {
    const answer = await verifyCode(this.root.api, { ...sent, code });
    this.root.session.signIn(answer.token, answer.customer);
  }
}

export const guestLoginOf = perRoot((root) => new GuestLoginStore(root));
