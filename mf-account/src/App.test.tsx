import { localizePath, routesOf } from '@storefront/shared';
import { installFakeApi, renderAt, samplePath, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('account');
const GUEST_SCREENS = new Set(['login', 'signup', 'resetPassword']);

/** A store whose api answers 404 to everything (the screens' own calls are tested with their features). */
const storeFor = (locale: 'ar' | 'en', customer: boolean) => {
  const store = testStore({ locale });
  installFakeApi(store, {});
  if (customer) store.session.signIn('token', testCustomer());
  else void store.session.restore();
  return store;
};

describe('account route table', () => {
  // A customer of one test must not stay stored for the guest of the next.
  beforeEach(() => localStorage.clear());

  it.each(
    routes
      .filter((route) => route.screen !== 'auth')
      .flatMap((route) =>
        (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
      ),
  )('%s shows the %s screen of %s to a customer (or a guest on login, signup and reset)', async (path, locale, screenId) => {
    renderAt(<App />, path, storeFor(locale, !GUEST_SCREENS.has(screenId)));
    const title = texts[locale].screens[screenId as keyof typeof texts.en.screens];
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each(['/account', '/en/account/wallet', '/my-address', '/en/challenges/3', '/rewards', '/en/referral-code'])(
    'sends a guest on %s to the login page',
    async (path) => {
      const locale = path.startsWith('/en') ? 'en' : 'ar';
      renderAt(<App />, path, storeFor(locale, false));
      expect(await screen.findByRole('heading', { level: 1, name: texts[locale].screens.login })).toBeInTheDocument();
    },
  );

  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });
});
