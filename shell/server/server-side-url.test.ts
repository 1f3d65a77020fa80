import { createServerSideUrl } from './server-side-url';

const menu = { name: 'menu' as const, entry: 'https://menu.sufra.example/v2/mf-manifest.json' };

describe("the URL the shell's server fetches for a remote's file", () => {
  it('is under the remote’s server base when one is set, the path below its public base kept', () => {
    const serverSide = createServerSideUrl({ menu: 'http://mf-menu:3001' });
    expect(serverSide(menu, menu.entry)).toBe('http://mf-menu:3001/mf-manifest.json');
    expect(serverSide(menu, 'https://menu.sufra.example/v2/server/remoteEntry.js')).toBe('http://mf-menu:3001/server/remoteEntry.js');
  });

  it('is the public URL without a server base, or for a file outside the remote', () => {
    expect(createServerSideUrl({})(menu, menu.entry)).toBe(menu.entry);
    expect(createServerSideUrl({ menu: 'http://mf-menu:3001/' })(menu, 'https://cdn.example/other.js')).toBe(
      'https://cdn.example/other.js',
    );
  });
});
