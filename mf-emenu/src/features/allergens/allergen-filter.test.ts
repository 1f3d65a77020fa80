import type { MenuGroup, MenuItem } from '@storefront/shared';
import { applyAllergenChoice, avoidedIn } from './allergen-filter';
import { AllergenPreferences } from './allergen-preferences';

const item = (id: number, allergens: string[]): MenuItem => ({
  id,
  group_id: Math.floor(id / 10),
  names: { en: `Dish ${id}`, ar: `طبق ${id}` },
  descriptions: { en: '', ar: '' },
  price: 10,
  calories: 100,
  allergens,
  image: null,
  max_per_purchase: 5,
  available: true,
  scheduled_only: false,
  option_groups: [],
});

const groups: MenuGroup[] = [
  { id: 1, names: { en: 'Starters', ar: 'مقبلات' }, items: [item(11, ['sesame']), item(12, [])] },
  { id: 2, names: { en: 'Sweets', ar: 'حلويات' }, items: [item(21, ['gluten', 'dairy']), item(22, ['dairy'])] },
];

describe('allergen filter', () => {
  it('hides the dishes holding any avoided allergen, drops emptied groups and counts what it hid', () => {
    const { groups: shown, hidden } = applyAllergenChoice(groups, { avoid: ['dairy'], mode: 'hide' });
    expect(shown.map((group) => group.items.map((dish) => dish.id))).toEqual([[11, 12]]);
    expect(hidden).toBe(2);
    expect(applyAllergenChoice(groups, { avoid: ['sesame', 'gluten'], mode: 'hide' }).hidden).toBe(2);
  });

  it('hides nothing when marking, or when nothing is avoided', () => {
    expect(applyAllergenChoice(groups, { avoid: ['dairy'], mode: 'mark' })).toEqual({ groups, hidden: 0 });
    expect(applyAllergenChoice(groups, { avoid: [], mode: 'hide' })).toEqual({ groups, hidden: 0 });
  });

  it('names the avoided allergens a dish holds, for its warning', () => {
    expect(avoidedIn(item(21, ['gluten', 'dairy']), ['dairy', 'nuts'])).toEqual(['dairy']);
    expect(avoidedIn(item(12, []), ['dairy'])).toEqual([]);
  });

  it("keeps the guest's choice as a savable state, and nothing while it is the default", () => {
    const preferences = new AllergenPreferences();
    expect(preferences.saved).toBeNull();
    preferences.toggle('dairy');
    preferences.toggle('nuts');
    preferences.toggle('nuts');
    preferences.setMode('mark');
    expect(preferences.saved).toEqual({ avoid: ['dairy'], mode: 'mark' });
    const restored = new AllergenPreferences();
    restored.restore({ avoid: ['dairy'], mode: 'mark' });
    expect(restored.saved).toEqual(preferences.saved);
  });
});
