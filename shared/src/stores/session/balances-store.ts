import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../../http/api-client';
import { fetchBalances } from './balances';
import type { PointsPayTerms } from './customer';

/** The logged-in customer's wallet and points balances, as the api said them (0 until read, and for a guest). */
export class BalancesStore {
  walletBalance = 0;
  walletMinOrderAmount = 0;
  /** Whether the wallet's balance was read (its 0 until then says nothing). */
  walletRead = false;
  pointBalance = 0;
  /** Whether the points can pay an order, as the api said with the balance (null until read). */
  pointsTerms: PointsPayTerms | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly isGuest: () => boolean,
  ) {
    makeAutoObservable<BalancesStore, 'api' | 'isGuest'>(this, { api: false, isGuest: false });
  }

  /**
   * Wallet and points balances: only for a logged-in customer, and only when the tenant has the
   * `app-wallet` / `app-points` pages. A failed call shows a balance of 0.
   */
  async load({ wallet, points }: { wallet: boolean; points: boolean }): Promise<void> {
    if (this.isGuest()) return;
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

  /** Signed out: nothing is known of a guest's balances. */
  clear(): void {
    this.walletBalance = 0;
    this.walletMinOrderAmount = 0;
    this.walletRead = false;
    this.pointBalance = 0;
    this.pointsTerms = null;
  }
}
