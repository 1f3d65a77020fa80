import { createI18n } from '@storefront/shared';
import { NAMESPACE, texts } from '../../texts';

const translator = (locale: 'ar' | 'en') => {
  const i18n = createI18n(locale);
  i18n.addResourceBundle(locale, NAMESPACE, texts[locale]);
  return i18n.getFixedT(locale, NAMESPACE);
};

describe('points are counted in the grammar of each language', () => {
  it('Arabic uses one, two, few and many forms', () => {
    const t = translator('ar');
    expect([1, 2, 5, 20, 100].map((count) => t('rewards.cost', { count }))).toEqual([
      'نقطة واحدة',
      'نقطتان',
      '5 نقاط',
      '20 نقطة',
      '100 نقطة',
    ]);
    expect(t('referral.gotPoints', { count: 3 })).toBe('أضيفت 3 نقاط.');
    expect(t('challenges.rewardPoints', { count: 11 })).toBe('المكافأة: 11 نقطة');
  });
  it('English uses one and other', () => {
    const t = translator('en');
    expect([1, 2].map((count) => t('rewards.cost', { count }))).toEqual(['1 point', '2 points']);
    expect(t('referral.gotPoints', { count: 1 })).toBe('1 point was added.');
  });
});
