import { localizePath, routesOf } from '@storefront/shared';
import { installFakeApi, renderAt, samplePath, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('emenu');

describe('emenu route table', () => {
  it.each(
    routes.flatMap((route) =>
      (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
    ),
  )('%s shows the %s screen %s, and that a made-up code names no menu', async (path, locale, screenId) => {
    const store = testStore({ locale });
    const calls = installFakeApi(store, {});
    renderAt(<App />, path, store);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      texts[locale].screens[screenId as keyof typeof texts.en.screens],
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(texts[locale].emenu.notFound);
    expect(screen.getByRole('link', { name: texts[locale].emenu.home })).toHaveAttribute('href', localizePath('/', locale));
    // `uuid-1`, `id-1` and `type-1` cannot name an e-menu: nothing is asked of the api.
    expect(calls).toEqual([]);
  });

  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });
});
