import { createI18n } from '@storefront/shared';
import { formatPoints } from '@storefront/shared/points';
import { NAMESPACE, texts } from '../../texts';

const translator = (locale: 'ar' | 'en') => {
  const i18n = createI18n(locale);
  i18n.addResourceBundle(locale, NAMESPACE, texts[locale]);
  const t = i18n.getFixedT(locale, NAMESPACE);
  // As the pages call them: the count chooses the form, the shared formatter writes the number.
  return (key: string, count: number) => t(key, { count, points: formatPoints(count, locale) });
};

describe('points are counted in the grammar of each language', () => {
  it('Arabic uses one, two, few and many forms', () => {
    const t = translator('ar');
    expect([1, 2, 5, 20, 100, 1250].map((count) => t('rewards.cost', count))).toEqual([
      'نقطة واحدة',
      'نقطتان',
      '5 نقاط',
      '20 نقطة',
      '100 نقطة',
      '1,250 نقطة',
    ]);
    expect(t('referral.gotPoints', 3)).toBe('أضيفت 3 نقاط.');
    expect(t('challenges.rewardPoints', 11)).toBe('المكافأة: 11 نقطة');
  });
  it('English uses one and other', () => {
    const t = translator('en');
    expect([1, 2, 1250].map((count) => t('rewards.cost', count))).toEqual(['1 point', '2 points', '1,250 points']);
    expect(t('referral.gotPoints', 1)).toBe('1 point was added.');
  });
});
