import type { MenuGroup, MenuItem } from '../contracts/menu';
import { searchable, searchMenu } from './menu-search';

const item = (id: number, en: string, ar: string, description = ''): MenuItem => ({
  id,
  group_id: 1,
  names: { en, ar },
  descriptions: { en: description, ar: '' },
  price: 10,
  calories: null,
  allergens: [],
  image: null,
  max_per_purchase: 5,
  available: true,
  scheduled_only: false,
  option_groups: [],
});

const groups: MenuGroup[] = [
  {
    id: 1,
    names: { en: 'Kabsa', ar: 'الكبسة' },
    items: [item(1, 'Chicken Kabsa', 'كَبْسَة دجاج', 'Spiced rice'), item(2, 'Lamb Kabsa', 'كبسة لحم')],
  },
  { id: 2, names: { en: 'Drinks', ar: 'المشروبات' }, items: [item(3, 'Laban', 'لبن')] },
];

describe('menu search', () => {
  it('folds case, diacritics and letter forms', () => {
    expect(searchable('كَبْسَة')).toBe(searchable('كبسه'));
    expect(searchable('  KABSA ')).toBe('kabsa');
    expect(searchable('أرز')).toBe('ارز');
  });

  it('drops the definite article of each Arabic word, so "الكبسة" finds every kabsa', () => {
    expect(searchable('الكبسة')).toBe(searchable('كبسة'));
    expect(searchable('رز الكبسة والمندي')).toBe('رز كبسه مندي');
    expect(searchable('للمشويات')).toBe('مشويات');
    // A word that is only the article, or a short word that starts like it, is kept.
    expect(searchable('ال')).toBe('ال');
    expect(searchable('الم')).toBe('الم');
    expect(searchMenu(groups, 'الكبسة').flatMap((g) => g.items.map((i) => i.id))).toEqual([1, 2]);
  });

  it('keeps the groups and items matching every word, in either language', () => {
    expect(searchMenu(groups, 'chicken').flatMap((g) => g.items.map((i) => i.id))).toEqual([1]);
    expect(searchMenu(groups, 'كبسه').flatMap((g) => g.items.map((i) => i.id))).toEqual([1, 2]);
    expect(searchMenu(groups, 'spiced kabsa').flatMap((g) => g.items.map((i) => i.id))).toEqual([1]);
    expect(searchMenu(groups, 'pizza')).toEqual([]);
    expect(searchMenu(groups, '  ')).toHaveLength(2);
  });
});
