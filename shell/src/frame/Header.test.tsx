import { screen, within } from '@testing-library/react';
import { renderAt, testStore, testTenant } from '@storefront/shared/testing';
import { Footer } from './Footer';
import { Header } from './Header';

describe('Header and Footer', () => {
  it('an open site: the logo, the main links, login and the language', () => {
    renderAt(<Header />, '/en/menu', testStore({ locale: 'en' }));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/account/login');
    expect(within(banner).getByRole('link', { name: 'اعرض الصفحة بالعربية' })).toBeInTheDocument();
  });

  it('a closed site: only its name and the language, in the header and the footer', () => {
    const store = testStore({ locale: 'ar', tenant: testTenant({ website_enabled: false }) });
    renderAt(
      <>
        <Header />
        <Footer />
      </>,
      '/closed',
      store,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/en/closed']);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
