import type { Locale } from '../contracts/common';
import type { MenuGroup, MenuItem } from '../contracts/menu';

/** The definite article of an Arabic word (with a joined "and", "with", "as" or "so"; "lil-" for "for the"), when a stem of two letters or more follows. */
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=\S{2})/;

/**
 * Text as search compares it: lower case, Arabic diacritics and tatweel removed, alef, yaa and taa
 * marbuta forms folded and each word's definite article dropped, so "كبسه" finds "كَبْسَة", "الكبسة"
 * finds "كبسة دجاج" and "Kabsa" finds "kabsa".
 */
export const searchable = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}|\u0640/gu, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .split(/\s+/)
    .map((word) => word.replace(ARABIC_ARTICLE, ''))
    .join(' ')
    .trim();

const itemMatches = (item: MenuItem, words: string[]): boolean => {
  const haystack = searchable([item.names.ar, item.names.en, item.descriptions.ar, item.descriptions.en].join(' '));
  return words.every((word) => haystack.includes(word));
};

/** The groups with only the items matching every word of the query (names and descriptions, both languages). */
export const searchMenu = (groups: readonly MenuGroup[], query: string): MenuGroup[] => {
  const words = searchable(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => itemMatches(item, words)) }))
    .filter((group) => group.items.length > 0);
};

/** A group's anchor on the page: `#group{id}`, as banners link to it. */
export const groupAnchor = (groupId: number): string => `group${groupId}`;

export const localName = (item: { names: Record<Locale, string> }, locale: Locale): string => item.names[locale] || item.names.en;
