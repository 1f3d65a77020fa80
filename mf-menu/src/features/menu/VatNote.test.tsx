import { PRICES_INCLUDE_VAT_SETTING } from '@storefront/shared';
import { renderAt, testStore, testTenant } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { VatNote } from './VatNote';

const show = (country: 'SA' | 'EG' | 'QA', locale: 'ar' | 'en', setting?: string) =>
  renderAt(
    <VatNote />,
    locale === 'en' ? '/en/menu' : '/menu',
    testStore({
      locale,
      tenant: { ...testTenant(), country },
      settings: setting === undefined ? [] : [{ key: PRICES_INCLUDE_VAT_SETTING, value: setting }],
    }),
  );

describe('the menu’s VAT note', () => {
  // Saudi law asks for prices with VAT: the setting cannot turn it off there.
  it.each([
    ['SA', '0', 'en', 'Prices include 15% VAT'],
    ['SA', '0', 'ar', 'الأسعار شاملة ضريبة القيمة المضافة 15٪'],
    ['EG', undefined, 'en', 'Prices + 14% VAT'],
    ['EG', undefined, 'ar', 'الأسعار + 14٪ ضريبة القيمة المضافة'],
    ['EG', '1', 'en', 'Prices include 14% VAT'],
    ['EG', '1', 'ar', 'الأسعار شاملة ضريبة القيمة المضافة 14٪'],
  ] as const)('%s with the setting %s says in %s "%s"', (country, setting, locale, text) => {
    show(country, locale, setting);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('says nothing where there is no VAT (Qatar)', () => {
    const { container } = show('QA', 'en');
    expect(container).toBeEmptyDOMElement();
  });
});
