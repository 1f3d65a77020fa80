import { makeAutoObservable, runInAction } from 'mobx';
import { perRoot, type DeliveryDistrict, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import { fetchDistricts, lookUpDelivery, type DeliveryLookup, type DeliveryPlace } from './delivery-calls';

/** Delivery's choice of place: the districts to choose from, and which branch delivers to the place asked about. */
export class DeliveryStore {
  readonly districts: Resource<DeliveryDistrict[]>;
  lookup: DeliveryLookup = { state: 'idle' };
  /** The check on its way: a newer one (or leaving) cancels it, and its answer never lands. */
  private checking: AbortController | null = null;

  constructor(private readonly root: RootStore) {
    this.districts = new Resource((_none, signal) => fetchDistricts(root.api, signal));
    makeAutoObservable<DeliveryStore, 'root' | 'checking'>(this, { root: false, districts: false, checking: false }, { autoBind: true });
  }

  /** Loads the districts; answers the stop, which drops the check on its way and what was answered. */
  follow(): () => void {
    void this.districts.load();
    return () => {
      this.districts.cancel();
      this.forget();
    };
  }

  /** A new question is on its way (the browser is asked where the customer is): the last answer is never reused. */
  forget(): void {
    this.checking?.abort();
    this.checking = null;
    this.lookup = { state: 'idle' };
  }

  /** Asks which branch delivers to `place`; found, the place (with its zone) becomes the order's. */
  async check(place: DeliveryPlace): Promise<void> {
    this.forget();
    const checking = (this.checking = new AbortController());
    this.lookup = { state: 'checking' };
    const result = await lookUpDelivery(this.root.api, place, checking.signal);
    runInAction(() => {
      if (this.checking !== checking) return;
      this.checking = null;
      this.lookup = result;
      if (result.state === 'found')
        this.root.orderDraft.update({
          delivery_location: { latitude: place.latitude, longitude: place.longitude, label: place.label, zone: result.zone },
        });
    });
  }
}

export const deliveryOf = perRoot((root) => new DeliveryStore(root));
