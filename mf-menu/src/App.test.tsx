import { localizePath, routesOf } from '@storefront/shared';
import { installFakeApi, renderAt, samplePath, testStore } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('menu');

/** A store whose api answers nothing it is not told to (every call 404s), so no test reaches the network. */
const offlineStore = (path: string) => {
  const store = testStore({ locale: path.startsWith('/en') ? 'en' : 'ar' });
  installFakeApi(store, {});
  return store;
};

describe('menu route table', () => {
  it.each(
    routes.flatMap((route) =>
      (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
    ),
  )('%s shows the %s screen %s', async (path, locale, screenId) => {
    renderAt(<App />, path, offlineStore(path));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      texts[locale].screens[screenId as keyof typeof texts.en.screens],
    );
  });

  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });

  it('says the order service is not available, with a retry, when the branches cannot be loaded', async () => {
    renderAt(<App />, '/en/menu', offlineStore('/en/menu'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Order service is not available.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
