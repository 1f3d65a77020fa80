import type { Translations } from '../i18n/common';

export const OFFER_NAMESPACE = 'offer';

const en = {
  percent: '{{value}}% off',
  fixed: '{{amount}} off',
  until: '{{off}} until {{day}}',
};

/** What an offer takes off, written once for every place that shows one (banners, the menu's offer price). */
export const offerTexts: Translations<typeof en> = {
  en,
  ar: {
    percent: 'خصم {{value}}٪',
    fixed: 'خصم {{amount}}',
    until: '{{off}} حتى {{day}}',
  },
};
