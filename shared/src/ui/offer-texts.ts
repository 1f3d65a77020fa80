import type { Translations } from '../i18n/common';

export const OFFER_NAMESPACE = 'offer';

const en = {
  percent: '{{value}}% off',
  fixed: '{{amount}} off',
  until: '{{off}} until {{day}}',
  /** An applied offer, by the title of the banner that advertises it. */
  named: 'Offer: {{name}}',
  now: 'Offer price',
  was: 'was',
};

/** What an offer takes off, written once for every place that shows one (banners, the menu's offer price, the cart's and the checkout's offer lines). */
export const offerTexts: Translations<typeof en> = {
  en,
  ar: {
    percent: 'خصم {{value}}٪',
    fixed: 'خصم {{amount}}',
    until: '{{off}} حتى {{day}}',
    named: 'العرض: {{name}}',
    now: 'سعر العرض',
    was: 'بدلًا من',
  },
};
