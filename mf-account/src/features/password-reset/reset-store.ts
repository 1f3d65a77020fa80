import { perRoot, type RootStore } from '@storefront/shared';
import type { PasswordResetBody, PasswordResetRequestBody } from '@storefront/shared/contracts';
import { requestReset, resetPassword } from './reset-calls';

/** "Forgot password?": a code by e-mail, then the new password with it; the answer's customer is signed in. */
export class ResetStore {
  constructor(private readonly root: RootStore) {}

  requestCode(body: PasswordResetRequestBody): Promise<void> {
    return requestReset(this.root.api, body);
  }

  async reset(body: PasswordResetBody): Promise<void> {
    const { token, customer } = await resetPassword(this.root.api, body);
    this.root.session.signIn(token, customer);
  }
}

export const resetOf = perRoot((root) => new ResetStore(root));
