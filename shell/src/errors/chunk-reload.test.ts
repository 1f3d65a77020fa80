import { reloadAfterChunkFailure } from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

describe('reloadAfterChunkFailure', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads after a failed chunk load, at most once per 60 seconds', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(chunkError, { now: 1_000_000, reload })).toBe(true);
    expect(reloadAfterChunkFailure(chunkError, { now: 1_030_000, reload })).toBe(false);
    expect(reloadAfterChunkFailure(chunkError, { now: 1_060_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores every other error', () => {
    const reload = jest.fn();
    expect(reloadAfterChunkFailure(new Error('boom'), { reload })).toBe(false);
    expect(reloadAfterChunkFailure('Loading chunk 1 failed', { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
