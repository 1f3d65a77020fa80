import { createI18n } from './create-i18n';

describe('counted texts', () => {
  it('use the six Arabic plural forms', () => {
    const { t } = createI18n('ar');
    const tooLong = (count: number) => t('validation.tooLong', { max: count, count });
    expect(tooLong(1)).toBe('استخدم حرفًا واحدًا على الأكثر');
    expect(tooLong(2)).toBe('استخدم حرفين على الأكثر');
    expect(tooLong(5)).toBe('استخدم 5 أحرف على الأكثر');
    expect(tooLong(30)).toBe('استخدم 30 حرفًا على الأكثر');
    expect(tooLong(500)).toBe('استخدم 500 حرف على الأكثر');
  });
  it('use one and other in English', () => {
    const { t } = createI18n('en');
    expect(t('validation.tooLong', { max: 1, count: 1 })).toBe('Use at most 1 character');
    expect(t('validation.tooLong', { max: 500, count: 500 })).toBe('Use at most 500 characters');
  });
});
