// Every count a customer reads goes through i18next's plural rules (docs/decisions/plurals.md): a text
// with a counted parameter has every plural form of its language, Arabic's six included.
import { common } from '../shared/src/i18n/common';
import { createI18n } from '../shared/src/i18n/create-i18n';
import { customerFormTexts } from '../shared/src/customer/texts';
import { offerTexts } from '../shared/src/ui/offer-texts';
import { humanCheckTexts } from '../shared/src/ui/human-check/texts';
import { texts as shell } from '../shell/src/texts';
import { texts as menu } from '../mf-menu/src/texts';
import { texts as checkout } from '../mf-checkout/src/texts';
import { texts as account } from '../mf-account/src/texts';
import { texts as reservations } from '../mf-reservations/src/texts';
import { texts as waitingList } from '../mf-waiting-list/src/texts';
import { texts as emenu } from '../mf-emenu/src/texts';

const CATALOGUES = {
  common,
  customerFormTexts,
  offerTexts,
  humanCheckTexts,
  shell,
  menu,
  checkout,
  account,
  reservations,
  waitingList,
  emenu,
};

/** The plural forms of each language (Intl.PluralRules' categories, as i18next names its key suffixes). */
const FORMS = { en: ['one', 'other'], ar: ['zero', 'one', 'two', 'few', 'many', 'other'] } as const;
const SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Parameters that are a number of something the text names: they are the `count` of a plural text. */
const COUNTED = /\{\{(count|minutes|seconds|hours|days|eta)\}\}/;

/**
 * Texts with a `count` that names nothing after it (a position, a bare number): no plural forms needed.
 * Each says why.
 */
const NOTHING_COUNTED = new Set([
  'menu.home.slide', // "Offer 2 of 5"
  'menu.itemDialog.chooseExactly_other', // "Choose 2": the options' group names what
  'waitingList.join.inLine', // "In line: 4"
  'waitingList.entry.delaysLeft', // "Delays left: 1"
]);

/** Keys whose ending only looks like a plural form: api error codes (`options_too_few`, `options_too_many`). */
const CODES = new Set(['menu.itemDialog.problems.options_too']);

const leaves = (node: unknown, prefix: string, out: Map<string, string>): Map<string, string> => {
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, out);
  return out;
};

const textsOf = (locale: 'en' | 'ar') => {
  const all = new Map<string, string>();
  for (const [name, catalogue] of Object.entries(CATALOGUES)) leaves((catalogue as Record<string, unknown>)[locale], name, all);
  return all;
};

describe.each(['en', 'ar'] as const)('the %s catalogues', (locale) => {
  const texts = textsOf(locale);

  it('give every plural text all the forms of the language', () => {
    const forms = new Map<string, Set<string>>();
    for (const key of texts.keys()) {
      const match = SUFFIX.exec(key);
      if (match) forms.set(key.replace(SUFFIX, ''), (forms.get(key.replace(SUFFIX, '')) ?? new Set()).add(match[1]!));
    }
    const incomplete = [...forms]
      .filter(([base]) => !NOTHING_COUNTED.has(`${base}_other`) && !CODES.has(base))
      .filter(([, found]) => FORMS[locale].some((form) => !found.has(form)))
      .map(([base, found]) => `${base} has ${[...found].join(', ')}`);
    expect(incomplete).toEqual([]);
  });

  it('put every counted parameter in a plural text', () => {
    const unplural = [...texts]
      .filter(([key, text]) => COUNTED.test(text) && !SUFFIX.test(key) && !NOTHING_COUNTED.has(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(unplural).toEqual([]);
  });
});

describe('counted texts', () => {
  const translate = (locale: 'en' | 'ar') => {
    const i18n = createI18n(locale);
    for (const [name, catalogue] of Object.entries(CATALOGUES)) i18n.addResourceBundle(locale, name, catalogue[locale]);
    return (key: string, count: number, more: Record<string, unknown> = {}) => i18n.t(key, { count, ...more });
  };

  it('read in Arabic as a person says them: two is a dual, three to ten a plural, eleven on a singular', () => {
    const t = translate('ar');
    expect(t('reservations:guestsCount', 1)).toBe('ضيف واحد');
    expect(t('reservations:guestsCount', 2)).toBe('ضيفان');
    expect(t('reservations:guestsCount', 4)).toBe('4 ضيوف');
    expect(t('reservations:guestsCount', 12)).toBe('12 ضيفًا');
    expect(t('reservations:guestsCount', 100)).toBe('100 ضيف');
    expect(t('waitingList:line.estimate', 8)).toBe('وقت الانتظار المتوقع: حوالي 8 دقائق');
    expect(t('waitingList:line.estimate', 2)).toBe('وقت الانتظار المتوقع: حوالي دقيقتين');
    expect(t('reservations:guestsMax', 20)).toBe('يستقبل هذا الفرع 20 ضيفًا كحد أقصى.');
    expect(t('menu:branchSelect.preparation', 30)).toBe('جاهز خلال 30 دقيقة تقريبًا');
  });

  it('read in English with one and other', () => {
    const t = translate('en');
    expect(t('reservations:guestsMin', 1)).toBe('This branch takes at least 1 guest.');
    expect(t('reservations:guestsMin', 2)).toBe('This branch takes at least 2 guests.');
    expect(t('reservations:dateMax', 1)).toBe('Reservations are taken up to 1 day ahead.');
    expect(t('waitingList:join.partySizeHint', 1, { min: 1 })).toBe('From 1 to 1 person');
    expect(t('waitingList:join.partySizeHint', 8, { min: 1 })).toBe('From 1 to 8 people');
  });
});
