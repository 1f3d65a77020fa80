import { offlinePageFor, ruleOf } from './routes';

const SELF = 'http://sufra.localhost:8080';
const rule = (url: string, destination = '', mode = 'cors') => ruleOf(new URL(url, SELF), destination, mode, SELF);

describe('the service worker rules', () => {
  it('hashed chunks of the shell and of the remotes (other origins) are cache-first', () => {
    expect(rule('/139.33d33fd781.js', 'script', 'no-cors')).toBe('hashed-cache-first');
    expect(rule('http://localhost:3001/471.0a1bf1de59.js', 'script', 'no-cors')).toBe('hashed-cache-first');
    expect(rule('http://localhost:3001/styles.28cbfec977.css', 'style')).toBe('hashed-cache-first');
    expect(rule('http://localhost:3001/assets/cairo.5b5539bc9e.woff2', 'font')).toBe('hashed-cache-first');
  });

  it('what names a deploy (mf-manifest.json, remoteEntry.js, the shell entry) is network-first', () => {
    expect(rule('http://localhost:3001/mf-manifest.json')).toBe('deploy-network-first');
    expect(rule('http://localhost:3001/remoteEntry.js', 'script')).toBe('deploy-network-first');
    expect(rule('/main.js', 'script')).toBe('deploy-network-first');
    // The same entry handed over after a first visit (a plain request, no destination).
    expect(rule('/main.js')).toBe('deploy-network-first');
    // Another origin's stable-named script (a tag, a map library) is not the worker's business.
    expect(rule('https://www.googletagmanager.com/gtag/js', 'script')).toBeNull();
  });

  it('api answers are never kept, except the e-menu of a branch', () => {
    expect(rule('http://api.localhost:4000/api/v1/menu/emenu/branch/5f0c2a8e-3b7d-4c1e-9a6f-1d2e3f4a5b01')).toBe('emenu-api-network-first');
    expect(rule('http://api.localhost:4000/api/v1/menu/emenu/branches/5f0c2a8e')).toBe('emenu-api-network-first');
    expect(rule('http://api.localhost:4000/api/v1/menu/emenu/feedback')).toBeNull();
    expect(rule('http://api.localhost:4000/api/v1/order/carts/abc')).toBeNull();
    expect(rule('http://api.localhost:4000/api/v1/user/customer/profile')).toBeNull();
    expect(rule('http://api.localhost:4000/api/v1/menu/items.0a1bf1de59.js')).toBeNull();
  });

  it("the api's images (dish photos, logos) are cache-first; other origins' images are not touched", () => {
    expect(rule('http://api.localhost:4000/media/sufra/hummus.webp', 'image', 'no-cors')).toBe('media-cache-first');
    expect(rule('http://api.localhost:4000/media/sufra/hummus.webp')).toBe('media-cache-first');
    expect(rule('http://api.localhost:4000/media/sufra/hummus.webp?v=2', 'image')).toBeNull();
    expect(rule('http://api.localhost:4000/media/sufra/a/b.webp', 'image')).toBeNull();
    expect(rule('http://api.localhost:4000/media/sufra/notes.txt')).toBeNull();
    expect(rule('https://maps.example/tiles/1/2/3.png', 'image')).toBeNull();
  });

  it('pages: the e-menu is kept (network-first), any other goes to the network', () => {
    expect(rule('/menu/e/branch/5f0c2a8e', 'document', 'navigate')).toBe('emenu-page-network-first');
    expect(rule('/en/menu/e/branch/5f0c2a8e', 'document', 'navigate')).toBe('emenu-page-network-first');
    // The e-menu page handed over after a first visit (a plain request).
    expect(rule('/menu/e/branch/5f0c2a8e')).toBe('emenu-page-network-first');
    expect(rule('https://other.example/menu/e/branch/5f0c2a8e')).toBeNull();
    expect(rule('/en/menu', 'document', 'navigate')).toBe('page');
    expect(rule('/checkout', 'document', 'navigate')).toBe('page');
    expect(rule('https://other.example/', 'document', 'navigate')).toBeNull();
  });

  it('the offline page is in the language of the page that failed', () => {
    expect(offlinePageFor('/en/reservations')).toBe('/en/offline');
    expect(offlinePageFor('/en')).toBe('/en/offline');
    expect(offlinePageFor('/reservations')).toBe('/offline');
    expect(offlinePageFor('/english')).toBe('/offline');
  });
});
