import { testBanner } from '../testing';
import { bannerTarget } from './banner-target';

describe('bannerTarget', () => {
  it('leads an item banner to its item and a group banner to its menu section, in the language', () => {
    expect(bannerTarget(testBanner({ type: 'item', item_id: 101 }), 'en')).toEqual({ kind: 'page', path: '/en/item/101' });
    expect(bannerTarget(testBanner({ type: 'group', group_id: 12 }), 'ar')).toEqual({ kind: 'page', path: '/menu#group12' });
  });

  it('leads a url banner to a path of the site in the language, or to another site over http(s)', () => {
    expect(bannerTarget(testBanner({ type: 'url', url: '/branches' }), 'en')).toEqual({ kind: 'page', path: '/en/branches' });
    expect(bannerTarget(testBanner({ type: 'url', url: 'https://example.com/offer' }), 'ar')).toEqual({
      kind: 'site',
      url: 'https://example.com/offer',
    });
  });

  it('leads nowhere for a default banner, a link without its id, or any other address', () => {
    expect(bannerTarget(testBanner({ type: 'default' }), 'en')).toBeNull();
    expect(bannerTarget(testBanner({ type: 'item', item_id: null }), 'en')).toBeNull();
    for (const url of ['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,x']) {
      expect(bannerTarget(testBanner({ type: 'url', url }), 'en')).toBeNull();
    }
  });
});
