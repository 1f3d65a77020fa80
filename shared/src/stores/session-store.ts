import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_PATHS, FRAME_PATHS, HEADERS, type Address, type CustomerDetails, type Vehicle } from '../contracts';
import { ApiCallError } from '../http/api-client';
import { readAnswer } from '../http/read-answer';
import { issueLoginNonce, takeLoginNonce } from '../site/login-nonce';
import { decodeLoginState } from '../site/login-state';
import { fetchBalances } from './session/balances';
import { toCustomer, type Customer, type PointsPayTerms } from './session/customer';
import type { LoginReturnOutcome, PendingSwitch } from './session/login-return';
import { readStoredSession, sessionStorageKey, type StoredSession } from './session/stored-session';

export type { Customer, PointsPayTerms } from './session/customer';
export type { LoginReturnOutcome, PendingSwitch } from './session/login-return';
export { sessionStorageKey } from './session/stored-session';

export class SessionStore {
  /** False until the stored token (or a login return) was checked once: pages for customers wait for it. */
  ready = false;
  /** The token of this browser's session; null exactly when nothing is stored (see `isGuest`). */
  token: string | null = null;
  /** Shown until dismissed: a login return that was refused or failed. */
  loginReturnNotice: 'refused' | 'failed' | null = null;
  pendingSwitch: PendingSwitch | null = null;
  customer: Customer | null = null;
  addresses: Address[] = [];
  vehicles: Vehicle[] = [];
  walletBalance = 0;
  walletMinOrderAmount = 0;
  /** Whether the wallet's balance was read (its 0 until then says nothing). */
  walletRead = false;
  pointBalance = 0;
  /** Whether the points can pay an order, as the api said with the balance (null until read). */
  pointsTerms: PointsPayTerms | null = null;
  /** The address chosen for delivery (docs/specification.md §3, `selected_address`); kept across reloads. */
  selectedAddress: Address | null = null;

  private readonly storageKey: string;

  constructor(
    private readonly api: ApiClient,
    private readonly tenant: string,
    private readonly storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
  ) {
    this.storageKey = sessionStorageKey(tenant);
    // A stored token is this browser's session until the api refuses it: the store is never a guest
    // while a token is stored, so "guest" and "nothing stored" always change together.
    const { token } = this.readStored();
    this.token = typeof token === 'string' && token !== '' ? token : null;
    makeAutoObservable<SessionStore, 'api' | 'tenant' | 'storageKey' | 'storage'>(this, {
      api: false,
      tenant: false,
      storageKey: false,
      storage: false,
    });
  }

  /** A guest has no token; a customer has one (checked with the api once `ready`). */
  get isGuest(): boolean {
    return this.token === null;
  }

  private readStored(): StoredSession {
    return readStoredSession(this.storage, this.storageKey);
  }

  private persist(): void {
    if (!this.token) return;
    const stored: StoredSession = { token: this.token, selected_address_id: this.selectedAddress?.id ?? null };
    this.storage?.setItem(this.storageKey, JSON.stringify(stored));
  }

  signIn(token: string, details: CustomerDetails): void {
    const keptId = this.selectedAddress?.id ?? this.readStored().selected_address_id;
    this.token = token;
    this.customer = toCustomer(details);
    this.addresses = details.customer_addresses;
    this.vehicles = details.vehicles;
    this.selectedAddress = details.customer_addresses.find((address) => address.id === keptId) ?? null;
    this.ready = true;
    this.persist();
  }

  /** My info changed (or was read again): the customer, addresses and vehicles follow. */
  updateCustomer(details: CustomerDetails): void {
    if (this.isGuest || !this.token) return;
    this.signIn(this.token, details);
  }

  /** The address list changed: the selected address follows (or is dropped when deleted). */
  setAddresses(addresses: Address[]): void {
    this.addresses = addresses;
    const selectedId = this.selectedAddress?.id;
    this.selectedAddress = addresses.find((address) => address.id === selectedId) ?? null;
    this.persist();
  }

  setVehicles(vehicles: Vehicle[]): void {
    this.vehicles = vehicles;
  }

  selectAddress(address: Address | null): void {
    this.selectedAddress = address;
    this.persist();
  }

  /** Back to guest: token, data, addresses and balances are cleared here and for other tabs, in one action. */
  signOut(): void {
    this.storage?.removeItem(this.storageKey);
    this.token = null;
    this.customer = null;
    this.addresses = [];
    this.vehicles = [];
    this.walletBalance = 0;
    this.walletMinOrderAmount = 0;
    this.walletRead = false;
    this.pointBalance = 0;
    this.pointsTerms = null;
    this.selectedAddress = null;
    this.pendingSwitch = null;
    this.ready = true;
  }

  /**
   * Logout: the session is cleared here and in other tabs at once (a page opened right after never
   * finds it), then the token is revoked at the API, whatever it answers.
   */
  async logout(): Promise<void> {
    const token = this.token;
    this.signOut();
    if (token) await this.api.post(AUTH_PATHS.logout, {}, { headers: { [HEADERS.authorization]: `Bearer ${token}` } }).catch(() => null);
  }

