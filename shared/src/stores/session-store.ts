import type { AxiosInstance } from 'axios';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  customerDetailsResponseSchema,
  FRAME_PATHS,
  HEADERS,
  pointsBalanceResponseSchema,
  walletBalanceResponseSchema,
  type Address,
  type CustomerDetails,
  type Vehicle,
} from '../contracts';
import { ApiCallError, parseAnswer } from '../http/api-client';
import { decodeLoginState } from '../site/login-state';

/** The customer as stored after login (spec section 3). */
export interface Customer {
  id: number;
  avatar: string | null;
  group: string | null;
  group_id: number | null;
  name: string;
  mobile: string;
  email: string | null;
  gender: string | null;
  referral_code: string | null;
  birthDate: string | null;
  countryCode: string;
}

const toCustomer = ({ customer_group_name, customer_addresses: _a, vehicles: _v, ...rest }: CustomerDetails): Customer => ({
  ...rest,
  group: customer_group_name,
});

/** Where the token survives reloads and browser restarts: one key per tenant. */
export const sessionStorageKey = (tenant: string): string => `storefront.${tenant}.session`;

export class SessionStore {
  isGuest = true;
  token: string | null = null;
  customer: Customer | null = null;
  addresses: Address[] = [];
  vehicles: Vehicle[] = [];
  walletBalance = 0;
  walletMinOrderAmount = 0;
  pointBalance = 0;

  constructor(
    private readonly api: AxiosInstance,
    private readonly storageKey: string,
    private readonly storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
  ) {
    makeAutoObservable<SessionStore, 'api' | 'storageKey' | 'storage'>(this, { api: false, storageKey: false, storage: false });
  }

  signIn(token: string, details: CustomerDetails): void {
    this.token = token;
    this.customer = toCustomer(details);
    this.addresses = details.customer_addresses;
    this.vehicles = details.vehicles;
    this.isGuest = false;
    this.storage?.setItem(this.storageKey, JSON.stringify({ token }));
  }

  /** Back to guest: token, data, addresses and balances are cleared here and for other tabs. */
  signOut(): void {
    this.token = null;
    this.customer = null;
    this.addresses = [];
    this.vehicles = [];
    this.walletBalance = 0;
    this.walletMinOrderAmount = 0;
    this.pointBalance = 0;
    this.isGuest = true;
    this.storage?.removeItem(this.storageKey);
  }

  /** The customer behind a token, or null when the API refuses it (401) or cannot be read. */
  private async details(token: string): Promise<CustomerDetails | null | 'unavailable'> {
    try {
      const response = await this.api.get(FRAME_PATHS.customerDetails, { headers: { [HEADERS.authorization]: `Bearer ${token}` } });
      return parseAnswer(customerDetailsResponseSchema, response.data).data;
    } catch (error) {
      return error instanceof ApiCallError && error.status === 401 ? null : 'unavailable';
    }
  }

  /** On start: the stored token is checked again; a 401 turns the customer into a guest. */
  async restore(): Promise<void> {
    const stored = this.storage?.getItem(this.storageKey);
    const token = stored ? (JSON.parse(stored) as { token?: unknown }).token : undefined;
    if (typeof token !== 'string' || token === '') return;
    runInAction(() => {
      this.token = token;
    });
    const details = await this.details(token);
    if (details === 'unavailable') return;
    if (details === null) this.signOut();
    else this.signIn(token, details);
  }

  /**
   * A login page hands back `state` (base64 of URI-encoded JSON with token and customer). The token is
   * checked with the API before anyone is shown as logged in; malformed or forged state leaves a guest.
   */
  async completeLoginReturn(state: string): Promise<boolean> {
    const decoded = decodeLoginState(state);
    if (!decoded) return false;
    const details = await this.details(decoded.token);
    if (details === null || details === 'unavailable') return false;
    this.signIn(decoded.token, details);
    return true;
  }

  /** Another tab signed in or out: follow it. */
  followOtherTab(newValue: string | null): void {
    if (newValue === null && !this.isGuest) this.signOut();
  }

  /**
   * Wallet and points balances: only for a logged-in customer, and only when the tenant has the
   * `app-wallet` / `app-points` pages. A failed call shows a balance of 0.
   */
  async loadBalances({ wallet, points }: { wallet: boolean; points: boolean }): Promise<void> {
    if (this.isGuest) return;
    const [walletAnswer, pointsAnswer] = await Promise.all([
      wallet ? this.api.get(FRAME_PATHS.walletBalance).catch(() => null) : null,
      points ? this.api.get(FRAME_PATHS.pointsBalance).catch(() => null) : null,
    ]);
    const walletData = walletAnswer ? walletBalanceResponseSchema.safeParse(walletAnswer.data) : null;
    const pointsData = pointsAnswer ? pointsBalanceResponseSchema.safeParse(pointsAnswer.data) : null;
    runInAction(() => {
      if (wallet) {
        this.walletBalance = walletData?.success ? walletData.data.data.balance : 0;
        this.walletMinOrderAmount = walletData?.success ? walletData.data.data.min_order_amount : 0;
      }
      if (points) this.pointBalance = pointsData?.success ? pointsData.data.data.balance : 0;
    });
  }
}
