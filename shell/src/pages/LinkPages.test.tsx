import { renderAt } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { referralStorageKey, Route, Routes, useLocation } from '@storefront/shared';
import { internalPath, OrderMessage, ReferralLink, SiteLink } from './LinkPages';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

const at = (path: string, pattern: string, element: React.ReactElement) =>
  renderAt(
    <Routes>
      <Route path={pattern} element={element} />
      <Route path="*" element={<Where />} />
    </Routes>,
    path,
  );

describe('link pages', () => {
  it('only follows links inside the site', () => {
    expect(internalPath('/order/12')).toBe('/order/12');
    expect(internalPath('//evil.example')).toBeNull();
    expect(internalPath('https://evil.example')).toBeNull();
    expect(internalPath('/\\evil.example')).toBeNull();
    at('/en/link?to=/order/12', '/en/link', <SiteLink />);
    expect(screen.getByTestId('where')).toHaveTextContent('/en/order/12');
  });

  it('keeps a referral code for the signup form and goes there', () => {
    at('/r/SARA10', '/r/:id', <ReferralLink />);
    expect(screen.getByTestId('where')).toHaveTextContent('/account/signup');
    expect(localStorage.getItem(referralStorageKey('sufra'))).toBe('SARA10');
  });

  it('tells what became of an order, in the current language', () => {
    at('/en/o/message?status=failed&order=42', '/en/o/message', <OrderMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed.');
    expect(screen.getByRole('link', { name: 'View order 42' })).toHaveAttribute('href', '/en/order/42');
  });
});
