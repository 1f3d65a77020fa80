import { renderToString } from 'react-dom/server';
import { FRAME_PATHS, MENU_PATHS, StoresProvider, type Locale, type RootStore, StaticRouter } from '@storefront/shared';
import { testStore } from '@storefront/shared/testing';
import App from './App';
import { installMenuApi } from './testing/menu-api';
import { serverRendering } from './server-rendering';

const renderApp = (store: RootStore, url: string) =>
  renderToString(
    <StoresProvider store={store}>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StoresProvider>,
  );

/**
 * The data first, then the markup. renderToString does not wait for a screen in its own chunk (the
 * shell's server streams, which does): it is rendered again once the chunk has loaded.
 */
const renderOnServer = async (url: string, locale: Locale) => {
  const store = testStore({ locale });
  const calls = installMenuApi(store);
  await serverRendering.preload(store, url);
  let html = renderApp(store, url);
  // Until the screen's chunk has loaded, its Suspense boundary renders the client's fallback (`<!--$!-->`).
  while (html.includes('<!--$!-->')) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    html = renderApp(store, url);
  }
  return { html, calls };
};

describe('the menu rendered on the server', () => {
  it.each([
    { url: '/menu', locale: 'ar' as const, group: 'الكبسة', dish: 'كبسة حاشي' },
    { url: '/en/menu', locale: 'en' as const, group: 'Kabsa', dish: 'Camel Kabsa' },
  ])('$url: a guest gets the first group and its dishes in the page, in its language', async ({ url, locale, group, dish }) => {
    const { html, calls } = await renderOnServer(url, locale);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${FRAME_PATHS.branches}`, `GET ${MENU_PATHS.menu(1)}`]);
    expect(html).toContain(`<h2 id="group10-title">${group}</h2>`);
    expect(html).toContain(dish);
  });

  it.each([
    { url: '/', locale: 'ar' as const, type: 'استلام من الفرع' },
    { url: '/en', locale: 'en' as const, type: 'Pickup' },
  ])('$url: the home page comes with the order types of the branches, in its language', async ({ url, locale, type }) => {
    const { html, calls } = await renderOnServer(url, locale);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${FRAME_PATHS.branches}`]);
    expect(html).toContain(`<span class="sf-order-type__name">${type}</span>`);
  });
});
