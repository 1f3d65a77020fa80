import { testBranch, testStore } from '@storefront/shared/testing';
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
