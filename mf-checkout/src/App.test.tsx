import { localizePath, routesOf } from '@storefront/shared';
import { renderAt, samplePath } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import App from './App';
import { texts } from './texts';

const routes = routesOf('checkout');

describe('checkout route table', () => {
  it.each(
    routes.flatMap((route) =>
      (['ar', 'en'] as const).map((locale) => [localizePath(samplePath(route.path), locale), locale, route.screen] as const),
    ),
  )('%s shows the %s frame of %s', (path, locale, screenId) => {
    renderAt(<App />, path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts[locale].screens[screenId as keyof typeof texts.en.screens]);
    for (const [, value] of path.matchAll(/\/([a-z]+-1)(?=\/|$)/g)) expect(screen.getByText(value!)).toBeInTheDocument();
  });

  it('names every screen in both languages', () => {
    for (const { screen: id } of routes) {
      expect(texts.en.screens).toHaveProperty(id);
      expect(texts.ar.screens).toHaveProperty(id);
    }
  });
});
