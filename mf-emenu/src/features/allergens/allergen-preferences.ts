import { makeAutoObservable } from 'mobx';
import { allergenChoiceSchema, persisted, storageKey, type RootStore } from '@storefront/shared';
import type { AllergenChoice, AllergenMode } from './allergen-filter';

/** The guest's allergen choice, remembered per tenant on this device. */
export class AllergenPreferences implements AllergenChoice {
  avoid: string[] = [];
  mode: AllergenMode = 'hide';

  constructor() {
    makeAutoObservable(this);
  }

  get saved(): AllergenChoice | null {
    return this.avoid.length === 0 && this.mode === 'hide' ? null : { avoid: [...this.avoid], mode: this.mode };
  }

  restore(saved: AllergenChoice): boolean {
    this.avoid = [...saved.avoid];
    this.mode = saved.mode;
    return true;
  }

  toggle(code: string): void {
    this.avoid = this.avoid.includes(code) ? this.avoid.filter((avoided) => avoided !== code) : [...this.avoid, code];
  }

  setMode(mode: AllergenMode): void {
    this.mode = mode;
  }
}

const preferences = new WeakMap<RootStore, AllergenPreferences>();

/** The page's allergen choice, read from and kept in this tenant's storage. */
export const allergenPreferencesOf = (root: RootStore): AllergenPreferences => {
  let found = preferences.get(root);
  if (!found) {
    found = new AllergenPreferences();
    if (typeof localStorage !== 'undefined')
      persisted(found, allergenChoiceSchema, storageKey(root.tenant.tenant.name, 'emenu.allergens'), localStorage);
    preferences.set(root, found);
  }
  return found;
};
