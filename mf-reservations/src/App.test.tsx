import { localizePath, routesOf } from '@storefront/shared';
import { installFakeApi, renderAt, samplePath, testCustomer, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('reservations');

/** A logged-in customer's store whose api answers 404 to everything (the screens' calls are the api tests' and Playwright's). */
const storeFor = (locale: 'ar' | 'en') => {
  const store = testStore({ locale });
  installFakeApi(store, {});
  store.session.signIn('token', testCustomer());
  return store;
};

describe('reservations route table', () => {
  beforeEach(() => localStorage.clear());

  it.each(
    routes.flatMap((route) =>
      (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
    ),
  )('%s shows the %s screen of %s', async (path, locale, screenId) => {
    renderAt(<App />, path, storeFor(locale));
    const title = texts[locale].screens[screenId as keyof typeof texts.en.screens];
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });
});
