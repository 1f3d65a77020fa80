import { localizePath, routesOf, Route, Routes } from '@storefront/shared';
import { renderAt, testStore } from '@storefront/shared/testing';
import { act, screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('checkout');

describe('checkout route table', () => {
  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });

  it.each(['ar', 'en'] as const)('shows the %s checkout with an empty cart', async (locale) => {
    const store = testStore({ locale });
    act(() => store.session.signOut());
    renderAt(<App />, localizePath('/checkout', locale), store);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts[locale].screens.checkout);
    expect(screen.getByText(texts[locale].checkout.emptyCart)).toBeInTheDocument();
  });

  it('sends a guest from an order page to the login and back', async () => {
    const store = testStore({ locale: 'en' });
    act(() => store.session.signOut());
    renderAt(
      <Routes>
        <Route path="/en/account/login" element={<p>Login page</p>} />
        <Route path="*" element={<App />} />
      </Routes>,
      '/en/o/7',
      store,
    );
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
