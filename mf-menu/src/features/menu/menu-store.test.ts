import { MENU_PATHS, MENU_UPDATED_EVENT, type Menu } from '@storefront/shared';
import { allHandled, holdApi, testStore } from '@storefront/shared/testing';
import { when } from 'mobx';
import { MENU } from '../../testing/fixtures';
import { MenuStore } from './menu-store';

const DRINKS_ONLY: Menu = { ...MENU, groups: MENU.groups.filter((group) => group.id === 16) };
const ok = (data: unknown) => ({ data });

const setUp = () => {
  const root = testStore({ locale: 'en' });
  const api = holdApi(root);
  return { root, api, store: new MenuStore(root) };
};

describe('the menu slice', () => {
  it('loads the menu of the branch and type, selecting its first group, and reads it again on a menu change', async () => {
    const { root, api, store } = setUp();
    const reopen = jest.spyOn(root.cart, 'reopen').mockResolvedValue();
    const stop = store.follow(1, 'pickup');
    expect(store.state).toBe('loading');
    const first = await api.call('GET', MENU_PATHS.menu(1));
    first.answer(200, ok(MENU));
    await when(() => store.state === 'ready');
    expect(store.selectedGroupId).toBe(10);

    root.realtime.publish(MENU_UPDATED_EVENT, {});
    const again = await api.call('GET', MENU_PATHS.menu(1), 1);
    expect(store.state).toBe('ready');
    expect(reopen).toHaveBeenCalledTimes(1);
    again.answer(200, ok(DRINKS_ONLY));
    await when(() => store.menu?.groups.length === 1);
    // The group selected is not in the new menu: its first one is.
    expect(store.selectedGroupId).toBe(16);
    stop();
    root.realtime.publish(MENU_UPDATED_EVENT, {});
    await allHandled();
    expect(api.made('GET', MENU_PATHS.menu(1))).toHaveLength(2);
  });

  it('cancels the read of a menu no longer wanted, whose late answer never lands', async () => {
    const { api, store } = setUp();
    const stop = store.follow(3, 'pickup');
    const older = await api.call('GET', MENU_PATHS.menu(3));
    stop();
    const again = store.follow(1, 'pickup');
    const newer = await api.call('GET', MENU_PATHS.menu(1));
    expect(older.signal?.aborted).toBe(true);
    newer.answer(200, ok(MENU));
    await when(() => store.state === 'ready');
    older.answer(200, ok(DRINKS_ONLY));
    await allHandled();
    expect(store.menu).toEqual(MENU);
    again();
  });

  it('keeps the menu shown when a reload fails, and says a menu the branch does not serve is unavailable', async () => {
    const { root, api, store } = setUp();
    jest.spyOn(root.cart, 'reopen').mockResolvedValue();
    const stop = store.follow(1, 'pickup');
    (await api.call('GET', MENU_PATHS.menu(1))).answer(200, ok(MENU));
    await when(() => store.state === 'ready');
    const reloading = store.reload();
    (await api.call('GET', MENU_PATHS.menu(1), 1)).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await reloading;
    expect(store.state).toBe('ready');
    expect(store.menu).toEqual(MENU);
    stop();

    const other = store.follow(3, 'dine_in');
    (await api.call('GET', MENU_PATHS.menu(3))).answer(422, { code: 'menu_not_available', message: 'Menu is not available now.' });
    await when(() => store.state === 'unavailable');
    expect(store.menu).toBeNull();
    other();
  });

  it('is failed when the first read fails, and reads it again on retry', async () => {
    const { api, store } = setUp();
    const stop = store.follow(1, 'pickup');
    (await api.call('GET', MENU_PATHS.menu(1))).answer(503, { code: 'service_unavailable', message: 'Service unavailable' });
    await when(() => store.state === 'failed');
    void store.reload();
    expect(store.state).toBe('loading');
    (await api.call('GET', MENU_PATHS.menu(1), 1)).answer(200, ok(MENU));
    await when(() => store.state === 'ready');
    stop();
  });
});
