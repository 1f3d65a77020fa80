import { testTenant } from '@storefront/shared/testing';
import { buildWebManifest, DEFAULT_BACKGROUND_COLOR, DEFAULT_THEME_COLOR } from './web-manifest';

describe('buildWebManifest', () => {
  const brand = [
    { key: 'website.theme_primary_color', value: '#123456' },
    { key: 'website.theme_background_color', value: 'rgb(250, 250, 240)' },
  ];

  it.each([
    ['ar', 'سفرة', '/', 'rtl'],
    ['en', 'Sufra', '/en/', 'ltr'],
  ] as const)('in %s: the tenant name, its home page as start and scope, the language and direction', (locale, name, home, dir) => {
    const manifest = buildWebManifest({ tenant: testTenant(), settings: brand, locale });
    expect(manifest).toMatchObject({
      id: home,
      name,
      short_name: name,
      lang: locale,
      dir,
      start_url: home,
      scope: home,
      display: 'standalone',
      theme_color: '#123456',
      background_color: 'rgb(250, 250, 240)',
    });
  });

  it('icons: 192 and 512 PNGs for any purpose and a maskable 512, the sizes Chromium asks for', () => {
    const { icons } = buildWebManifest({ tenant: testTenant(), settings: [], locale: 'en' });
    expect(icons.map(({ sizes, purpose, type }) => `${sizes} ${purpose} ${type}`)).toEqual([
      '192x192 any image/png',
      '512x512 any image/png',
      '512x512 maskable image/png',
    ]);
  });

  it('a name from the language settings wins over the tenant title; the short name is cut at a word to 12 characters', () => {
    const manifest = buildWebManifest({
      tenant: testTenant({ title: { ar: 'مطعم سفرة للمأكولات الشعبية', en: 'Sufra House of Traditional Food' } }),
      settings: [
        { key: 'language.en.site_name', value: 'Sufra — order online' },
        { key: 'language.en.site_description', value: 'Kabsa and more' },
      ],
      locale: 'en',
    });
    expect(manifest.name).toBe('Sufra — order online');
    expect(manifest.description).toBe('Kabsa and more');
    expect(manifest.short_name).toBe('Sufra House');
    const arabic = buildWebManifest({
      tenant: testTenant({ title: { ar: 'مطعم سفرة للمأكولات الشعبية', en: 'x' } }),
      settings: [],
      locale: 'ar',
    });
    expect(arabic.short_name).toBe('مطعم سفرة');
    expect(arabic.description).toBeUndefined();
  });

  it('a colour that is not a CSS colour (an injection attempt) falls back to the default theme', () => {
    const manifest = buildWebManifest({
      tenant: testTenant(),
      settings: [
        { key: 'website.theme_primary_color', value: 'red;}</style><script>' },
        { key: 'website.theme_background_color', value: 42 },
      ],
      locale: 'ar',
    });
    expect(manifest.theme_color).toBe(DEFAULT_THEME_COLOR);
    expect(manifest.background_color).toBe(DEFAULT_BACKGROUND_COLOR);
  });
});
