import { perRoot, type CartChanges, type OrderType, type RootStore } from '@storefront/shared';
import type { PaymentMethod, VehicleBrand, VehicleColor } from '@storefront/shared/contracts';
import { Resource } from '@storefront/shared/data';
import { fetchCatalogues } from '@storefront/shared/forms';
import { makeAutoObservable, observableRef } from 'mobx';
import { loadOnVisit } from '../../load-on-visit';
import { fetchHumanCheckRequired, fetchPaymentMethods } from './checkout-calls';

/** The lines a check of the cart (the preview's, the placing's) removed or repriced, as the api names them. */
export interface FoundChanges {
  removed: Array<{ item_id: number }>;
  repriced: Array<{ item_id: number; old_price: number; new_price: number }>;
}

/** What the checkout form offers a logged-in customer: the payment methods, the human check, a new car's catalogues, the cart's changes. */
export class CheckoutStore {
  /** The methods that can pay an order of the draft's type. */
  readonly methods: Resource<PaymentMethod[], OrderType | null>;
  /** Whether placing will ask this customer the human check (a new customer, repeated payment failures). */
  readonly humanCheck: Resource<boolean>;
  /** The brands and colours a new car is chosen from. */
  readonly catalogues: Resource<{ brands: VehicleBrand[]; colors: VehicleColor[] }>;
  /** What a check of the cart removed or repriced, named from the cart's lines, until dismissed. */
  changes: CartChanges | null = null;

  constructor(private readonly root: RootStore) {
    this.methods = new Resource((type, signal) => fetchPaymentMethods(root.api, type, signal));
    this.humanCheck = new Resource((_none, signal) => fetchHumanCheckRequired(root.api, signal));
    this.catalogues = new Resource((_none, signal) => fetchCatalogues(root.api, signal));
    makeAutoObservable<CheckoutStore, 'root'>(
      this,
      { root: false, methods: false, humanCheck: false, catalogues: false, changes: observableRef },
      { autoBind: true },
    );
  }

  /** Announced for this customer; unknown (the call failed) counts as announced, as the api decides at placement anyway. */
  get humanCheckAnnounced(): boolean {
    const { value, state } = this.humanCheck;
    return value ?? (state === 'failed' || state === 'notFound');
  }

  /** Loads what the form offers for an order of `type`, anew for this visit; answers the stop (the checkout left). */
  follow(type: OrderType | null): () => void {
    this.changes = null;
    void loadOnVisit(this.methods, type);
    void loadOnVisit(this.humanCheck, undefined);
    return () => {
      this.methods.cancel();
      this.humanCheck.cancel();
    };
  }

  /** Loads the catalogues for the new car's form; answers the stop (the form closed). */
  openCatalogues(): () => void {
    void loadOnVisit(this.catalogues, undefined);
    return () => this.catalogues.cancel();
  }

  /** Shows what a check of the cart changed, and reads the cleaned cart again. */
  showChanges(found: FoundChanges): void {
    const names = new Map(this.root.cart.lines.map((line) => [line.item_id, line.names]));
    this.changes = {
      removed: found.removed.map((line) => ({ item_id: line.item_id, names: names.get(line.item_id) ?? null })),
      repriced: found.repriced.map((line) => ({ ...line, names: names.get(line.item_id) ?? null })),
    };
    void this.root.cart.reopen();
  }

  dismissChanges(): void {
    this.changes = null;
  }
}

export const checkoutOf = perRoot((root) => new CheckoutStore(root));
