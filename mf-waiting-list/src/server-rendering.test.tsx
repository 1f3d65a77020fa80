import { act, screen, waitFor } from '@testing-library/react';
import { CATALOGUE_PATHS, SOCKET_CONNECTED_EVENT, WAITING_LIST_PATHS } from '@storefront/shared/contracts';
import { firstPaintOf } from '@storefront/shared/testing';
import App from './App';
import { serverRendering } from './server-rendering';
import { installWaitingApi } from './testing/waiting-api';
import { TOKEN } from './testing/sample-entry';

const { renderOnServer, hydrate } = firstPaintOf(App, serverRendering, installWaitingApi);

describe('the waiting list rendered on the server', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    { url: '/waiting-list', shows: ['سفرة - العليا', 'سجل في الانتظار: سفرة - العليا'] },
    { url: '/en/waiting-list', shows: ['Sufra - Olaya', 'Join the line: Sufra - Olaya'] },
  ])('$url: the branches with their lines, in the language of the path', async ({ url, shows }) => {
    const { html, calls } = await renderOnServer(url);
    expect(calls).toEqual([`GET ${WAITING_LIST_PATHS.branches}`]);
    for (const text of shows) expect(html).toContain(text);
  });

  it.each([
    { url: '/waiting-list/branch/1', heading: 'التسجيل في قائمة الانتظار', join: 'سجلني في الانتظار', line: 'في الانتظار: 4' },
    { url: '/en/waiting-list/branch/1', heading: 'Join the waiting list', join: 'Join the line', line: 'In Line: 4' },
  ])(
    '$url: the line of its first area (the count of the branch list) and the register form for it',
    async ({ url, heading, join, line }) => {
      const { html, calls } = await renderOnServer(url);
      expect(calls.sort()).toEqual(
        [`GET ${WAITING_LIST_PATHS.settings(1)}`, `GET ${WAITING_LIST_PATHS.areas}`, `GET ${CATALOGUE_PATHS.eventTypes}`].sort(),
      );
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(line);
      expect(html).toMatch(new RegExp(`<button type="submit"[^>]*>${join}</button>`));
      // Its fields wait until React has taken the form over: nothing typed before is reset then.
      expect(html).toContain('<fieldset class="sf-form wl-fields" disabled="">');
    },
  );

  it('/en/waiting-list/branch/1: the form hydrates once its chunk has come, and its fields are then on', async () => {
    const url = '/en/waiting-list/branch/1';
    const { recoverable, container } = await hydrate(url);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled());
    expect(recoverable).toEqual([]);
    container.remove();
  });

  it.each([`/waiting-list/branch/1/${TOKEN}`, `/en/waiting-list/${TOKEN}`])(
    "%s: the party's entry, by the token of its link",
    async (url) => {
      const { html, calls } = await renderOnServer(url);
      expect(calls).toEqual([`GET ${WAITING_LIST_PATHS.entry(TOKEN)}`]);
      expect(html).toContain('Faisal');
      expect(html).toContain('<p class="wl-position">3</p>');
    },
  );

  it("keeps the branches' pages for every guest but renders each party's entry afresh", () => {
    expect(serverRendering.uncached).toEqual(['waitingListEntry']);
    expect(serverRendering.screens).toEqual(['waitingList', 'waitingListBranch', 'waitingListEntry']);
  });

  it('/en/waiting-list hydrates without a mismatch, then reads its lines again at once', async () => {
    const { recoverable, logged, after, container } = await hydrate('/en/waiting-list');
    expect(recoverable).toEqual([]);
    expect(logged).toEqual([]);
    expect(after).toEqual([`GET ${WAITING_LIST_PATHS.branches}`]);
    container.remove();
  });

  it.each([
    { url: '/waiting-list/branch/1', reads: [`GET ${WAITING_LIST_PATHS.settings(1)}`, `GET ${WAITING_LIST_PATHS.areas}`] },
    { url: `/en/waiting-list/branch/1/${TOKEN}`, reads: [`GET ${WAITING_LIST_PATHS.entry(TOKEN)}`] },
  ])(
    '$url hydrates without a mismatch and asks nothing until its socket connects, then reads its live figures again',
    async ({ url, reads }) => {
      const { recoverable, logged, after, callsSince, container, store } = await hydrate(url);
      expect(recoverable).toEqual([]);
      expect(logged).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      // The page the server painted is seconds old at most: the first thing after hydration is not a call.
      expect(after).toEqual([]);
      act(() => store.realtime.publish(SOCKET_CONNECTED_EVENT, null));
      await waitFor(() => expect(callsSince().sort()).toEqual([...reads].sort()));
      container.remove();
    },
  );
});
