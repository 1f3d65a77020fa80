import { testTenant } from '@storefront/shared/testing';
import { pageHead } from './page-head';
import { TOUCH_CSS, renderIndex } from './render-index';

const template = '<!doctype html><html lang=ar dir=rtl><head><title>Storefront</title></head><body><div id="root"></div></body></html>';
const settings = [
  { key: 'general.site_name', value: 'سفرة' },
  { key: 'general.page_title', value: 'سفرة | اطلب الآن' },
  { key: 'language.en.page_title', value: 'Sufra | Order now' },
  { key: 'general.site_description', value: 'Best "food" & more' },
  { key: 'general.site_keywords', value: 'kabsa, mandi' },
  { key: 'general.favicon', value: '/media/sufra/favicon.svg' },
  { key: 'general.og_image', value: '/media/sufra/og-image.svg' },
  { key: 'website.theme_primary_color', value: '#123456' },
];

describe('pageHead', () => {
  it('prefers language.* settings and makes media absolute on the public API', () => {
    const head = pageHead(settings, 'en', 'Sufra', 'http://api.example');
    expect(head.title).toBe('Sufra | Order now');
    expect(head.description).toBe('Best "food" & more');
    expect(head.favicon).toBe('http://api.example/media/sufra/favicon.svg');
    expect(head.ogImage).toBe('http://api.example/media/sufra/og-image.svg');
    expect(head.themeCss).toBe(':root{--sf-primary:#123456}');
    expect(pageHead(settings, 'ar', 'سفرة', 'http://api.example').title).toBe('سفرة | اطلب الآن');
    expect(pageHead([], 'ar', 'سفرة', 'http://api.example')).toMatchObject({ title: 'سفرة', favicon: undefined });
  });

  it("gives a hosted tenant font its size-adjusted stand-in from the first paint, so the font's arrival moves nothing", () => {
    const theme = (font: string) => pageHead([{ key: 'website.theme_font', value: font }], 'ar', 'سفرة', 'http://api.example').themeCss;
    expect(theme("'Tajawal', sans-serif")).toBe(":root{--sf-font:'Tajawal', sans-serif;--sf-font-fallback:'Tajawal Fallback'}");
    expect(theme('Cairo')).toContain("--sf-font-fallback:'Cairo Fallback'");
    expect(theme('Georgia, serif')).not.toContain('--sf-font-fallback');
  });
});

describe('renderIndex', () => {
  it('fills language, direction, meta, theme and a bootstrap no tenant text can break out of', () => {
    const tenant = testTenant({ title: { ar: 'سفرة', en: '</script><script>alert(1)</script>' } });
    const html = renderIndex(template, {
      locale: 'en',
      head: pageHead(settings, 'en', 'Sufra', 'http://api.example'),
      bootstrap: { tenant, settings: [], apiUrl: 'http://api', remotes: [] },
      nonce: 'bm9uY2U=',
    });
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Sufra | Order now</title>');
    expect(html).toContain('<meta name="description" content="Best &quot;food&quot; &amp; more" />');
    expect(html).toContain('<meta property="og:image" content="http://api.example/media/sufra/og-image.svg" />');
    expect(html).toContain('<meta property="og:image:width" content="500" />');
    expect(html).toContain('<link rel="icon" href="http://api.example/media/sufra/favicon.svg" />');
    expect(html).toContain('<style id="storefront-theme" nonce="bm9uY2U=">:root{--sf-primary:#123456}</style>');
    // Fields of 16 px on phones (they would zoom the page on focus otherwise), 44 px buttons, with the page's nonce.
    expect(html).toContain(`<style id="storefront-touch" nonce="bm9uY2U=">${TOUCH_CSS}</style>`);
    expect(html).not.toContain('</script><script>alert(1)');
    const json = html.match(/type="application\/json">(.*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json).tenant.title.en).toBe('</script><script>alert(1)</script>');
  });

  it('puts a server-rendered page in the root and its answers in a data block no api text can break out of', () => {
    const html = renderIndex(template, {
      locale: 'ar',
      head: pageHead(settings, 'ar', 'سفرة', 'http://api.example'),
      bootstrap: { tenant: testTenant(), settings: [], apiUrl: 'http://api', remotes: [] },
      nonce: 'bm9uY2U=',
      rendered: {
        html: '<main><h2>الكبسة $& $1</h2></main>',
        firstPaint: {
          answers: { '/api/v1/menu': { status: 200, data: { name: '</script><script>alert(1)</script>' } } },
          popup_banner_id: null,
        },
        cacheable: true,
      },
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"><main><h2>الكبسة $& $1</h2></main></div>');
    expect(html).not.toContain('</script><script>alert(1)');
    const block = html.match(/<script id="storefront-first-paint" type="application\/json">(.*?)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(block).answers['/api/v1/menu'].data.name).toBe('</script><script>alert(1)</script>');
  });
});