  /**
   * "Log out of every device": every token of the customer is revoked at the API, then this browser is
   * a guest (other devices become guests on their next call). False, still logged in, when the API
   * could not be reached: the customer must know their other devices are not logged out yet.
   */
  async logoutEverywhere(): Promise<boolean> {
    const token = this.token;
    if (!token) return true;
    try {
      await this.api.post(AUTH_PATHS.logoutEverywhere, {}, { headers: { [HEADERS.authorization]: `Bearer ${token}` } });
    } catch (error) {
      if (!(error instanceof ApiCallError && error.status === 401)) return false;
    }
    this.signOut();
    return true;
  }

  /** The API answered 401 to a call made with this session's token: the customer is a guest now. */
  tokenRefused(token: string): void {
    if (token === this.token) this.signOut();
  }

  /** The customer behind a token, or null when the API refuses it (401) or cannot be read. */
  private async details(token: string): Promise<CustomerDetails | null | 'unavailable'> {
    try {
      const response = await this.api.get(FRAME_PATHS.customerDetails, { headers: { [HEADERS.authorization]: `Bearer ${token}` } });
      return (await readAnswer('customerDetailsResponseSchema', response)).data;
    } catch (error) {
      return error instanceof ApiCallError && error.status === 401 ? null : 'unavailable';
    }
  }

  /** On start: the stored token is checked again; a 401 turns the customer into a guest. */
  async restore(): Promise<void> {
    const { token } = this.readStored();
    if (typeof token !== 'string' || token === '') {
      runInAction(() => {
        if (this.token !== null) this.signOut();
        this.ready = true;
      });
      return;
    }
    runInAction(() => {
      this.token = token;
    });
    const details = await this.details(token);
    runInAction(() => {
      if (details === 'unavailable') this.ready = true;
      else if (details === null) this.signOut();
      else this.signIn(token, details);
    });
  }

  /**
   * A login about to start elsewhere: the nonce its `state` must carry back (stored in this browser,
   * per tenant, used once).
   */
  beginLoginReturn(): string {
    return this.storage ? issueLoginNonce(this.storage, this.tenant) : '';
  }

  /**
   * A login page hands back `state` (base64 of URI-encoded JSON with token, customer and nonce). It is
   * accepted only when it answers a login this browser started (its nonce), and its token is checked
   * with the API before anyone is shown as logged in. A live session of another customer is never
   * replaced here: the customer is asked (`pendingSwitch`). Anything refused leaves the session as it was.
   */
  async completeLoginReturn(state: string): Promise<LoginReturnOutcome> {
    const decoded = await decodeLoginState(state);
    if (!decoded || !this.storage || !takeLoginNonce(this.storage, this.tenant, decoded.nonce)) {
      runInAction(() => {
        this.loginReturnNotice = 'refused';
      });
      await this.restore();
      return 'refused';
    }
    const details = await this.details(decoded.token);
    if (details === null || details === 'unavailable') {
      runInAction(() => {
        this.loginReturnNotice = 'failed';
      });
      await this.restore();
      return 'failed';
    }
    const current = this.readStored().token;
    if (typeof current === 'string' && current !== '' && current !== decoded.token) {
      await this.restore();
      if (!this.isGuest && this.token !== decoded.token) {
        runInAction(() => {
          this.pendingSwitch = { token: decoded.token, name: details.name, details };
        });
        return 'switch';
      }
    }
    runInAction(() => this.signIn(decoded.token, details));
    return 'signed-in';
  }

  /** The customer chose the account of the login return: it replaces the current one here. */
  confirmSwitch(): void {
    const pending = this.pendingSwitch;
    if (!pending) return;
    this.pendingSwitch = null;
    this.signIn(pending.token, pending.details);
  }

  /** The customer stays in the current account; the other login is dropped. */
  declineSwitch(): void {
    this.pendingSwitch = null;
  }

  dismissLoginReturnNotice(): void {
    this.loginReturnNotice = null;
  }

  /** Another tab signed in or out: follow it. */
  followOtherTab(newValue: string | null): void {
    if (newValue === null) {
      if (!this.isGuest) this.signOut();
      return;
    }
    const { token } = this.readStored();
    if (typeof token === 'string' && token !== this.token) void this.restore();
  }

  /**
   * Wallet and points balances: only for a logged-in customer, and only when the tenant has the
   * `app-wallet` / `app-points` pages. A failed call shows a balance of 0.
   */
  async loadBalances({ wallet, points }: { wallet: boolean; points: boolean }): Promise<void> {
    if (this.isGuest) return;
    const balances = await fetchBalances(this.api, { wallet, points });
    runInAction(() => {
      if (wallet) {
        this.walletBalance = balances.wallet?.balance ?? 0;
        this.walletMinOrderAmount = balances.wallet?.min_order_amount ?? 0;
        this.walletRead = balances.wallet !== null;
      }
      if (points) {
        this.pointBalance = balances.points?.balance ?? 0;
        this.pointsTerms = balances.points ? { min_balance: balances.points.min_balance, usable: balances.points.usable } : null;
      }
    });
  }
}
