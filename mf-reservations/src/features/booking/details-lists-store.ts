import { perRoot, type RootStore } from '@storefront/shared';
import { Resource } from '@storefront/shared/data';
import type { Allergen, EventType } from '@storefront/shared/contracts';
import { fetchAllergens, fetchEventTypes } from '../reservation-calls';

/** Step two's lists, the occasions and the allergens a party may name, loaded only when it opens. */
export class DetailsListsStore {
  readonly events: Resource<EventType[]>;
  readonly allergens: Resource<Allergen[]>;

  constructor(root: RootStore) {
    this.events = new Resource((_none, signal) => fetchEventTypes(root.api, signal));
    this.allergens = new Resource((_none, signal) => fetchAllergens(root.api, signal));
  }

  /** Loads both (none shown when they cannot be read); answers the stop. */
  follow(): () => void {
    void this.events.load();
    void this.allergens.load();
    return () => {
      this.events.cancel();
      this.allergens.cancel();
    };
  }

  /** The lists as step two shows them, empty until read. */
  get shown(): { events: EventType[]; allergens: Allergen[] } {
    return { events: this.events.value ?? [], allergens: this.allergens.value ?? [] };
  }
}

export const detailsListsOf = perRoot((root) => new DetailsListsStore(root));
