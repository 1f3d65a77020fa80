import { checkLine, linePrice, type MenuItem, type MenuOptionGroup } from '@storefront/shared';
import { groupRule, selectedIds, selectionOf, toggleOption } from './selection';

const group = (id: number, required: boolean, min: number, max: number, optionIds: number[]): MenuOptionGroup => ({
  id,
  names: { ar: `مجموعة ${id}`, en: `Group ${id}` },
  required,
  min,
  max,
  options: optionIds.map((optionId) => ({ id: optionId, names: { ar: `${optionId}`, en: `${optionId}` }, price: optionId / 10 })),
});

const size = group(1, true, 1, 1, [1, 2, 3]);
const extras = group(2, false, 0, 2, [4, 5, 6]);
const filling = group(3, true, 2, 3, [7, 8, 9]);
const item: MenuItem = {
  id: 101,
  group_id: 10,
  names: { ar: 'كبسة', en: 'Kabsa' },
  descriptions: { ar: '', en: '' },
  price: 32,
  calories: 850,
  allergens: [],
  image: null,
  max_per_purchase: 3,
  available: true,
  scheduled_only: false,
  option_groups: [size, extras, filling],
};

describe('option selection', () => {
  it('replaces the choice of a required single-choice group', () => {
    const once = toggleOption({}, size, 1);
    expect(toggleOption(once, size, 2)).toEqual({ 1: [2] });
    expect(toggleOption(toggleOption(once, size, 2), size, 2)).toEqual({ 1: [2] });
  });

  it('adds and removes in menu order and never passes the maximum', () => {
    let selection = toggleOption({}, extras, 6);
    selection = toggleOption(selection, extras, 4);
    expect(selection[2]).toEqual([4, 6]);
    expect(toggleOption(selection, extras, 5)).toBe(selection);
    expect(toggleOption(selection, extras, 6)[2]).toEqual([4]);
  });

  it('feeds the shared rules and prices: what is missing, then the running price', () => {
    let selection = selectionOf(item, []);
    expect(checkLine(item, 1, selectedIds(selection)).map((p) => [p.code, p.group_id])).toEqual([
      ['option_required', 1],
      ['option_required', 3],
    ]);
    selection = toggleOption(toggleOption(selection, size, 2), filling, 7);
    expect(checkLine(item, 1, selectedIds(selection)).map((p) => p.code)).toEqual(['options_too_few']);
    selection = toggleOption(selection, filling, 8);
    expect(checkLine(item, 4, selectedIds(selection)).map((p) => p.code)).toEqual(['quantity_out_of_range']);
    expect(checkLine(item, 2, selectedIds(selection))).toEqual([]);
    expect(linePrice(item, 2, selectedIds(selection))).toEqual({ unit_price: 33.7, total: 67.4 });
  });

  it('restores a cart line and describes each rule', () => {
    expect(selectionOf(item, [5, 2, 99])).toEqual({ 1: [2], 2: [5], 3: [] });
    expect(groupRule(size)).toEqual({ key: 'chooseExactly', values: { count: 1 } });
    expect(groupRule(extras)).toEqual({ key: 'chooseUpTo', values: { max: 2 } });
    expect(groupRule(filling)).toEqual({ key: 'chooseBetween', values: { min: 2, max: 3 } });
  });
});
