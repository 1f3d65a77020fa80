import { perRoot, type OtpSendBody, type RootStore } from '@storefront/shared';
import { type SignupBody } from '@storefront/shared/contracts';
import { sendCode } from '../login';
import { signUp } from './signup-calls';

/** Signing up: a code to the mobile, then the account, whose customer is signed in to the session. */
export class SignupStore {
  constructor(private readonly root: RootStore) {}

  /** Asks for a code; answers the seconds until another may be asked for. */
  sendCode(body: OtpSendBody): Promise<{ resendIn: number }> {
    return sendCode(this.root.api, body);
  }

  async signUp(body: SignupBody): Promise<void> {
    const { token, customer } = await signUp(this.root.api, body);
    this.root.session.signIn(token, customer);
  }
}

export const signupOf = perRoot((root) => new SignupStore(root));
