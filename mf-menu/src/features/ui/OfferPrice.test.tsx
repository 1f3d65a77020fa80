import { renderAt, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { OfferPrice } from './OfferPrice';

const KABSA20 = { code: 'KABSA20', kind: 'percent' as const, value: 20, max_discount: null, item_id: 101, ends_at: null };

const show = (locale: 'ar' | 'en', itemId: number) => {
  const store = testStore({ locale });
  store.orderDraft.update({ offer: KABSA20 });
  renderAt(<OfferPrice item={{ id: itemId, price: 36.8 }} currency="SAR" />, locale === 'en' ? '/en/menu' : '/menu', store);
};

describe('a dish’s price with the offer of the banner followed', () => {
  it.each([
    ['en', 'SAR 29.44', 'SAR 36.80', '20% off'],
    ['ar', '29.44 ر.س', '36.80 ر.س', 'خصم 20٪'],
  ] as const)('in %s: the offer price, the old one struck through and what is off', (locale, now, was, off) => {
    show(locale, 101);
    expect(screen.getByRole('insertion')).toHaveTextContent(now);
    expect(screen.getByRole('deletion')).toHaveTextContent(was);
    expect(screen.getByText(off)).toBeInTheDocument();
  });

  it('leaves another dish at its price', () => {
    show('en', 131);
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
    expect(screen.getByText('SAR 36.80')).toBeInTheDocument();
  });
});
