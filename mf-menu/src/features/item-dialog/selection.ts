import type { MenuItem, MenuOptionGroup } from '@storefront/shared';

/** Options chosen per group, in the order the menu lists them. */
export type Selection = Record<number, number[]>;

/** A radio group when exactly one option must be chosen; check boxes otherwise (they can be cleared). */
export const isSingleChoice = (group: MenuOptionGroup): boolean => group.required && group.max === 1;

/** Toggles an option: a single-choice group replaces its choice; others add or remove, never past `max`. */
export const toggleOption = (selection: Selection, group: MenuOptionGroup, optionId: number): Selection => {
  const current = selection[group.id] ?? [];
  if (isSingleChoice(group)) return { ...selection, [group.id]: [optionId] };
  if (current.includes(optionId)) return { ...selection, [group.id]: current.filter((id) => id !== optionId) };
  if (group.max === 1) return { ...selection, [group.id]: [optionId] };
  if (current.length >= group.max) return selection;
  const order = group.options.map((option) => option.id);
  return { ...selection, [group.id]: [...current, optionId].sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
};

export const selectedIds = (selection: Selection): number[] => Object.values(selection).flat();

/** A selection from option ids (editing a cart line). */
export const selectionOf = (item: MenuItem, optionIds: readonly number[]): Selection => {
  const chosen = new Set(optionIds);
  return Object.fromEntries(
    item.option_groups.map((group) => [group.id, group.options.filter((option) => chosen.has(option.id)).map((option) => option.id)]),
  );
};

/** The rule hint of a group: "Choose 1", "Choose up to 3", "Choose 1 to 2". */
export const groupRule = (group: MenuOptionGroup): { key: string; values: Record<string, number> } => {
  const min = group.required ? Math.max(group.min, 1) : group.min;
  if (min === group.max) return { key: 'chooseExactly', values: { count: min } };
  if (min === 0) return { key: 'chooseUpTo', values: { max: group.max } };
  return { key: 'chooseBetween', values: { min, max: group.max } };
};
