import type { Resolver } from 'react-hook-form';
import { lazyFormResolver } from './lazy-form-resolver';

type Values = { name: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const answer = { values: { name: 'Sara' }, errors: {} };

describe('lazyFormResolver', () => {
  it('loads the resolver with the first check only, and gives each check its answer', async () => {
    const resolver = jest.fn(async () => answer);
    const load = jest.fn(async () => resolver as unknown as Resolver<Values, unknown, Values>);
    const lazy = lazyFormResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(lazy({ name: 'Sara' }, undefined, options)).resolves.toEqual(answer);
    await expect(lazy({ name: 'Sara' }, undefined, options)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resolver).toHaveBeenCalledTimes(2);
  });

  it('asks for the resolver again at the next check when its load failed', async () => {
    const resolver = async () => answer;
    const load = jest
      .fn<Promise<Resolver<Values, unknown, Values>>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(resolver as unknown as Resolver<Values, unknown, Values>);
    const lazy = lazyFormResolver(load);

    await expect(lazy({ name: 'Sara' }, undefined, options)).rejects.toThrow('ChunkLoadError');
    await expect(lazy({ name: 'Sara' }, undefined, options)).resolves.toEqual(answer);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
