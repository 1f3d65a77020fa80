import { hostnameOf } from './host-name';

describe('hostnameOf', () => {
  it.each([
    ['sufra.localhost', 'sufra.localhost'],
    ['sufra.localhost:8080', 'sufra.localhost'],
    ['Sufra.LocalHost.', 'sufra.localhost'],
    ['Sufra.LocalHost.:10001', 'sufra.localhost'],
    ['  nile.localhost:  ', 'nile.localhost'],
    ['[::1]:4000', '[::1]'],
  ])('%s -> %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});
