import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerDetails } from '../../contracts';
import { issueLoginNonce, takeLoginNonce } from '../../site/login-nonce';
import { decodeLoginState } from '../../site/login-state';
import type { LoginReturnOutcome, PendingSwitch } from './login-return';

/** What a login return needs of the session it signs into. */
export interface ReturningSession {
  readonly token: string | null;
  readonly isGuest: boolean;
  /** The token this browser keeps (another tab may have changed it). */
  storedToken(): string | null;
  customerBehind(token: string): Promise<CustomerDetails | null | 'unavailable'>;
  restore(): Promise<void>;
  signIn(token: string, details: CustomerDetails): void;
}

/** A login made elsewhere (`?state=`) coming back to this browser: accepted, refused, or an account switch to confirm. */
export class LoginReturnStore {
  /** Shown until dismissed: a login return that was refused or failed. */
  notice: 'refused' | 'failed' | null = null;
  pendingSwitch: PendingSwitch | null = null;

  constructor(
    private readonly session: ReturningSession,
    private readonly storage: Storage | null,
    private readonly tenant: string,
  ) {
    makeAutoObservable<LoginReturnStore, 'session' | 'storage' | 'tenant'>(this, { session: false, storage: false, tenant: false });
  }

  /** A login about to start elsewhere: the nonce its `state` must carry back (stored in this browser, per tenant, used once). */
  begin(): string {
    return this.storage ? issueLoginNonce(this.storage, this.tenant) : '';
  }

  /**
   * A login page hands back `state` (base64 of URI-encoded JSON with token, customer and nonce). It is
   * accepted only when it answers a login this browser started (its nonce), and its token is checked
   * with the API before anyone is shown as logged in. A live session of another customer is never
   * replaced here: the customer is asked (`pendingSwitch`). Anything refused leaves the session as it was.
   */
  async complete(state: string): Promise<LoginReturnOutcome> {
    const { session } = this;
    const decoded = await decodeLoginState(state);
    if (!decoded || !this.storage || !takeLoginNonce(this.storage, this.tenant, decoded.nonce)) {
      runInAction(() => (this.notice = 'refused'));
      await session.restore();
      return 'refused';
    }
    const details = await session.customerBehind(decoded.token);
    if (details === null || details === 'unavailable') {
      runInAction(() => (this.notice = 'failed'));
      await session.restore();
      return 'failed';
    }
    const current = session.storedToken();
    if (current !== null && current !== decoded.token) {
      await session.restore();
      if (!session.isGuest && session.token !== decoded.token) {
        runInAction(() => (this.pendingSwitch = { token: decoded.token, name: details.name, details }));
        return 'switch';
      }
    }
    runInAction(() => session.signIn(decoded.token, details));
    return 'signed-in';
  }

  /** The customer chose the account of the login return: it replaces the current one here. */
  confirmSwitch(): void {
    const pending = this.pendingSwitch;
    if (!pending) return;
    this.pendingSwitch = null;
    this.session.signIn(pending.token, pending.details);
  }

  /** The customer stays in the current account; the other login is dropped. */
  declineSwitch(): void {
    this.pendingSwitch = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }
}
