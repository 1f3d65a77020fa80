import { installFakeApi, testBranch, testStore } from '@storefront/shared/testing';
import { FRAME_PATHS } from '../contracts';
import type { Branch } from '../contracts';
import { BranchesStore } from './branches-store';

const branch = (id: number, latitude: number, longitude: number): Branch =>
  testBranch({ id, names: { ar: `فرع ${id}`, en: `Branch ${id}` }, address: { ar: 'الرياض', en: 'Riyadh' }, latitude, longitude });

const geolocation = (result: { latitude: number; longitude: number } | 'denied'): Geolocation =>
  ({
    getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
      result === 'denied' ? fail({ code: 1 } as GeolocationPositionError) : ok({ coords: result } as GeolocationPosition),
  }) as unknown as Geolocation;

describe('BranchesStore', () => {
  it('lists branches nearest first once the customer shares a location', () => {
    const store = new BranchesStore(testStore().api);
    store.branches = [branch(1, 24.8, 46.6), branch(2, 24.71, 46.67)];
    expect(store.listed.map((r) => r.km)).toEqual([null, null]);
    store.locate(geolocation({ latitude: 24.7136, longitude: 46.6753 }));
    expect(store.listed.map((r) => r.branch.id)).toEqual([2, 1]);
    expect(store.listed[0]!.km).toBeLessThan(1);
  });

  it('says when the location is not available', () => {
    const store = new BranchesStore(testStore().api);
    store.locate(geolocation('denied'));
    expect(store.location).toEqual({ state: 'denied' });
    store.locate(undefined);
    expect(store.location).toEqual({ state: 'denied' });
  });
});

describe('BranchesStore on the clock', () => {
  const RIYADH_OFFSET = '+03:00';
  const riyadh = (localDateTime: string) => new Date(`${localDateTime}${RIYADH_OFFSET}`);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '23:00' }));

  afterEach(() => jest.useRealTimers());

  it('reads the branches again just after the opening time, so a page opened before it shows the branch open without a reload', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T09:59:00') });
    const root = testStore();
    // The api tells the state at the moment it is asked, as it does (preorder before 10:00, open after).
    const calls: Date[] = [];
    installFakeApi(root, {
      [`GET ${FRAME_PATHS.branches}`]: () => {
        calls.push(new Date());
        const open = Date.now() >= riyadh('2025-01-08T10:00').getTime();
        return { status: 200, data: { data: [testBranch({ status: open ? 'open' : 'preorder', working_hours: hours })] } };
      },
    });
    const store = new BranchesStore(root.api, () => 'Asia/Riyadh', true);
    await store.load();
    expect(store.branches[0]!.status).toBe('preorder');

    await jest.advanceTimersByTimeAsync(59_000);
    expect(store.branches[0]!.status).toBe('preorder');
    await jest.advanceTimersByTimeAsync(3_000);
    expect(store.branches[0]!.status).toBe('open');
    expect(calls.map((at) => at >= riyadh('2025-01-08T10:00'))).toEqual([false, true]);
    expect(store.now >= riyadh('2025-01-08T10:00')).toBe(true);
  });

  it('never sets a timer on the server (a render reads the stores once)', async () => {
    jest.useFakeTimers({ now: riyadh('2025-01-08T09:59:00') });
    const root = testStore();
    installFakeApi(root, {
      [`GET ${FRAME_PATHS.branches}`]: () => ({ status: 200, data: { data: [testBranch({ status: 'preorder', working_hours: hours })] } }),
    });
    await new BranchesStore(root.api, () => 'Asia/Riyadh', false).load();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('BranchesStore.locate', () => {
  it('asks for a position measured now each time, never one kept from before, also after a refusal', () => {
    const answers: Array<{ latitude: number; longitude: number } | 'denied'> = ['denied', { latitude: 24.7, longitude: 46.6 }];
    const getCurrentPosition = jest.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
      const answer = answers.shift()!;
      return answer === 'denied' ? fail({ code: 1 } as GeolocationPositionError) : ok({ coords: answer } as GeolocationPosition);
    });
    const store = new BranchesStore(testStore().api);
    store.locate({ getCurrentPosition } as unknown as Geolocation);
    expect(store.location).toEqual({ state: 'denied' });
    store.locate({ getCurrentPosition } as unknown as Geolocation);
    expect(store.location).toEqual({ state: 'located', at: { latitude: 24.7, longitude: 46.6 } });
    expect(getCurrentPosition).toHaveBeenCalledTimes(2);
    for (const [, , options] of getCurrentPosition.mock.calls as unknown as Array<[unknown, unknown, PositionOptions]>)
      expect(options.maximumAge).toBe(0);
  });
});
