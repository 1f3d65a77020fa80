import { useApiText, useNamespace, type Translations } from '@storefront/shared';
import { entryTexts } from './features/entry/texts';
import { joinTexts } from './features/join/texts';

const screens = {
  en: { waitingList: 'Waiting list', waitingListBranch: 'Join the waiting list', waitingListEntry: 'Your place in line' },
  ar: { waitingList: 'قائمة الانتظار', waitingListBranch: 'التسجيل في قائمة الانتظار', waitingListEntry: 'دورك في قائمة الانتظار' },
};

/** The wait a line answers, shown on the branch's page and on an entry's. */
const line = {
  en: {
    estimate_one: 'Estimated wait: about {{count}} min',
    estimate_other: 'Estimated wait: about {{count}} min',
  },
  ar: {
    estimate_zero: 'وقت الانتظار المتوقع: حوالي {{count}} دقيقة',
    estimate_one: 'وقت الانتظار المتوقع: حوالي دقيقة واحدة',
    estimate_two: 'وقت الانتظار المتوقع: حوالي دقيقتين',
    estimate_few: 'وقت الانتظار المتوقع: حوالي {{count}} دقائق',
    estimate_many: 'وقت الانتظار المتوقع: حوالي {{count}} دقيقة',
    estimate_other: 'وقت الانتظار المتوقع: حوالي {{count}} دقيقة',
  },
};

const of = (locale: 'en' | 'ar') => ({
  screens: screens[locale],
  line: line[locale],
  join: joinTexts[locale],
  entry: entryTexts[locale],
});

/** The `waiting-list` namespace: this remote's texts in both languages (each feature keeps its own file). */
export const texts = { en: of('en'), ar: of('ar') } satisfies Translations<ReturnType<typeof of>>;

export const NAMESPACE = 'waiting-list';

/** The remote's `t` (namespace `waiting-list`, falling back to `common`). */
export const useWaitingTexts = () => useNamespace(NAMESPACE, texts);

/** A failed call as a text to show: the api's words in the current language, or the screen's fallback. */
export const useErrorText = () => useApiText().errorText;
