import type { ApiClient } from '../http/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import { AUTH_PATHS, FRAME_PATHS, HEADERS, type Address, type CustomerDetails, type Vehicle } from '../contracts';
import { ApiCallError } from '../http/api-client';
import { readAnswer } from '../http/read-answer';
import { BalancesStore } from './session/balances-store';
import { toCustomer, type Customer } from './session/customer';
import { LoginReturnStore } from './session/login-return-store';
import { readStoredSession, sessionStorageKey, type StoredSession } from './session/stored-session';

export type { Customer, PointsPayTerms } from './session/customer';
export type { LoginReturnOutcome, PendingSwitch } from './session/login-return';
export { sessionStorageKey } from './session/stored-session';

/**
 * This browser's customer session: the token (kept, and followed across tabs), the customer with their
 * addresses and vehicles, and the address chosen for delivery. Their balances and a login coming back
 * from elsewhere are slices of their own (`balances`, `loginReturn`).
 */
export class SessionStore {
  /** False until the stored token (or a login return) was checked once: pages for customers wait for it. */
  ready = false;
  /** The token of this browser's session; null exactly when nothing is stored (see `isGuest`). */
  token: string | null = null;
  customer: Customer | null = null;
  addresses: Address[] = [];
  vehicles: Vehicle[] = [];
  /** The address chosen for delivery (docs/specification.md §3, `selected_address`); kept across reloads. */
  selectedAddress: Address | null = null;

  readonly balances: BalancesStore;
  readonly loginReturn: LoginReturnStore;
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
    this.balances = new BalancesStore(api, () => this.isGuest);
    this.loginReturn = new LoginReturnStore(this, storage, tenant);
    makeAutoObservable<SessionStore, 'api' | 'tenant' | 'storageKey' | 'storage'>(this, {
      api: false,
      tenant: false,
      storageKey: false,
      storage: false,
      balances: false,
      loginReturn: false,
    });
  }

  /** A guest has no token; a customer has one (checked with the api once `ready`). */
  get isGuest(): boolean {
    return this.token === null;
  }

  private readStored(): StoredSession {
    return readStoredSession(this.storage, this.storageKey);
  }

  /** The token this browser keeps, or null. */
  storedToken(): string | null {
    const { token } = this.readStored();
    return typeof token === 'string' && token !== '' ? token : null;
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
    this.balances.clear();
    this.selectedAddress = null;
    this.loginReturn.declineSwitch();
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
  async customerBehind(token: string): Promise<CustomerDetails | null | 'unavailable'> {
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
    const details = await this.customerBehind(token);
    runInAction(() => {
      if (details === 'unavailable') this.ready = true;
      else if (details === null) this.signOut();
      else this.signIn(token, details);
    });
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
}
