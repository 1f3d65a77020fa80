import { testStore } from '../testing';
import { perRoot } from './per-root';

describe('perRoot', () => {
  it('makes one slice per root store, on first use, and gives it back after', () => {
    const create = jest.fn(() => ({ items: [] as string[] }));
    const sliceOf = perRoot(create);
    const page = testStore();
    const request = testStore();
    expect(create).not.toHaveBeenCalled();
    sliceOf(page).items.push('kabsa');
    expect(sliceOf(page).items).toEqual(['kabsa']);
    expect(sliceOf(request).items).toEqual([]);
    expect(create).toHaveBeenCalledTimes(2);
  });
});
