import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { EMENU_PATHS, type RootStore } from '@storefront/shared';
import { appAt, installFakeApi, testStore } from '@storefront/shared/testing';
import App from './App';
import { serverRendering } from './server-rendering';
import { EMENU, UUID } from './testing/emenu-fixture';

const URL_OF_QR = `/en/menu/e/branch/${UUID}`;

const storeWithEMenu = () => {
  const store = testStore({ locale: 'en' });
  const calls = installFakeApi(store, { [`GET ${EMENU_PATHS.branch(UUID)}`]: () => ({ status: 200, data: { data: EMENU } }) });
  return { store, calls };
};

const tree = (store: RootStore, side: 'server' | 'browser') => appAt(App, store, URL_OF_QR, side);

const serverHtml = async () => {
  const { store, calls } = storeWithEMenu();
  await serverRendering.preload(store, URL_OF_QR);
  return { html: renderToString(tree(store, 'server')), calls };
};

describe('the e-menu rendered on the server', () => {
  beforeEach(() => localStorage.clear());

  it('comes with its dishes in the page, from one call', async () => {
    const { html, calls } = await serverHtml();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([`GET ${EMENU_PATHS.branch(UUID)}`]);
    expect(html).toContain('<h2 id="group1-title">Starters</h2>');
    expect(html).toContain('Hummus');
    expect(html).toContain('Kunafa');
  });

  it('hydrates without a mismatch for a guest with a saved allergen choice, which applies once hydrated', async () => {
    const { html } = await serverHtml();
    localStorage.setItem('storefront.sufra.emenu.allergens', JSON.stringify({ avoid: ['sesame'], mode: 'hide' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const { store } = storeWithEMenu();
    await serverRendering.preload(store, URL_OF_QR);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(store, 'browser'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(screen.queryByRole('article', { name: 'Hummus' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Arabic Salad' })).toBeInTheDocument();
  });
});
