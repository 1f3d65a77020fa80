import { makeAutoObservable } from 'mobx';
import { checked, perRoot, persisted, storageKey, type RootStore } from '@storefront/shared';
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

const kept = new WeakSet<AllergenPreferences>();

/** The page's allergen choice: none until `keepAllergenPreferences` restores the saved one. */
export const allergenPreferencesOf = perRoot(() => new AllergenPreferences());

/**
 * Restores the choice saved in this tenant's storage and keeps it there from now on. Called in the
 * browser once the e-menu is on screen: a server-rendered page shows no choice, and the hydrating
 * render must show the same before the saved one applies (once its check has loaded: a moment, and
 * only when a choice was saved).
 */
export const keepAllergenPreferences = (root: RootStore): void => {
  const found = allergenPreferencesOf(root);
  if (kept.has(found)) return;
  kept.add(found);
  persisted(found, (value) => checked('allergenChoiceSchema', value), storageKey(root.tenant.tenant.name, 'emenu.allergens'), localStorage);
};
