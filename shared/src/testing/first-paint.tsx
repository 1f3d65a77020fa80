import { act, type ComponentType, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RemoteAppComponent, ServerRendering } from '../remote-contract';
import { localeOfPath } from '../routing';
import { matchRoute } from '../routing/match';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { StoresProvider } from '../stores/context';
import type { RootStore } from '../stores/root-store';
import type { FakeCall } from './fake-api';
import { testStore } from './test-store';

/**
 * A remote's App at `url` for a server-rendering test: as the shell's server renders it (`server`, a
 * StaticRouter) or as the browser hydrates it (`browser`, a MemoryRouter), on the given stores.
 */
export const appAt = (App: ComponentType, store: RootStore, url: string, side: 'server' | 'browser'): ReactElement => (
  <StoresProvider store={store}>
    {side === 'server' ? (
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    ) : (
      <MemoryRouter initialEntries={[url]}>
        <App />
      </MemoryRouter>
    )}
  </StoresProvider>
);

const named = (calls: FakeCall[]) => calls.map((call) => `${call.method} ${call.url}`);

/**
 * A remote's first paint in a test, as the shell does it (docs/decisions/first-paint-built-twice.md): each
 * side gets a store of its own with the api `installApi` answers, the preload's data and the screen's
 * chunk loaded ahead; the server's markup, then the browser taking it over.
 */
export const firstPaintOf = (App: RemoteAppComponent, rendering: ServerRendering, installApi: (store: RootStore) => FakeCall[]) => {
  const tree = (store: RootStore, url: string, side: 'server' | 'browser') => appAt(App, store, url, side);

  /** One side's stores, with the data the preload loaded; `calls` are the api calls made so far and from now on. */
  const preloaded = async (url: string) => {
    const store = testStore({ locale: localeOfPath(url) });
    const calls = installApi(store);
    await Promise.all([rendering.preload(store, url), App.preloadScreen?.(matchRoute(url)!.route.screen)]);
    return { store, calls };
  };

  /**
   * The data first, then the markup. renderToString does not wait for a part in its own chunk (the
   * shell's server streams, which does): it is rendered again once the chunk has loaded.
   */
  const renderOnServer = async (url: string) => {
    const { store, calls } = await preloaded(url);
    let html = renderToString(tree(store, url, 'server'));
    for (let attempt = 0; attempt < 20 && html.includes('<!--$!-->'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      html = renderToString(tree(store, url, 'server'));
    }
    return { html, calls: named(calls) };
  };

  /**
   * The server's page taken over in the browser (in the document until the test removes `container`):
   * React's recoverable errors (a mismatch), what was logged as an error, the calls made once hydrated, and
   * `callsSince()`: those made since hydration, read when asked (after a socket event the test publishes).
   */
  const hydrate = async (url: string) => {
    const { html } = await renderOnServer(url);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const { store, calls } = await preloaded(url);
    const before = calls.length;
    const errors = jest.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(store, url, 'browser'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    const logged = errors.mock.calls;
    errors.mockRestore();
    return { recoverable, logged, after: named(calls.slice(before)), callsSince: () => named(calls.slice(before)), container, store };
  };

  return { preloaded, renderOnServer, hydrate };
};
