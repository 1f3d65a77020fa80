import { localizePath, routesOf } from '@storefront/shared';
import { installFakeApi, renderAt, samplePath, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('waiting-list');

describe('waiting-list route table', () => {
  it.each(
    routes.flatMap((route) =>
      (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
    ),
  )('%s shows the %s screen of %s', async (path, locale, screenId) => {
    // An api that answers 404 to everything: the screens' own calls are tested with their features.
    const store = testStore({ locale });
    installFakeApi(store, {});
    renderAt(<App />, path, store);
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
