import type { Translations } from '@storefront/shared';

/** The `waiting-list` namespace: this remote's texts in both languages. */
export const texts = {
  en: {
    screens: {
      waitingList: 'Waiting list',
      waitingListBranch: 'Join the waiting list',
      waitingListEntry: 'Your place in line',
    },
  },
  ar: {
    screens: {
      waitingList: 'قائمة الانتظار',
      waitingListBranch: 'التسجيل في قائمة الانتظار',
      waitingListEntry: 'دورك في قائمة الانتظار',
    },
  },
} satisfies Translations<{ screens: Record<string, string> }>;

export const NAMESPACE = 'waiting-list';
