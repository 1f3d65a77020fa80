import type { MenuGroup, MenuItem } from '@storefront/shared';

/** Items with an avoided allergen are left out (`hide`) or shown with a warning (`mark`). */
export type AllergenMode = 'hide' | 'mark';

export interface AllergenChoice {
  avoid: readonly string[];
  mode: AllergenMode;
}

/** The avoided allergens an item contains (empty when it is safe for the guest). */
export const avoidedIn = (item: MenuItem, avoid: readonly string[]): string[] => item.allergens.filter((code) => avoid.includes(code));

/**
 * The groups as the guest's choice shows them, and how many items it hides: in `hide` mode items
 * holding an avoided allergen are removed (and groups left empty); in `mark` mode nothing is removed.
 */
export const applyAllergenChoice = (
  groups: readonly MenuGroup[],
  { avoid, mode }: AllergenChoice,
): { groups: MenuGroup[]; hidden: number } => {
  if (mode === 'mark' || avoid.length === 0) return { groups: [...groups], hidden: 0 };
  let hidden = 0;
  const shown = groups
    .map((group) => {
      const items = group.items.filter((item) => avoidedIn(item, avoid).length === 0);
      hidden += group.items.length - items.length;
      return { ...group, items };
    })
    .filter((group) => group.items.length > 0);
  return { groups: shown, hidden };
};
