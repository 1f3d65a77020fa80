import { perRoot, type OtpSendBody, type OtpVerifyBody, type RootStore } from '@storefront/shared';
import { type EmailLoginBody } from '@storefront/shared/contracts';
import { loginByEmail, sendCode, verifyCode, type LoginAnswer } from './login-calls';

/** Logging in by mobile (a code) or by e-mail: the answer's customer is signed in to the session. */
export class LoginStore {
  constructor(private readonly root: RootStore) {}

  /** Asks for a code; answers the seconds until another may be asked for. */
  sendCode(body: OtpSendBody): Promise<{ resendIn: number }> {
    return sendCode(this.root.api, body);
  }

  async verifyCode(body: OtpVerifyBody): Promise<void> {
    this.signIn(await verifyCode(this.root.api, body));
  }

  async loginByEmail(body: EmailLoginBody): Promise<void> {
    this.signIn(await loginByEmail(this.root.api, body));
  }

  private signIn({ token, customer }: LoginAnswer): void {
    this.root.session.signIn(token, customer);
  }
}

export const loginOf = perRoot((root) => new LoginStore(root));
